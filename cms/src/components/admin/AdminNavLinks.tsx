// Extra menu entries (admin.components.afterNavLinks): admins get "Privacy requests". The view
// checks the role again itself; this only keeps the link out of other people's menus.
import type { ServerProps } from 'payload'
import React from 'react'
import { hasRole } from '../../access'
import { PrivacyNavLink } from './PrivacyNavLink'

export function AdminNavLinks({ user }: Pick<ServerProps, 'user'>) {
  return hasRole(user, 'admin') ? <PrivacyNavLink /> : null
}
