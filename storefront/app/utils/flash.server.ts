// One notification carried across a redirect (login, registration, logout): a short-lived
// cookie the next page's root loader reads and clears, so it works without JavaScript too.
import { parseNotification, type Notification } from '@cardcompare/shared'
import { secureCookies } from './env.server'
import { readCookie } from './session.server'

export const FLASH_COOKIE = 'cc_flash'

export function flashCookie(notification: Notification): string {
  const value = encodeURIComponent(JSON.stringify(notification))
  return `${FLASH_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60${secureCookies ? '; Secure' : ''}`
}

const readRaw = (request: Request) => readCookie(request, FLASH_COOKIE)

export function hasFlash(request: Request): boolean {
  return readRaw(request) !== null
}

/** The pending notification (with a nonce so the page shows it once) and the clearing cookie. */
export function takeFlash(request: Request): { flash: (Notification & { id: string }) | null; clear: string | null } {
  const raw = readRaw(request)
  if (raw === null) return { flash: null, clear: null }
  const clear = `${FLASH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies ? '; Secure' : ''}`
  let notification: Notification | null = null
  try {
    notification = parseNotification(JSON.parse(raw))
  } catch {
    notification = null
  }
  return { flash: notification ? { ...notification, id: Math.random().toString(36).slice(2) } : null, clear }
}
