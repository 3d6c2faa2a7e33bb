import type { ActionFunctionArgs } from '@remix-run/node'
import { verifyTokenSchema } from '@cardcompare/shared'
import { jsonResponse, relayAccountCall } from '~/utils/account.server'

export const action = ({ request }: ActionFunctionArgs) => relayAccountCall(request, 'verify-email', verifyTokenSchema)

export const loader = () => jsonResponse({ error: 'Method not allowed' }, 405)
