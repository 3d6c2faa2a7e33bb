// One small module of role checks, reused by every collection (spec §6): personal data is
// readable only by the roles that need it.
import type { Access, FieldAccess, Where } from 'payload'
import { ADMIN_ROLES, CONTENT_ROLES, LEAD_ROLES, STAFF_ROLES, type Role } from '@cardcompare/shared'

// A request's user, or the admin's client-side user (the menu's `hidden` gets that one).
type MaybeUser = { collection: string } | null | undefined

/** Who works where (spec §6): the role sets live in shared/src/roles.js. */
export { ADMIN_ROLES, CONTENT_ROLES, LEAD_ROLES, STAFF_ROLES }

export const roleOf = (user: MaybeUser): Role | null =>
  user && user.collection === 'users' ? ((user as { role?: Role }).role ?? 'user') : null

export const hasRole = (user: MaybeUser, ...roles: readonly Role[]): boolean => {
  const role = roleOf(user)
  return role !== null && roles.includes(role)
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isSignedIn: Access = ({ req }) => roleOf(req.user) !== null
/** spec §6: unverified users are blocked from member features; the CMS enforces it for every client. */
export const isVerifiedMember: Access = ({ req }) => isVerifiedUser(req.user)
const isVerifiedUser = (user: MaybeUser): boolean => roleOf(user) !== null && Boolean((user as { isVerified?: boolean | null }).isVerified)
/** Everyone who works in the admin: editors, the sales team, admins. */
export const isStaff: Access = ({ req }) => hasRole(req.user, ...STAFF_ROLES)
export const isAdmin: Access = ({ req }) => hasRole(req.user, ...ADMIN_ROLES)
/** Editors keep the catalogue and the blog current. */
export const canEditContent: Access = ({ req }) => hasRole(req.user, ...CONTENT_ROLES)
/** Leads, applications, lead notes and newsletter sign-ups are the sales team's. */
export const canReadLeads: Access = ({ req }) => hasRole(req.user, ...LEAD_ROLES)

/** Staff see everything; a signed-in user sees their own records (matched on `field`). */
export const staffOrOwner =
  (field: string, staff: readonly Role[]): Access =>
  ({ req }) => {
    if (hasRole(req.user, ...staff)) return true
    if (!req.user) return false
    return { [field]: { equals: req.user.id } } as Where
  }

/**
 * What a signed-in user keeps for themselves (compare list, favourites, fortunes, preferences,
 * card interactions): each record is readable by its owner (`user`) and admins.
 */
export const ownRecordAccess = {
  create: isSignedIn,
  read: staffOrOwner('user', ADMIN_ROLES),
  update: staffOrOwner('user', ADMIN_ROLES),
  delete: staffOrOwner('user', ADMIN_ROLES),
}
/** Member features (compare lists, favourites, card finder answers): unverified users may read and clear theirs, not add or change. */
export const memberRecordAccess = {
  ...ownRecordAccess,
  create: isVerifiedMember,
  update: (args: Parameters<typeof isVerifiedMember>[0]) => (isVerifiedMember(args) ? staffOrOwner('user', ADMIN_ROLES)(args) : false),
}

export const isAdminOrSelf: Access = staffOrOwner('id', ADMIN_ROLES)
export const canReadUsers: Access = staffOrOwner('id', LEAD_ROLES)

/** Guests read only what is live; editors also see what is hidden or unpublished. */
export const liveOrEditor =
  (field: string, value: unknown = true): Access =>
  ({ req }) => {
    if (hasRole(req.user, ...CONTENT_ROLES)) return true
    return { [field]: { equals: value } } as Where
  }

/** Fields only server code (Local API with overrideAccess) may write: tokens, verification. */
export const noRequest: FieldAccess = () => false
export const adminField: FieldAccess = ({ req }) => hasRole(req.user, ...ADMIN_ROLES)
export const salesField: FieldAccess = ({ req }) => hasRole(req.user, ...LEAD_ROLES)
export const editorField: FieldAccess = ({ req }) => hasRole(req.user, ...CONTENT_ROLES)

/**
 * The admin's menu and routes show a collection only to the roles that work with it there;
 * others may own records in it (a member's favourites) but have nothing to do in the admin.
 */
export const shownTo =
  (roles: readonly Role[]) =>
  ({ user }: { user: MaybeUser }): boolean =>
    !hasRole(user, ...roles)
