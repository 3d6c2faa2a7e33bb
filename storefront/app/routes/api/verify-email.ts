import type { ActionFunctionArgs } from '@remix-run/node'
import { verifyTokenSchema } from '@cardcompare/shared'
import { relayAccountCall } from '~/utils/account.server'
import { methodNotAllowed } from '~/utils/http.server'

export const action = ({ request }: ActionFunctionArgs) => relayAccountCall(request, 'verify-email', verifyTokenSchema)

export const loader = () => methodNotAllowed('POST')
