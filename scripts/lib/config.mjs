// Reads and validates the environment once, with defaults that work on localhost
// (README "Configuration"). Secrets not given are generated into .data/secrets.json.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined))

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CMS_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATA_DIR: z.string().optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM_ADDRESS: z.string().email().optional(),
  MAIL_FROM_NAME: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_USERNAME: z.string().regex(/^\w{3,30}$/).optional(),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  CMS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).optional(),
  // Where the CMS tells the storefront(s) that the catalogue changed (comma-separated).
  REVALIDATE_URLS: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).optional(),
  SALES_NOTIFY_EMAIL: z.string().email().optional(),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).optional(),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).optional(),
  JOBS_AUTORUN: z.enum(['true', 'false']).optional(),
  JOBS_STUCK_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  // Bot check of the intake forms (storefront/app/utils/bot-check.server.ts).
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).optional(),
  RECAPTCHA_VERIFY_URL: optionalUrl,
  ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters').optional(),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).optional(),
  BOT_CHECK: z.enum(['test', 'altcha']).optional(),
  INTAKE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100000).optional(),
  // The AI assistant: questions per visitor address per minute, and its optional language model.
  ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).optional(),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).optional(),
}).refine((env) => Boolean(env.LLM_BASE_URL) === Boolean(env.LLM_MODEL?.trim()), {
  message: 'set LLM_BASE_URL and LLM_MODEL together (LLM_API_KEY too if the endpoint needs one), or neither',
  path: ['LLM_BASE_URL'],
})

export function loadEnvFile() {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

export function readConfig(overrides = {}) {
  const parsed = envSchema.safeParse({ ...process.env, ...overrides })
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const dataDir = path.resolve(root, env.DATA_DIR || '.data')
  mkdirSync(dataDir, { recursive: true })
  return {
    ...env,
    dataDir,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    payloadSecret: env.PAYLOAD_SECRET || generatedSecret(dataDir, 'payloadSecret'),
  }
}

function generatedSecret(dataDir, name) {
  const file = path.join(dataDir, 'secrets.json')
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('hex')
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  }
  return secrets[name]
}
