import type { LoaderFunctionArgs } from '@remix-run/node'
import { parsePositiveInt } from '@cardcompare/shared'
import { getCardById } from '~/utils/catalogue.server'
import { apiError, catalogueJson } from '~/utils/http.server'

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  if (id === null) return apiError(400, 'Invalid card id')
  const card = await getCardById(id)
  if (!card) return apiError(404, 'Card not found')
  return catalogueJson(card)
}
