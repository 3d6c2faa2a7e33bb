import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { jsonResponse, relayAccountCall } from '~/utils/account.server'

export const action = ({ request }: ActionFunctionArgs) => relayAccountCall(request, 'resend-verification', z.object({}), { withSession: true })

export const loader = () => jsonResponse({ error: 'Method not allowed' }, 405)
