// POST /api/card-applications (spec §7): answers `{ success, message }`; see utils/intake.server.ts.
import type { ActionFunctionArgs } from '@remix-run/node'
import { intakeApiAction, intakeMethodNotAllowed } from '~/utils/intake.server'

export const action = ({ request }: ActionFunctionArgs) => intakeApiAction('application', request)

export const loader = () => intakeMethodNotAllowed()
