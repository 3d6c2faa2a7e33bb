import type { LoaderFunctionArgs } from '@remix-run/node'
import { parsePositiveInt } from '@cardcompare/shared'
import { inApiLocale } from '~/utils/api-locale.server'
import { getCardById } from '~/utils/catalogue.server'
import { apiError, catalogueJson } from '~/utils/http.server'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  if (id === null) return apiError(400, 'Invalid card id')
  return inApiLocale(request, async (locale) => {
    const card = await getCardById(id, locale)
    return card ? catalogueJson(card) : apiError(404, 'Card not found')
  })
}
