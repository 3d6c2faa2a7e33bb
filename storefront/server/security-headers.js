// Security headers for the one public origin (docs/decisions/008). Two policies: the storefront's
// scripts are ours and carry a per-request nonce; the Payload admin (Next.js) writes inline
// scripts without one, so its policy keeps 'unsafe-inline' but still refuses other origins,
// plugins, <base> hijacking and framing.
import { randomBytes } from 'node:crypto'
import { CACHE_CONTROL, STRICT_TRANSPORT_SECURITY } from '@cardcompare/shared/http'

/** 128 random bits per response, base64: what CSP Level 3 asks of a nonce. */
export const newNonce = () => randomBytes(16).toString('base64')

/** @param {Record<string, string[]>} directives */
const join = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

const common = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
}

/** Where reCAPTCHA v3 loads its script from and frames its badge (Google's CSP guidance). */
export const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']

/**
 * The storefront's pages: only scripts from our origin or carrying this response's nonce run.
 * Styles stay 'unsafe-inline': react-hot-toast injects a <style> and React sets style attributes.
 * `dev` lets Vite's module server and its HMR socket through. `recaptcha` (only when reCAPTCHA
 * keys are configured) lets Google's bot-check script and frame in; the default self-hosted
 * ALTCHA check needs nothing more (components/altcha-widget.client.ts says why).
 * @param {string} nonce
 * @param {{ dev?: boolean, recaptcha?: boolean }} [options]
 */
export function storefrontCsp(nonce, { dev = false, recaptcha = false } = {}) {
  const google = recaptcha ? RECAPTCHA_SOURCES : []
  return join({
    ...common,
    'script-src': ["'self'", `'nonce-${nonce}'`, ...google],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': [...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...google],
    ...(recaptcha ? { 'frame-src': RECAPTCHA_FRAMES } : {}),
  })
}

/**
 * The Payload admin and the CMS's REST answers behind /admin, /_next and /cms-api.
 * @param {{ dev?: boolean }} [options]
 */
export function adminCsp({ dev = false } = {}) {
  return join({
    ...common,
    // Monaco (the code editor, served by the CMS itself) starts its language workers from blobs.
    'worker-src': ["'self'", 'blob:'],
    'script-src': dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
  })
}

/**
 * HSTS only where the public origin is https: on plain http it would be ignored or harmful.
 * @param {string} publicUrl
 */
export function hstsHeader(publicUrl) {
  return new URL(publicUrl).protocol === 'https:' ? STRICT_TRANSPORT_SECURITY : null
}

/** Paths the CMS answers through the proxy. */
export const isCmsPath = (/** @type {string} */ pathname) => /^\/(admin|_next|cms-api)(\/|$)/.test(pathname)

/**
 * Cache-Control for a CMS REST answer: nothing from /cms-api is kept by a shared cache (a
 * user's own record, leads, lists), except media files, which are public images.
 * @param {string} pathname
 * @param {string | undefined} upstream
 */
export function cmsApiCacheControl(pathname, upstream) {
  if (!pathname.startsWith('/cms-api/')) return upstream
  if (/^\/cms-api\/media\/file\//.test(pathname)) return upstream
  return CACHE_CONTROL.privateNoStore
}
