import { ALTCHA_CHALLENGE_URL, type BotCheckClientConfig } from '~/utils/bot-check'
import { botCheckConfig } from '~/utils/bot-check.server'
import { json, methodNotAllowed } from '~/utils/http.server'

// Which bot check the browser runs (spec §7: GET /api/recaptcha-config → siteKey). siteKey is
// null without reCAPTCHA keys; provider and challengeUrl tell the client what to run instead.
export function loader() {
  const { provider, siteKey } = botCheckConfig()
  const body: BotCheckClientConfig = { siteKey, provider, challengeUrl: provider === 'altcha' ? ALTCHA_CHALLENGE_URL : null }
  return json(body)
}

export const action = () => methodNotAllowed('GET, HEAD')
