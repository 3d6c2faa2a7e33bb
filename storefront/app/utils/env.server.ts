import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CMS_URL: z.string().url().default('http://127.0.0.1:3001'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
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
