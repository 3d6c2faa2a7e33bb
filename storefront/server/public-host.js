// The admin works only on the host PUBLIC_URL names: Payload accepts its session cookie only
// from that origin and its client calls that origin's API (docs/decisions/019). On a machine
// where PUBLIC_URL is a loopback address, the other loopback names (127.0.0.1 for localhost,
// [::1]) reach the same server; a browser there is sent to PUBLIC_URL instead of meeting a
// misleading 403 later.

import { parse as parseCookies } from 'cookie'
import { SESSION_COOKIE } from '@cardcompare/shared/http'

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/**
 * The host name of a Host header (`127.0.0.1:3000` → `127.0.0.1`, `[::1]:3000` → `[::1]`).
 * @param {string | undefined} host
 */
export function hostName(host) {
  if (typeof host !== 'string') return ''
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(host.trim())
  return match ? match[1].toLowerCase() : ''
}

/**
 * Whether a request for `host` is another loopback name of a loopback `publicOrigin`.
 * @param {string | undefined} host
 * @param {string} publicOrigin
 */
export function isOtherLoopbackName(host, publicOrigin) {
  const wanted = new URL(publicOrigin).hostname.toLowerCase()
  const asked = hostName(host)
  return asked !== '' && asked !== wanted && LOOPBACK.test(asked) && LOOPBACK.test(wanted)
}

/** The message for a state-changing request that arrives under the other name. */
export const otherHostMessage = (/** @type {string} */ publicOrigin) =>
  `This site runs at ${publicOrigin}. Open it there and sign in again: sessions are kept per address.`

/**
 * Express middleware: page requests under another loopback name are redirected to the same
 * address on PUBLIC_URL; admin and CMS API writes with a browser session from there get a 421
 * that says why. Typed by what it reads and calls, which an Express request and response have.
 * @param {string} publicOrigin
 * @param {{ isCmsPath: (path: string) => boolean }} options
 */
export function publicHost(publicOrigin, { isCmsPath }) {
  /**
   * @param {{ method: string, path: string, originalUrl: string, get(name: string): string | undefined }} req
   * @param {{ redirect(status: number, url: string): unknown, status(code: number): { json(body: unknown): unknown } }} res
   * @param {() => unknown} next
   */
  return (req, res, next) => {
    if (!isOtherLoopbackName(req.get('host'), publicOrigin)) return next()
    const method = req.method
    if ((method === 'GET' || method === 'HEAD') && (req.get('accept') ?? '').includes('text/html')) {
      return res.redirect(302, `${publicOrigin}${req.originalUrl}`)
    }
    // Only a browser's session is refused there; a script's Authorization header still works.
    const browserSession = parseCookies(req.get('cookie') ?? '')[SESSION_COOKIE] !== undefined && !req.get('authorization')
    if (method !== 'GET' && method !== 'HEAD' && isCmsPath(req.path) && browserSession) {
      return res.status(421).json({ errors: [{ message: otherHostMessage(publicOrigin) }] })
    }
    next()
  }
}
