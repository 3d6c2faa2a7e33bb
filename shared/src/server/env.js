// @ts-check
/// <reference types="node" />
// The environment of every process: the launcher (`npm start`), the CMS, the storefront's
// Remix app and its Express server.js. Each variable's type and default are defined here once
// (README "Configuration"); each process validates it when it starts, and a wrong value stops
// it with a message naming the variable. Plain JavaScript typed with JSDoc, so that the
// launcher and server.js, which node runs without a build, import it as the apps do.
import path from 'node:path'
import { z } from 'zod'

const whole = (/** @type {number} */ min, /** @type {number} */ max) => {
  const error = `must be a whole number from ${min} to ${max}`
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}
const portNumber = whole(1, 65535)
const url = z.string().url()
/** Whitespace around a key pasted into a .env file is not part of it. */
const trimmed = z.string().trim()
/** The shortest secret a service key (./service-key.js) or a bot-check key is derived from. */
export const MIN_SECRET_LENGTH = 32
const secret = z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)

const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // The storefront's port, the one public origin. `next start` sets PORT to the CMS's own port
  // in the CMS's process, so the CMS's view leaves it out (cmsEnv).
  PORT: portNumber.default(3000),
  CMS_PORT: portNumber.default(3001),
  // Where the storefront reaches the CMS; default: CMS_PORT on loopback.
  CMS_URL: url.optional(),
  // The public origin (links in mail, Payload's serverURL, CSRF); default http://localhost:PORT.
  PUBLIC_URL: url.optional(),
  // A PostgreSQL of the operator's; the launcher runs an embedded one without it.
  DATABASE_URL: url.optional(),
  EMBEDDED_PG_PORT: portNumber.default(54329),
  // Embedded database, generated secrets, mail outbox and uploads (relative: to the repository).
  DATA_DIR: z.string().default('.data'),
  MEDIA_DIR: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  // Signs sessions, and both apps derive their service keys from it (./service-key.js).
  PAYLOAD_SECRET: secret.optional(),
  SMTP_URL: url.optional(),
  MAIL_FROM_ADDRESS: z.string().email().default('no-reply@cardcompare.ae'),
  MAIL_FROM_NAME: z.string().default('CardCompare UAE'),
  SALES_NOTIFY_EMAIL: z.string().email().default('sales@cardcompare.ae'),
  // The first admin, created on an empty database; without a password one is generated.
  ADMIN_EMAIL: z.string().email().default('admin@cardcompare.local'),
  ADMIN_USERNAME: z
    .string()
    .regex(/^\w{3,30}$/)
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CATALOG_CACHE_SECONDS: whole(0, 3600).default(30),
  // Guests' public pages kept whole by the storefront (storefront/server/page-cache.js) and by a
  // CDN (s-maxage): fresh this long (0: no page cache), then sent while rendered again for up to
  // PAGE_CACHE_STALE_SECONDS more. The CMS's change notice empties both (CDN_PURGE_URL).
  PAGE_CACHE_SECONDS: whole(0, 86_400).default(60),
  PAGE_CACHE_STALE_SECONDS: whole(0, 604_800).default(3600),
  PAGE_CACHE_MAX_MB: whole(1, 4096).default(64),
  CDN_PURGE_URL: url.optional(),
  CDN_PURGE_TOKEN: trimmed.optional(),
  // A read the CMS has not answered in this time falls back to the last good copy (or a 503).
  CMS_TIMEOUT_MS: whole(500, 60_000).default(5_000),
  // Where the CMS says the catalogue changed (comma-separated); default: the storefront at
  // PUBLIC_URL. The launcher names the storefront it starts beside the CMS.
  REVALIDATE_URLS: z.string().optional(),
  // Which proxies' X-Forwarded-For the storefront believes, as Express's `trust proxy` takes it:
  // `loopback` (default), a hop count (`1` behind one load balancer), or addresses and CIDR
  // ranges, comma-separated. The per-address limits count the address it yields.
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('loopback')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value)),
  RATE_LIMIT_PER_MINUTE: whole(1, 100_000).default(10),
  INTAKE_RATE_LIMIT_PER_HOUR: whole(1, 100_000).default(20),
  ASSISTANT_RATE_LIMIT_PER_MINUTE: whole(1, 100_000).default(10),
  LEAD_RETENTION_DAYS: whole(30, 3650).default(730),
  MAIL_RETRY_DELAY_MS: whole(100, 3_600_000).default(30_000),
  MAIL_RETRY_ATTEMPTS: whole(1, 100_000).default(480),
  JOBS_AUTORUN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  JOBS_STUCK_AFTER_SECONDS: whole(1, 86_400).default(300),
  // The source watcher (docs/decisions/033): a daily check of every bank document cards cite.
  // Private and loopback addresses are refused (a source URL must not reach inside our network)
  // unless SOURCES_ALLOW_PRIVATE_HOSTS=true, which only the tests' local document server needs.
  SOURCES_CHECK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SOURCES_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // The intake forms' bot check (storefront/app/utils/bot-check.server.ts): reCAPTCHA v3 with
  // both keys, otherwise ALTCHA, signed with ALTCHA_HMAC_KEY or a key derived from PAYLOAD_SECRET.
  RECAPTCHA_SITE_KEY: trimmed.optional(),
  RECAPTCHA_SECRET_KEY: trimmed.optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: url.default('https://www.google.com/recaptcha/api/siteverify'),
  ALTCHA_HMAC_KEY: trimmed.pipe(secret).optional(),
  ALTCHA_MAX_NUMBER: whole(1000, 10_000_000).default(100_000),
  BOT_CHECK: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['test', 'altcha']).optional(),
  ),
  // The assistant's optional language model (an OpenAI-compatible endpoint); unset: offline only.
  LLM_BASE_URL: url.optional(),
  LLM_API_KEY: trimmed.optional(),
  LLM_MODEL: trimmed.optional(),
  LLM_TIMEOUT_MS: whole(500, 120_000).default(10_000),
  // The launcher's database preparation (scripts/lib/stack.mjs): how long Payload may take to
  // load, and the marker files cms/src/scripts/prepare.ts writes.
  PREPARE_LOAD_SECONDS: whole(1, 3600).default(120),
  PREPARE_STARTED_MARKER: z.string().optional(),
  PREPARE_DONE_MARKER: z.string().optional(),
})

const schema = variables
  .refine((env) => Boolean(env.LLM_BASE_URL) === Boolean(env.LLM_MODEL), {
    message: 'set LLM_BASE_URL and LLM_MODEL together (LLM_API_KEY too if the endpoint needs one), or neither',
    path: ['LLM_BASE_URL'],
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
    const listed = (env.REVALIDATE_URLS ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      CMS_URL: (env.CMS_URL ?? `http://127.0.0.1:${env.CMS_PORT}`).replace(/\/$/, ''),
      /** Cookies are Secure where the public origin is https (localhost runs on http). */
      secureCookies: publicUrl.startsWith('https:'),
      /** Every storefront replica the CMS tells of a change. */
      revalidateUrls: listed.length ? listed : [`${publicUrl}/internal/revalidate`],
      /** reCAPTCHA runs only with both keys. */
      recaptcha:
        env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
          ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY }
          : null,
    }
  })

/** @typedef {z.output<typeof schema>} Env */
/** @typedef {'launcher' | 'cms' | 'storefront'} App */

const APP_NAMES = { launcher: 'the launcher', cms: 'the CMS', storefront: 'the storefront' }

/** Variables each process cannot run without (the others have defaults or may be absent). */
export const REQUIRED = /** @type {const} */ ({
  launcher: [],
  cms: ['PAYLOAD_SECRET', 'DATABASE_URL'],
  storefront: [],
})

/** Every variable the schema knows. */
export const ENV_NAMES = /** @type {(keyof z.input<typeof variables>)[]} */ (Object.keys(variables.shape))

export class EnvError extends Error {
  /** @param {string} app @param {string[]} problems */
  constructor(app, problems) {
    super(`Invalid environment for ${app}:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
    this.name = 'EnvError'
    this.problems = problems
  }
}

/**
 * The schema's variables from `source`, validated, with their defaults. An empty variable is an
 * unset one. `app` adds that process's required variables (REQUIRED). Throws an EnvError that
 * names every wrong variable; never echoes a value, which may be a secret.
 * @param {Record<string, string | undefined>} [source]
 * @param {App} [app]
 * @returns {Env}
 */
export function parseEnv(source = process.env, app) {
  /** @type {Record<string, string>} */
  const given = {}
  for (const name of ENV_NAMES) {
    const value = source[name]
    if (value !== undefined && value !== '') given[name] = value
  }
  const result = schema.safeParse(given)
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)
  if (app) problems.push(...missing(app, given))
  if (!result.success || problems.length) throw new EnvError(app ? APP_NAMES[app] : 'this server', problems)
  return result.data
}

/**
 * What `app` requires (REQUIRED) and `env` lacks, one line each.
 * @param {App} app
 * @param {Record<string, unknown>} env
 */
function missing(app, env) {
  return REQUIRED[app].filter((name) => env[name] === undefined).map((name) => `${name}: required by ${APP_NAMES[app]}`)
}

/**
 * The launcher's view (scripts/lib/config.mjs): the process's variables with `overrides` on top.
 * @param {Record<string, string | undefined>} [overrides]
 */
export function launcherEnv(overrides = {}) {
  return parseEnv({ ...process.env, ...overrides }, 'launcher')
}

/** @type {Env | undefined} */
let storefront
/** The storefront's view, read once (server.js and app/utils/env.server.ts). */
export function storefrontEnv() {
  return (storefront ??= parseEnv(process.env, 'storefront'))
}

/** @typedef {Env & { mediaDir: string, mailOutboxDir: string }} CmsEnv */
/** @type {CmsEnv | undefined} */
let cms
/**
 * The CMS's view, read once. The CMS runs in cms/, one level below the repository, which
 * relative data folders are resolved against. Modules that only describe the CMS (collections,
 * jobs) read it; what it cannot run without is required by requireCmsEnv.
 * @returns {CmsEnv}
 */
export function cmsEnv() {
  if (cms) return cms
  const env = parseEnv({ ...process.env, PORT: undefined })
  return (cms = { ...env, ...dataPaths(env, path.resolve(process.cwd(), '..')) })
}

/**
 * The CMS's view with what it cannot run without (REQUIRED.cms): its entry points (next.config.ts
 * when serving, payload.config.ts) call it, so that a missing secret or database stops the CMS
 * at start, named. `next build` loads the config to collect its routes without serving: while it
 * does (NEXT_PHASE) they may be absent, since nothing signs or connects then.
 * @returns {CmsEnv & { PAYLOAD_SECRET: string, DATABASE_URL: string }}
 */
export function requireCmsEnv() {
  const env = cmsEnv()
  const { PAYLOAD_SECRET, DATABASE_URL } = env
  if (PAYLOAD_SECRET !== undefined && DATABASE_URL !== undefined) return { ...env, PAYLOAD_SECRET, DATABASE_URL }
  if (process.env.NEXT_PHASE === 'phase-production-build')
    return { ...env, PAYLOAD_SECRET: PAYLOAD_SECRET ?? '', DATABASE_URL: DATABASE_URL ?? '' }
  throw new EnvError(APP_NAMES.cms, missing('cms', env))
}

/**
 * The data folder and what goes in it. DATA_DIR, when relative, is the repository's (`root`).
 * @param {Pick<Env, 'DATA_DIR' | 'MEDIA_DIR' | 'MAIL_OUTBOX_DIR'>} env
 * @param {string} root
 */
export function dataPaths(env, root) {
  const dataDir = path.resolve(root, env.DATA_DIR)
  return {
    dataDir,
    mediaDir: env.MEDIA_DIR ?? path.join(dataDir, 'media'),
    mailOutboxDir: env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'mail'),
  }
}

/**
 * `view()`, or, when the environment is wrong, its message on stderr and exit status 1: for
 * processes node starts directly (the launcher, server.js), which should not print a stack.
 * @template T
 * @param {() => T} view
 * @returns {T}
 */
export function envOrExit(view) {
  try {
    return view()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
