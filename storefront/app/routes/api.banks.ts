import { getBanks } from '~/utils/catalog.server'
import { catalogJson } from '~/utils/http.server'

export async function loader() {
  return catalogJson(await getBanks())
}
