import { env } from './env.server'

/**
 * State-changing requests must come from our own pages: a foreign Origin (or, without
 * one, a foreign Referer) is refused with 403.
 */
export function isSameOrigin(request: Request): boolean {
  const expected = new URL(env.PUBLIC_URL).origin
  const own = new URL(request.url).origin
  const origin = request.headers.get('Origin')
  if (origin) return origin === expected || origin === own
  const referer = request.headers.get('Referer')
  if (referer) {
    try {
      const from = new URL(referer).origin
      return from === expected || from === own
    } catch {
      return false
    }
  }
  return true
}

/** Only same-site paths are honoured as a post-login destination. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback
  }
  return target
}
