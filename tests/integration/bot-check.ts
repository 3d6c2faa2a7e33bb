// Solving the storefront's bot check as a browser's ALTCHA widget does, for tests that post to
// the intake endpoints of a production-mode stack (where the test token is refused).
import { createRequire } from 'node:module'
import type { BotAction } from '../../storefront/app/utils/bot-check'

type Challenge = { parameters: object; signature?: string }
type Solution = { counter: number; derivedKey: string; time?: number }
type AltchaLib = {
  solveChallenge(options: { challenge: Challenge; deriveKey: unknown; timeout?: number }): Promise<Solution | null>
}

// altcha-lib is the storefront's dependency, pinned in its lockfile: the tests use that copy.
const storefrontRequire = createRequire(new URL('../../storefront/package.json', import.meta.url))
const { solveChallenge } = storefrontRequire('altcha-lib') as AltchaLib
const { deriveKey } = storefrontRequire('altcha-lib/algorithms/sha') as { deriveKey: unknown }

/** The widget's payload for a solution: base64 of `{ challenge: { parameters, signature }, solution }`. */
export function altchaPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64')
}

/** Solves a challenge with altcha-lib (the same proof of work the widget's worker does). */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 })
  if (!solution) throw new Error('the ALTCHA challenge was not solved in 20 s')
  return altchaPayload(challenge, solution)
}

/**
 * A fresh bot-check token for one form (`action`) from the stack at `baseUrl`: fetches that
 * form's challenge from /api/altcha-challenge and solves it. Send it as `recaptchaToken`; it is
 * good for one request to that form.
 */
export async function solveBotCheck(baseUrl: string, action: BotAction): Promise<string> {
  const res = await fetch(`${baseUrl}/api/altcha-challenge?action=${action}`, { headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`GET /api/altcha-challenge answered ${res.status}`)
  return solveAltcha((await res.json()) as Challenge)
}
