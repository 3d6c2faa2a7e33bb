import type { LoaderFunctionArgs } from '@remix-run/node'
import { creditCardListQuerySchema, fieldErrors } from '@cardcompare/shared'
import { listCards } from '~/utils/catalogue.server'
import { apiError, catalogueJson } from '~/utils/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const query = creditCardListQuerySchema.safeParse(params)
  if (!query.success) {
    const { details } = fieldErrors(query.error)
    return apiError(400, 'Invalid query', { details })
  }
  return catalogueJson(await listCards(query.data))
}
