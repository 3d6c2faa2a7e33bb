import type { LoaderFunctionArgs } from '@remix-run/node'
import { BOT_ACTIONS, isBotAction } from '~/utils/bot-check'
import { createAltchaChallenge } from '~/utils/bot-check.server'
import { apiError, json, methodNotAllowed } from '~/utils/http.server'

// A fresh signed ALTCHA challenge for one form's widget (components/BotCheck.tsx), named by
// `?action=`: its solution passes that form's check only. Never cached: each one may be solved
// and spent once.
export async function loader({ request }: LoaderFunctionArgs) {
  const action = new URL(request.url).searchParams.get('action')
  if (!isBotAction(action)) return apiError(400, `Name the form the challenge is for: ?action= one of ${BOT_ACTIONS.join(', ')}.`)
  const challenge = await createAltchaChallenge(action)
  if (!challenge) return apiError(503, 'The security check is not available right now. Please try again later.')
  return json(challenge)
}

export const action = () => methodNotAllowed('GET, HEAD')
