import type { ActionFunctionArgs } from '@remix-run/node'
import { resetPasswordSchema } from '@cardcompare/shared'
import { jsonResponse, relayAccountCall } from '~/utils/account.server'

export const action = ({ request }: ActionFunctionArgs) => relayAccountCall(request, 'reset-password', resetPasswordSchema)

export const loader = () => jsonResponse({ error: 'Method not allowed' }, 405)
