import { getBanks } from '~/utils/catalogue.server'
import { catalogueJson } from '~/utils/http.server'

export async function loader() {
  return catalogueJson(await getBanks())
}
