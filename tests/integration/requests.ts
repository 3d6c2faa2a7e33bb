// Requests as a browser or a hostile client sends them to the public origin.
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect } from 'vitest'
import { solveBotCheck } from './bot-check'
import { baseUrl, getJson } from './helpers'

const rand = () => Math.floor(Math.random() * 250) + 1
/** A fresh visitor address, so the per-address limit only meets the tests that are about it. */
export const fromIp = () => `10.${rand()}.${rand()}.${rand()}`
export const origin = () => new URL(baseUrl()).origin

type Options = { ip?: string; cookie?: string; headers?: Record<string, string>; method?: string }

/** A JSON request to the public origin (default POST), from a fresh address unless given. */
export function sendJson(path: string, body: unknown, { ip = fromIp(), cookie, headers = {}, method = 'POST' }: Options = {}) {
  return getJson(`${baseUrl()}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin(),
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': ip,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A form post to a page action, as a browser without JavaScript sends it. */
export function sendForm(path: string, fields: Record<string, string>, { ip = fromIp(), cookie, headers = {} }: Options = {}) {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin(),
      'X-Forwarded-For': ip,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields),
  })
}

/** The `name=value` of a Set-Cookie header of the response, or null. */
export function cookieFrom(res: Response, name: string): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
  return line ? line.split(';')[0] : null
}

/**
 * The notification a response queues for the next page (the `cc_flash` cookie), as its JSON text,
 * or null. The storefront signs it, Remix's way (base64 JSON, a dot, an HMAC): the payload is read
 * here without checking the signature, which the storefront's unit test and flash.test.ts cover.
 */
export function flashFrom(res: Response): string | null {
  const cookie = cookieFrom(res, 'cc_flash')
  if (cookie === null) return null
  const [payload] = decodeURIComponent(cookie.slice('cc_flash='.length)).split('.')
  return Buffer.from(payload!, 'base64').toString('utf8')
}

/** What a browser adds to a same-origin request carrying the session cookie. */
export const asBrowser = (cookie: string) => ({ Cookie: cookie, Origin: origin(), 'Sec-Fetch-Site': 'same-origin' })

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A response exactly as it travels, its body not decoded (fetch would decode it). */
export const rawRequest = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<RawResponse>((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })

/** The body of a raw response as its Content-Encoding says to read it. */
export const decodedBody = ({ headers, body }: RawResponse) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body

/** Signs `email` up for the newsletter through the footer's endpoint, as the widget does. */
export async function signUpForNewsletter(email: string) {
  const res = await sendJson('/api/newsletter-signup', {
    email,
    source: 'footer_widget',
    recaptchaToken: await solveBotCheck(baseUrl(), 'newsletter_signup'),
  })
  expect(res.status).toBe(200)
  return res
}
