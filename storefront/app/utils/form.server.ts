// Page actions read forms only. A JSON, text or empty body, a broken multipart body or an
// oversized one is answered 4xx here, instead of `request.formData()` throwing a 500.
import { HTTP_MESSAGES, mediaType } from '@cardcompare/shared'
import { plainText } from './http.server'

const MAX_FORM_BYTES = 256 * 1024
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** The request's form; throws a 400, 413 or 415 Response for anything else. */
export async function readForm(request: Request): Promise<FormData> {
  const type = mediaType(request.headers.get('Content-Type'))
  if (!FORM_TYPES.includes(type)) throw plainText('This page accepts only form submissions.', 415)
  const declared = request.headers.get('Content-Length')
  // Browsers always say how long a form is; an unbounded stream is not read into memory.
  if (declared === null) throw plainText(HTTP_MESSAGES.lengthRequired, 411)
  const length = Number(declared)
  if (!Number.isFinite(length) || length > MAX_FORM_BYTES) throw plainText('The form is too large.', 413)
  try {
    return await request.formData()
  } catch {
    throw plainText('The form could not be read. Please try again.', 400)
  }
}

/** The form's fields as strings; files and repeated names are ignored (no form of ours sends them). */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const form = await readForm(request)
  const fields: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value
  return fields
}
