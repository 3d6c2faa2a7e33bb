// @ts-check
/// <reference types="node" />
// The newsletter's one-click unsubscribe link (UAE PDPL: withdrawing consent is as easy as giving
// it): `/unsubscribe?lead=<id>&token=<signature>`. The signature is an HMAC of the lead's id under
// a key of its own derived from PAYLOAD_SECRET, so the link needs no storage and names one lead
// only. The CMS signs it into the welcome mail; the storefront's page and the CMS's endpoint
// check it. The parameter is the one-time token's, so the page cache never keeps the page.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { ONE_TIME_TOKEN_PARAM } from '../http.js'
import { serviceKey, serviceKeyFor } from './service-key.js'

/** The storefront page the link opens. */
export const UNSUBSCRIBE_PATH = '/unsubscribe'
/** The query parameter naming the lead. */
export const UNSUBSCRIBE_LEAD_PARAM = 'lead'

/** A lead id as the link carries it: a positive integer without leading zeros. */
const LEAD_ID = /^[1-9][0-9]{0,14}$/
/** An HMAC-SHA256 in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * @param {string | null} key
 * @param {number} leadId
 */
const sign = (key, leadId) => (key ? createHmac('sha256', key).update(`newsletter-lead:${leadId}`).digest('base64url') : null)

/**
 * @param {string | null} key
 * @param {unknown} leadId
 * @param {unknown} token
 */
function verify(key, leadId, token) {
  if (typeof token !== 'string' || !TOKEN.test(token)) return false
  if (typeof leadId !== 'number' || !Number.isSafeInteger(leadId) || leadId < 1) return false
  const expected = sign(key, leadId)
  if (!expected) return false
  return timingSafeEqual(Buffer.from(token), Buffer.from(expected))
}

/**
 * The token for `leadId` under a given secret; null without a secret of MIN_SECRET_LENGTH.
 * @param {string | undefined} secret
 * @param {number} leadId
 */
export const unsubscribeTokenFor = (secret, leadId) => sign(serviceKeyFor(secret, 'unsubscribe'), leadId)

/**
 * True when `token` is the one for `leadId` under `secret`, compared in constant time. Never
 * throws, whatever it is given.
 * @param {string | undefined} secret
 * @param {unknown} leadId
 * @param {unknown} token
 */
export const isUnsubscribeTokenFor = (secret, leadId, token) => verify(serviceKeyFor(secret, 'unsubscribe'), leadId, token)

/**
 * The token for `leadId` under this process's secret.
 * @param {number} leadId
 */
export const unsubscribeToken = (leadId) => sign(serviceKey('unsubscribe'), leadId)

/**
 * True when `token` is the one for `leadId` under this process's secret.
 * @param {unknown} leadId
 * @param {unknown} token
 */
export const isUnsubscribeToken = (leadId, token) => verify(serviceKey('unsubscribe'), leadId, token)

/**
 * The whole link for `leadId` at `publicUrl` (no trailing slash); null without a secret.
 * @param {string} publicUrl
 * @param {number} leadId
 */
export function unsubscribeLink(publicUrl, leadId) {
  const token = unsubscribeToken(leadId)
  if (!token) return null
  const query = new URLSearchParams({ [UNSUBSCRIBE_LEAD_PARAM]: String(leadId), [ONE_TIME_TOKEN_PARAM]: token })
  return `${publicUrl}${UNSUBSCRIBE_PATH}?${query}`
}

/**
 * The lead id and token of a link's query (or of a service call's body), or null when either is
 * missing, repeated, too long or not of its shape. Never throws.
 * @param {{ getAll(name: string): unknown[] } | Record<string, unknown>} source
 * @returns {{ leadId: number, token: string } | null}
 */
export function readUnsubscribeParams(source) {
  /** @param {string} name */
  const one = (name) => {
    if (typeof source.getAll === 'function') {
      const all = /** @type {{ getAll(name: string): unknown[] }} */ (source).getAll(name)
      return all.length === 1 ? all[0] : undefined
    }
    return /** @type {Record<string, unknown>} */ (source)[name]
  }
  const lead = one(UNSUBSCRIBE_LEAD_PARAM)
  const token = one(ONE_TIME_TOKEN_PARAM)
  if (typeof lead !== 'string' && typeof lead !== 'number') return null
  if (typeof token !== 'string' || !TOKEN.test(token)) return null
  const text = String(lead)
  if (!LEAD_ID.test(text)) return null
  return { leadId: Number(text), token }
}
