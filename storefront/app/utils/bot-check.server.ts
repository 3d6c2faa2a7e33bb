// The bot check of the intake endpoints (spec §5 "Bot check", DESIGN "Embedded defaults"):
//   - reCAPTCHA v3, verified with Google, when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set;
//   - otherwise (production included) a self-hosted ALTCHA proof of work (altcha-lib 2, the v2
//     challenge format that the altcha 3 widget solves);
//   - the spec's 'test-token', outside production only;
//   - a signed form stamp for forms posted without JavaScript.
// A solved challenge or a stamp counts once: spent ones are recorded in PostgreSQL (table
// rate_limit_hits, shared with the rate limits), never in process memory, so restarts and
// replicas agree. Whatever a client sends, the answer is a result, never an exception.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import { parseEnv, serviceKeyFor } from '@cardcompare/shared/server'
import { BOT_ACTIONS, BOT_CHECK_MESSAGES, TEST_TOKEN, type BotAction } from './bot-check'
import { UNAVAILABLE_MESSAGE } from './http.server'

export type { BotAction } from './bot-check'

type BotCheckResult =
  { ok: true; method: 'recaptcha' | 'altcha' | 'test' | 'form-stamp' } | { ok: false; status: 400 | 403 | 503; message: string }

const REQUIRED = { ok: false, status: 400, message: BOT_CHECK_MESSAGES.required } as const
const FAILED = { ok: false, status: 403, message: BOT_CHECK_MESSAGES.failed } as const
/** The spent-token store cannot be reached: nobody failed a check, so nobody is told they did. */
const UNAVAILABLE = { ok: false, status: 503, message: UNAVAILABLE_MESSAGE } as const

class SpentStoreUnavailable extends Error {}

const RECAPTCHA_TIMEOUT_MS = 5_000
const CHALLENGE_TTL_MS = 10 * 60_000
const STAMP_MIN_AGE_MS = 3_000
const STAMP_MAX_AGE_MS = 2 * 60 * 60_000
/** No honest token comes near this (an ALTCHA payload is ~700 characters, reCAPTCHA's ~2,000). */
const MAX_TOKEN_LENGTH = 8_192

// ---------------------------------------------------------------------------------------------
// Configuration (@cardcompare/shared/server), read on each call so that a test sees the
// variables it sets

const config = () => parseEnv()
const recaptchaKeys = () => config().recaptcha
const isProduction = () => config().NODE_ENV === 'production'

/**
 * Which check the browser runs. 'test' (the spec's test token) only outside production, without
 * reCAPTCHA keys, and when asked for (BOT_CHECK=test) or in development; BOT_CHECK=altcha makes
 * development run the real proof of work. Everywhere else ALTCHA, so tests mirror production.
 */
export function botCheckConfig(): { provider: 'recaptcha' | 'altcha' | 'test'; siteKey: string | null } {
  const { recaptcha: keys, BOT_CHECK: asked, NODE_ENV } = config()
  if (keys) return { provider: 'recaptcha', siteKey: keys.siteKey }
  if (NODE_ENV !== 'production' && asked !== 'altcha' && (asked === 'test' || NODE_ENV === 'development')) {
    return { provider: 'test', siteKey: null }
  }
  return { provider: 'altcha', siteKey: null }
}

/** The keys that sign challenges and stamps: ALTCHA_HMAC_KEY, or one derived from PAYLOAD_SECRET. */
function signingKeys() {
  const { ALTCHA_HMAC_KEY, PAYLOAD_SECRET } = config()
  const base = ALTCHA_HMAC_KEY ?? serviceKeyFor(PAYLOAD_SECRET, 'bot-check')
  if (!base) return null
  return {
    challenge: base,
    derivedKey: hmacHex(base, 'cardcompare:bot-check:altcha-key-signature'),
    formStamp: hmacHex(base, 'cardcompare:bot-check:form-stamp'),
  }
}

const hmacHex = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex')

const publicHostname = () => new URL(config().PUBLIC_URL).hostname

// ---------------------------------------------------------------------------------------------
// Spent challenges and stamps, in PostgreSQL

let pool: { url: string; pool: pg.Pool } | null = null

function database() {
  const url: string | undefined = config().DATABASE_URL
  if (!url) return null
  if (pool?.url !== url) {
    const created = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 })
    // A dropped idle connection must not become an unhandled 'error' event.
    created.on('error', (error) => console.warn(`[bot-check] database connection lost: ${error.message}`))
    pool = { url, pool: created }
  }
  return pool.pool
}

/** True the first time `key` is spent; false when it was spent before or cannot be recorded. */
async function spendOnce(key: string, until: Date): Promise<boolean> {
  const db = database()
  // Without a database a replay cannot be told apart: refuse rather than accept everything.
  if (!db) {
    console.error('[bot-check] DATABASE_URL is not set: every bot check fails')
    return false
  }
  try {
    const { rowCount } = await db.query(
      'INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, $2) ON CONFLICT (key) DO NOTHING',
      [key, until],
    )
    return rowCount === 1
  } catch (error) {
    throw new SpentStoreUnavailable(error instanceof Error ? error.message : String(error))
  }
}

// ---------------------------------------------------------------------------------------------
// ALTCHA

/**
 * Each form's challenges are signed with a key of their own: a solution made for one form fails
 * another's signature check (docs/decisions/026).
 */
const challengeKey = (keys: NonNullable<ReturnType<typeof signingKeys>>, action: BotAction) =>
  hmacHex(keys.challenge, `altcha-action:${action}`)

/** A fresh signed challenge for one form's widget (GET /api/altcha-challenge?action=…); null when no key is set. */
export async function createAltchaChallenge(action: BotAction, now: Date = new Date()): Promise<Challenge | null> {
  const keys = signingKeys()
  if (!keys) {
    console.error('[bot-check] neither ALTCHA_HMAC_KEY nor PAYLOAD_SECRET is set: no challenge can be signed')
    return null
  }
  const max = config().ALTCHA_MAX_NUMBER
  return createChallenge({
    // SHA-256, one round: the widget's bundled SHA worker; the work is finding the counter,
    // which the server picks between a tenth of ALTCHA_MAX_NUMBER and ALTCHA_MAX_NUMBER.
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(max, Math.max(1, Math.floor(max / 10))),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: challengeKey(keys, action),
    // Lets verification compare one HMAC instead of deriving the key again.
    hmacKeySignatureSecret: keys.derivedKey,
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The challenge parameters' required fields (altcha-lib 2); the signature check covers their values. */
const isChallengeParameters = (value: Record<string, unknown>): value is Record<string, unknown> & Challenge['parameters'] =>
  typeof value.algorithm === 'string' &&
  typeof value.nonce === 'string' &&
  typeof value.salt === 'string' &&
  typeof value.cost === 'number' &&
  typeof value.keyLength === 'number' &&
  typeof value.keyPrefix === 'string'

/** Reads the widget's payload (base64 of `{ challenge: { parameters, signature }, solution }`). */
function readAltchaPayload(token: string) {
  if (token.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(data) || !isRecord(data.challenge) || !isRecord(data.solution)) return null
  const { parameters, signature } = data.challenge
  const { counter, derivedKey } = data.solution
  if (!isRecord(parameters) || !isChallengeParameters(parameters) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature))
    return null
  if (parameters.algorithm !== 'SHA-256' || typeof parameters.expiresAt !== 'number') return null
  if (!Number.isSafeInteger(counter) || typeof derivedKey !== 'string' || !/^[0-9a-f]{64}$/.test(derivedKey)) return null
  return {
    challenge: { parameters, signature },
    solution: { counter: counter as number, derivedKey },
    expiresAt: parameters.expiresAt,
  }
}

async function verifyAltcha(token: string, action: BotAction): Promise<string | null> {
  const payload = readAltchaPayload(token)
  if (!payload) return 'malformed ALTCHA payload'
  const keys = signingKeys()
  if (!keys) return 'no ALTCHA key configured'
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: challengeKey(keys, action),
    hmacKeySignatureSecret: keys.derivedKey,
  })
  if (!result.verified) return result.expired ? 'ALTCHA challenge expired' : 'ALTCHA solution invalid'
  const until = new Date(payload.expiresAt * 1000)
  if (!(await spendOnce(`altcha:${payload.challenge.signature}`, until))) return 'ALTCHA challenge already used'
  return null
}

// ---------------------------------------------------------------------------------------------
// reCAPTCHA v3

async function verifyRecaptcha(token: string, action: BotAction, secret: string): Promise<string | null> {
  if (!/^[\w-]+$/.test(token)) return 'malformed reCAPTCHA token'
  let data: unknown
  try {
    const response = await fetch(config().RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    })
    if (!response.ok) return `siteverify answered ${response.status}`
    data = await response.json()
  } catch (error) {
    return `siteverify unreachable (${error instanceof Error ? error.name : 'error'})`
  }
  if (!isRecord(data) || data.success !== true) return 'reCAPTCHA refused the token'
  if (typeof data.score !== 'number' || !(data.score >= config().RECAPTCHA_MIN_SCORE))
    return `reCAPTCHA score ${String(data.score)} too low`
  if (data.action !== action) return 'reCAPTCHA action does not match'
  const host = publicHostname()
  if (typeof data.hostname !== 'string' || data.hostname.toLowerCase() !== host.toLowerCase()) {
    return 'reCAPTCHA hostname does not match'
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Form stamps: the no-JavaScript fallback
//
// A form rendered without JavaScript cannot run a proof of work or reCAPTCHA, so its page
// carries a signed stamp instead (action, time of issue, nonce). The stamp proves only that the
// poster fetched our page between 3 s and 2 h earlier and has not posted with it before; a bot
// that fetches the page, waits and posts gets through. That is the price of forms working
// without JavaScript; the per-address intake limit (server.js) caps what it can cost.

type Stamp = { action: BotAction; issuedAt: number; nonce: string }

/** A signed stamp for a form rendered without JavaScript ('' when no signing key is set). */
export function issueFormStamp(action: BotAction, now: Date = new Date()): string {
  const keys = signingKeys()
  if (!keys) {
    console.error('[bot-check] neither ALTCHA_HMAC_KEY nor PAYLOAD_SECRET is set: no form stamp can be signed')
    return ''
  }
  const stamp: Stamp = { action, issuedAt: now.getTime(), nonce: randomBytes(16).toString('base64url') }
  const body = Buffer.from(JSON.stringify(stamp)).toString('base64url')
  return `${body}.${createHmac('sha256', keys.formStamp).update(body).digest('base64url')}`
}

async function verifyFormStamp(value: string, action: BotAction): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{1,512})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return 'malformed form stamp'
  const [, body, mac] = match
  const keys = signingKeys()
  if (!keys) return 'no signing key configured'
  const expected = createHmac('sha256', keys.formStamp).update(body).digest()
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'form stamp signature invalid'
  let stamp: unknown
  try {
    stamp = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return 'malformed form stamp'
  }
  if (!isRecord(stamp) || !Number.isSafeInteger(stamp.issuedAt) || typeof stamp.nonce !== 'string') return 'malformed form stamp'
  if (stamp.action !== action) return 'form stamp is for another form'
  const age = Date.now() - (stamp.issuedAt as number)
  if (age < STAMP_MIN_AGE_MS) return 'form posted too soon after it was served'
  if (age > STAMP_MAX_AGE_MS) return 'form stamp expired'
  if (!(await spendOnce(`form-stamp:${mac}`, new Date((stamp.issuedAt as number) + STAMP_MAX_AGE_MS)))) return 'form stamp already used'
  return null
}

// ---------------------------------------------------------------------------------------------

/**
 * Checks the bot-check token (or, from a form posted without JavaScript, the form stamp) sent
 * with an intake request. Missing: 400 with the spec's "required" text; anything else wrong
 * (bad, expired, replayed, low score, provider unreachable): 403 with the "failed" text.
 */
export async function verifyBotCheck(args: {
  token?: string | null
  formStamp?: string | null
  action: BotAction
  request: Request
}): Promise<BotCheckResult> {
  const { token, formStamp, action, request } = args
  const refuse = (reason: string): BotCheckResult => {
    console.warn(`[bot-check] refused ${action} on ${pathOf(request)}: ${reason}`)
    return FAILED
  }
  try {
    if (!(BOT_ACTIONS as readonly unknown[]).includes(action)) return refuse('unknown action')
    // Bodies are parsed JSON: a number or an object where a string belongs is hostile, not missing.
    if (token != null && typeof token !== 'string') return refuse('token is not a string')
    if (formStamp != null && typeof formStamp !== 'string') return refuse('form stamp is not a string')
    const givenToken = token?.trim() ?? ''
    const givenStamp = formStamp?.trim() ?? ''
    if (!givenToken && !givenStamp) return REQUIRED
    if (givenToken.length > MAX_TOKEN_LENGTH || givenStamp.length > MAX_TOKEN_LENGTH) return refuse('token too long')

    if (!givenToken) {
      const problem = await verifyFormStamp(givenStamp, action)
      return problem ? refuse(problem) : { ok: true, method: 'form-stamp' }
    }
    if (givenToken === TEST_TOKEN) {
      return isProduction() ? refuse('test token in production') : { ok: true, method: 'test' }
    }
    const keys = recaptchaKeys()
    if (keys) {
      const problem = await verifyRecaptcha(givenToken, action, keys.secretKey)
      return problem ? refuse(problem) : { ok: true, method: 'recaptcha' }
    }
    const problem = await verifyAltcha(givenToken, action)
    return problem ? refuse(problem) : { ok: true, method: 'altcha' }
  } catch (error) {
    if (error instanceof SpentStoreUnavailable) {
      console.error(`[bot-check] ${action}: the spent-token store is unavailable (${error.message})`)
      return UNAVAILABLE
    }
    // A library failure is a failed check (fail closed), never a 500.
    return refuse(`check failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function pathOf(request: Request) {
  try {
    return new URL(request.url).pathname
  } catch {
    return '?'
  }
}
