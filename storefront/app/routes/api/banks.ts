import type { LoaderFunctionArgs } from '@remix-run/node'
import { inApiLocale } from '~/utils/api-locale.server'
import { getBanks } from '~/utils/catalogue.server'
import { catalogueJson } from '~/utils/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return inApiLocale(request, async (locale) => catalogueJson(await getBanks(locale)))
}
