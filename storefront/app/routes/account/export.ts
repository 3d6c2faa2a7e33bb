// GET /account/export: everything we hold about the signed-in member, as a JSON download (UAE
// PDPL access right; docs/decisions/020). A plain link, so it works without JavaScript.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportMemberData } from '~/utils/member-account.server'

export const loader = ({ request }: LoaderFunctionArgs) => exportMemberData(request)
