import { env, secureCookies } from './env.server'

export const SESSION_COOKIE = 'payload-token'

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get('Cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === SESSION_COOKIE) {
      const value = rest.join('=')
      return value ? decodeURIComponent(value) : null
    }
  }
  return null
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
