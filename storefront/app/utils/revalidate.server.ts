// The CMS's call after a change (docs/decisions/013), proven by an HMAC of the shared secret.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { REVALIDATE_KEY_CONTEXT } from '@cardcompare/shared'

export function revalidationKey(secret = process.env.PAYLOAD_SECRET || ''): string {
  return createHmac('sha256', secret).update(REVALIDATE_KEY_CONTEXT).digest('hex')
}

export function isFromCms(request: Request): boolean {
  const given = request.headers.get('x-revalidate-key') ?? ''
  const expected = revalidationKey()
  return Boolean(process.env.PAYLOAD_SECRET) && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}
