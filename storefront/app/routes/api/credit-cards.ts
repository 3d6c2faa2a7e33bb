import type { LoaderFunctionArgs } from '@remix-run/node'
import { creditCardListQuerySchema, fieldErrors } from '@cardcompare/shared'
import { inApiLocale } from '~/utils/api-locale.server'
import { listCards } from '~/utils/catalogue.server'
import { apiError, catalogueJson } from '~/utils/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const query = creditCardListQuerySchema.safeParse(params)
  if (!query.success) {
    const { details } = fieldErrors(query.error)
    return apiError(400, 'Invalid query', { details })
  }
  return inApiLocale(request, async (locale) => catalogueJson(await listCards({ ...query.data, locale })))
}
