import { apiError } from '~/utils/http.server'

// Unknown /api paths answer in JSON, not with the HTML not-found page.
export const loader = () => apiError(404, 'Not found')
export const action = () => apiError(404, 'Not found')
