// POST /api/assistant: the AI assistant's streamed answer (assistant.server.ts beside it).
import type { ActionFunctionArgs } from '@remix-run/node'
import { assistantAction } from './assistant.server'
import { methodNotAllowed } from '~/utils/http.server'

export const action = ({ request }: ActionFunctionArgs) => assistantAction(request)

export const loader = () => methodNotAllowed('POST')
