import { getFeatures } from '~/utils/catalogue.server'
import { catalogueJson } from '~/utils/http.server'

export async function loader() {
  return catalogueJson(await getFeatures())
}
