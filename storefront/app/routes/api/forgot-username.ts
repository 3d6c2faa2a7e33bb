import type { ActionFunctionArgs } from '@remix-run/node'
import { forgotSchema } from '@cardcompare/shared'
import { relayAccountCall } from '~/utils/account.server'
import { methodNotAllowed } from '~/utils/http.server'

export const action = ({ request }: ActionFunctionArgs) => relayAccountCall(request, 'forgot-username', forgotSchema)

export const loader = () => methodNotAllowed('POST')
