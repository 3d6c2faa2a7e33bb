import { createHash, randomBytes } from 'node:crypto'

/** A single-use token: the link carries `token`, the database keeps only its hash. */
export function newToken(hours: number) {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token), expires: new Date(Date.now() + hours * 3600_000).toISOString() }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const VERIFICATION_TOKEN_HOURS = 24
export const RESET_TOKEN_HOURS = 1
