import { createAltchaChallenge } from '~/utils/bot-check.server'
import { apiError, json } from '~/utils/http.server'

// A fresh signed ALTCHA challenge for the widget (components/BotCheck.tsx). Never cached: each
// one may be solved and spent once.
export async function loader() {
  const challenge = await createAltchaChallenge()
  if (!challenge) return apiError(503, 'The security check is not available right now. Please try again later.')
  return json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}

export const action = () =>
  Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } })
