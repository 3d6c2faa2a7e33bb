import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

/** The JSON body of a custom endpoint's request; malformed JSON is the caller's 400. */
export async function readJsonBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : {}
  } catch {
    throw new APIError('Request body must be JSON', 400, null, true)
  }
}
