// /admin/privacy: the admins' desk for privacy requests (UAE PDPL access and erasure,
// docs/decisions/011). Payload serves custom views to anyone who asks, signed in or not, so this
// view checks the role itself: only an admin gets the form; everyone else a refusal and nothing
// else.
import type { AdminViewServerProps } from 'payload'
import { ADMIN_ROLES, hasRole } from '../../access'
import { AdminViewShell } from './AdminViewShell'
import { PrivacyRequests } from './PrivacyRequests'

export function PrivacyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const apiRoute = initPageResult.req.payload.config.routes.api
  return (
    <AdminViewShell
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Privacy requests"
      className="cc-privacy"
      refusal="Only admins can handle privacy requests. Sign in with an admin account."
    >
      {(user) =>
        hasRole(user, ...ADMIN_ROLES) ? (
          <>
            <p className="cc-privacy__lead">
              Under the UAE PDPL a person may ask for a copy of the data we hold about them, and ask us to erase it. Enter the e-mail
              address they wrote from. Every export and erasure is written to the audit log.
            </p>
            <PrivacyRequests apiRoute={apiRoute} />
          </>
        ) : (
          <p className="cc-refusal" role="alert">
            Only admins can handle privacy requests. Ask an admin to export or erase a person’s data.
          </p>
        )
      }
    </AdminViewShell>
  )
}
