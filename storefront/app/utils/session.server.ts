import { env, secureCookies } from './env.server'

export const SESSION_COOKIE = 'payload-token'

/** The raw value of one cookie of the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

export function readSessionToken(request: Request): string | null {
  const value = readCookie(request, SESSION_COOKIE)
  return value ? decodeURIComponent(value) : null
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
  ].filter(Boolean).join('; ')
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies ? '; Secure' : ''}`
}

export const publicUrl = env.PUBLIC_URL
