// One notification carried across a redirect (login, registration, logout): a short-lived
// cookie the next page's root loader reads and clears, so it works without JavaScript too.
// Remix signs it (base64 JSON, a dot, an HMAC): a value the server did not write shows nothing.
import { randomBytes } from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { FLASH_COOKIE, FLASH_COOKIE_SECONDS, parseNotification, type Notification } from '@cardcompare/shared'
import { serviceKey } from '@cardcompare/shared/server'
import { secureCookies } from './env.server'
import { readCookie } from './session.server'

export { FLASH_COOKIE }

const flash = createCookie(FLASH_COOKIE, {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: FLASH_COOKIE_SECONDS,
  secure: secureCookies,
  // The key derived from PAYLOAD_SECRET, which every replica shares; a storefront run without
  // that secret signs with a key of its own process (a message lives 60 s, across no restart).
  secrets: [serviceKey('flash') ?? randomBytes(32).toString('hex')],
})

/** The Set-Cookie header that queues `notification` for the next page. */
export function flashCookie(notification: Notification): Promise<string> {
  return flash.serialize(notification)
}

const readRaw = (request: Request) => readCookie(request, FLASH_COOKIE)

/** Whether the request carries a flash cookie at all (its answer is then personal). */
export function hasFlash(request: Request): boolean {
  return readRaw(request) !== null
}

/** The pending notification (with a nonce so the page shows it once) and the clearing cookie. */
export async function takeFlash(request: Request): Promise<{ flash: (Notification & { id: string }) | null; clear: string | null }> {
  if (readRaw(request) === null) return { flash: null, clear: null }
  const clear = await flash.serialize('', { maxAge: 0 })
  let notification: Notification | null = null
  try {
    // null for a value without our signature; the checked shape for one with it.
    notification = parseNotification(await flash.parse(request.headers.get('Cookie')))
  } catch {
    notification = null
  }
  return { flash: notification ? { ...notification, id: Math.random().toString(36).slice(2) } : null, clear }
}
