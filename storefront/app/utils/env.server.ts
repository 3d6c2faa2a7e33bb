import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CMS_URL: z.string().url().default('http://127.0.0.1:3001'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // A read the CMS has not answered in this time falls back to the last good copy (or a 503).
  CMS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  // The assistant's optional language model (an OpenAI-compatible endpoint); unset: offline only.
  LLM_BASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
}).refine((env) => Boolean(env.LLM_BASE_URL) === Boolean(env.LLM_MODEL?.trim()), {
  message: 'set LLM_BASE_URL and LLM_MODEL together (LLM_API_KEY too if the endpoint needs one), or neither',
  path: ['LLM_BASE_URL'],
})

function parse() {
  const result = schema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid storefront environment:\n${lines.join('\n')}`)
  }
  return { ...result.data, PUBLIC_URL: result.data.PUBLIC_URL.replace(/\/$/, '') }
}

export const env = parse()
/** Secure cookies only where the public origin is https (localhost runs on http). */
export const secureCookies = env.PUBLIC_URL.startsWith('https://')
