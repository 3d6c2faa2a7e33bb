import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { relayAccountCall } from '~/utils/account.server'
import { methodNotAllowed } from '~/utils/http.server'

export const action = ({ request }: ActionFunctionArgs) =>
  relayAccountCall(request, 'resend-verification', z.object({}), { withSession: true })

export const loader = () => methodNotAllowed('POST')
