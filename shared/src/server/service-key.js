// @ts-check
/// <reference types="node" />
// How one of our servers proves itself to the other: the storefront's server to the CMS's
// intake and interaction endpoints, the CMS to the storefront's /internal/revalidate. Each
// purpose has its own key, an HMAC-SHA256 of the secret both apps share (PAYLOAD_SECRET), sent
// in its own header. Without a secret of MIN_SECRET_LENGTH there is no key: nothing is signed
// and nothing is accepted.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { MIN_SECRET_LENGTH, parseEnv } from './env.js'

/** What each key is derived for; the version lets a future format live beside this one. */
const CONTEXTS = {
  intake: 'cardcompare:intake:v1',
  interactions: 'cardcompare:interactions:v1',
  revalidate: 'cardcompare:revalidate:v1',
  // The base of the bot check's signing keys when ALTCHA_HMAC_KEY is not set (never sent).
  'bot-check': 'cardcompare:bot-check:altcha-hmac-key',
  // Signs the storefront's flash cookie (storefront/app/utils/flash.server.ts; never sent).
  flash: 'cardcompare:flash-cookie:v1',
  // Signs the newsletter's unsubscribe links (./unsubscribe-link.js; never sent as a key).
  unsubscribe: 'cardcompare:unsubscribe-link:v1',
}

/** The header each key travels in. */
export const SERVICE_KEY_HEADERS = /** @type {const} */ ({
  intake: 'X-Intake-Key',
  interactions: 'X-Interaction-Key',
  revalidate: 'X-Revalidate-Key',
})

/** @typedef {keyof typeof CONTEXTS} KeyPurpose */
/** @typedef {keyof typeof SERVICE_KEY_HEADERS} ServicePurpose */

/** @type {{ secret: string | undefined } | null} */
let processSecret = null
/** PAYLOAD_SECRET of this process, read once. */
const sharedSecret = () => (processSecret ??= { secret: parseEnv().PAYLOAD_SECRET }).secret

/**
 * HMAC-SHA256 (hex) of `data` under `secret`, or null without a secret of MIN_SECRET_LENGTH.
 * @param {string | undefined} secret
 * @param {string} data
 */
function hmac(secret, data) {
  if (!secret || secret.length < MIN_SECRET_LENGTH) return null
  return createHmac('sha256', secret).update(data).digest('hex')
}

/**
 * This process's key for `purpose`, or null without a secret.
 * @param {KeyPurpose} purpose
 */
export function serviceKey(purpose) {
  return hmac(sharedSecret(), CONTEXTS[purpose])
}

/**
 * The key for `purpose` under a given secret (code that reads the environment on each call).
 * @param {string | undefined} secret
 * @param {KeyPurpose} purpose
 */
export function serviceKeyFor(secret, purpose) {
  return hmac(secret, CONTEXTS[purpose])
}

/**
 * A keyed hash of `data` under this process's secret, or null without one.
 * @param {string} data
 */
export function keyedHash(data) {
  return hmac(sharedSecret(), data)
}

/**
 * The header to send with a call for `purpose`; none without a secret (the other side refuses
 * the call, as it would a wrong key).
 * @param {ServicePurpose} purpose
 * @returns {Record<string, string>}
 */
export function serviceKeyHeaders(purpose) {
  const key = serviceKey(purpose)
  return key ? { [SERVICE_KEY_HEADERS[purpose]]: key } : {}
}

/**
 * True when `request` carries this process's key for `purpose`, compared in constant time.
 * Always false without a long enough secret.
 * @param {{ headers: { get(name: string): string | null } }} request
 * @param {ServicePurpose} purpose
 */
export function isFromService(request, purpose) {
  const expected = serviceKey(purpose)
  if (!expected) return false
  // Compared as bytes: a header of the right length in characters may be longer in bytes.
  const given = Buffer.from(request.headers.get(SERVICE_KEY_HEADERS[purpose]) ?? '')
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected))
}
