// POST /api/assistant: the AI assistant's streamed answer (utils/assistant.server.ts).
import type { ActionFunctionArgs } from '@remix-run/node'
import { assistantAction } from '~/utils/assistant.server'

export const action = ({ request }: ActionFunctionArgs) => assistantAction(request)

export const loader = () =>
  Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
