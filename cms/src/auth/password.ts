// Password checks outside Payload's login operation (current password on a change, the
// timing-equal sign-in). Same parameters as Payload's local strategy
// (payload/dist/auth/strategies/local/generatePasswordSaltHash.js), which does not export them.
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

function parameters(hash: string) {
  if (hash.startsWith(CURRENT_PREFIX)) return { stored: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
  return { stored: hash, iterations: 25_000, keyLength: 512 }
}

/** True when `password` matches the stored `hash`/`salt` (Payload's format). */
export async function verifyPassword(doc: { hash?: unknown; salt?: unknown } | null | undefined, password: string): Promise<boolean> {
  if (!doc || typeof doc.hash !== 'string' || typeof doc.salt !== 'string') {
    await burnPasswordCheck(password)
    return false
  }
  const { stored, iterations, keyLength } = parameters(doc.hash)
  const computed = await pbkdf2Async(password, doc.salt, iterations, keyLength, 'sha256')
  const expected = Buffer.from(stored, 'hex')
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}

const dummySalt = randomBytes(32).toString('hex')

/**
 * The same work as checking a real password, for a name no account has: a sign-in for an
 * unknown user must take as long as a wrong password for a real one (docs/decisions/007).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, dummySalt, 600_000, 32, 'sha256')
}
