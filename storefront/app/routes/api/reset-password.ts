import type { ActionFunctionArgs } from '@remix-run/node'
import { resetPasswordSchema } from '@cardcompare/shared'
import { relayAccountCall } from '~/utils/account.server'
import { methodNotAllowed } from '~/utils/http.server'

export const action = ({ request }: ActionFunctionArgs) => relayAccountCall(request, 'reset-password', resetPasswordSchema)

export const loader = () => methodNotAllowed('POST')
