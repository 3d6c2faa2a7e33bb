// "This device signed in to this account before": an HttpOnly cookie set on a successful
// sign-in, signed with the server's secret. A locked account still lets its owner in from
// such a device with the right password (docs/decisions/007).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from '@cardcompare/shared'

export { DEVICE_COOKIE }

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`device:${body}`).digest('base64url')

export function newDeviceToken(secret: string, userId: number | string): string {
  const body = `${userId}.${randomBytes(12).toString('base64url')}`
  return `${body}.${sign(secret, body)}`
}

export function isDeviceOf(secret: string, token: string | undefined | null, userId: number | string): boolean {
  if (!token || token.length > 200) return false
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== String(userId)) return false
  const expected = Buffer.from(sign(secret, `${parts[0]}.${parts[1]}`))
  const given = Buffer.from(parts[2])
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_COOKIE_SECONDS}${secure ? '; Secure' : ''}`
}
