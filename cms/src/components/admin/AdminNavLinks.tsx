// Extra menu entries (admin.components.afterNavLinks): editors and admins get "Import and
// export", admins also "Privacy requests". The views check the role again themselves; this
// only keeps the links out of other people's menus.
import type { ServerProps } from 'payload'
import { ADMIN_ROLES, CONTENT_ROLES, hasRole } from '../../access'
import { ImportNavLink } from './ImportNavLink'
import { PrivacyNavLink } from './PrivacyNavLink'

export function AdminNavLinks({ user }: Pick<ServerProps, 'user'>) {
  return (
    <>
      {hasRole(user, ...CONTENT_ROLES) ? <ImportNavLink /> : null}
      {hasRole(user, ...ADMIN_ROLES) ? <PrivacyNavLink /> : null}
    </>
  )
}
