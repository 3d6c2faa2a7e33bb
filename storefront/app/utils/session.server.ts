import { hasControlCharacters, SESSION_COOKIE } from '@cardcompare/shared'
import { parse } from 'cookie'
import { env, secureCookies } from './env.server'

export { SESSION_COOKIE }

/**
 * One cookie of the request, percent-decoded, or null. The `cookie` package never throws: a
 * value that is not valid percent-encoding (`%E0%A4%A`) comes back as sent, which no session
 * or message matches. None of our cookies holds a control character; one that
 * decodes to a NUL or a line break is no cookie, since forwarded as `Authorization` it made
 * fetch throw (a 500).
 */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie')
  if (!header) return null
  const value = parse(header)[name]
  return value === undefined || hasControlCharacters(value) ? null : value
}

export function readSessionToken(request: Request): string | null {
  return readCookie(request, SESSION_COOKIE) || null
}

/** The same cookie Payload's admin reads, so one sign-in serves storefront and admin. */
export function sessionCookie(token: string, expires: Date): string {
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Expires=${expires.toUTCString()}`,
    secureCookies ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies ? '; Secure' : ''}`
}

export const publicUrl = env.PUBLIC_URL
