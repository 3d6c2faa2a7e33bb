import type { ActionFunctionArgs } from '@remix-run/node'
import { forgotSchema } from '@cardcompare/shared'
import { jsonResponse, relayAccountCall } from '~/utils/account.server'

export const action = ({ request }: ActionFunctionArgs) => relayAccountCall(request, 'resend-verification-public', forgotSchema)

export const loader = () => jsonResponse({ error: 'Method not allowed' }, 405)
