// The role checks every collection reuses (spec §6), answered for each role and for a guest.
import { describe, expect, it } from 'vitest'
import type { Access, FieldAccess } from 'payload'
import type { Role } from '@cardcompare/shared'
import {
  adminField,
  canEditContent,
  canReadLeads,
  canReadUsers,
  editorField,
  hasRole,
  isAdmin,
  isAdminOrSelf,
  isSignedIn,
  isStaff,
  isVerifiedMember,
  liveOrEditor,
  roleOf,
  salesField,
  shownTo,
  staffOrOwner,
  CONTENT_ROLES,
  LEAD_ROLES,
} from './index'

type Who = Role | 'guest'
const WHO: Who[] = ['guest', 'user', 'editor', 'sales', 'admin']
const userOf = (who: Who, extra: Record<string, unknown> = {}) =>
  who === 'guest' ? null : { id: 7, collection: 'users', role: who, isVerified: true, ...extra }
// The access functions read only `req.user`; the rest of Payload's request plays no part.
type Args = Parameters<Access>[0] & Parameters<FieldAccess>[0]
const args = (who: Who, extra?: Record<string, unknown>) => ({ req: { user: userOf(who, extra) } }) as Args

describe('roleOf', () => {
  it('is null for a guest and for a record of another auth collection', () => {
    expect(roleOf(null)).toBeNull()
    expect(roleOf(undefined)).toBeNull()
    expect(roleOf({ collection: 'api-clients' })).toBeNull()
  })
  it('reads the role, and a user without one is a member', () => {
    expect(roleOf({ collection: 'users', role: 'sales' } as { collection: string })).toBe('sales')
    expect(roleOf({ collection: 'users' })).toBe('user')
  })
  it('hasRole holds only for the roles named', () => {
    expect(hasRole({ collection: 'users', role: 'editor' } as { collection: string }, ...CONTENT_ROLES)).toBe(true)
    expect(hasRole({ collection: 'users', role: 'editor' } as { collection: string }, ...LEAD_ROLES)).toBe(false)
    expect(hasRole(null, 'admin', 'editor', 'sales', 'user')).toBe(false)
  })
})

describe('collection access by role', () => {
  const table: [string, (a: Args) => unknown, Who[]][] = [
    ['isSignedIn', isSignedIn, ['user', 'editor', 'sales', 'admin']],
    ['isStaff', isStaff, ['editor', 'sales', 'admin']],
    ['isAdmin', isAdmin, ['admin']],
    ['canEditContent', canEditContent, ['editor', 'admin']],
    ['canReadLeads', canReadLeads, ['sales', 'admin']],
    ['adminField', adminField, ['admin']],
    ['salesField', salesField, ['sales', 'admin']],
    ['editorField', editorField, ['editor', 'admin']],
  ]
  for (const [name, check, allowed] of table) {
    it(`${name}: ${allowed.join(', ')} and nobody else`, () => {
      for (const who of WHO) expect(check(args(who)), who).toBe(allowed.includes(who))
    })
  }
})

describe('verified members', () => {
  it('an unverified account is refused; a verified one of any role passes', () => {
    expect(isVerifiedMember(args('user', { isVerified: false }))).toBe(false)
    expect(isVerifiedMember(args('user', { isVerified: null }))).toBe(false)
    expect(isVerifiedMember(args('guest'))).toBe(false)
    for (const who of ['user', 'editor', 'sales', 'admin'] as const) expect(isVerifiedMember(args(who))).toBe(true)
  })
})

describe('owner-scoped and live-only reads', () => {
  it('staffOrOwner: the staff named see all, another signed-in person only their own records, a guest nothing', () => {
    const access = staffOrOwner('user', LEAD_ROLES)
    expect(access(args('sales'))).toBe(true)
    expect(access(args('admin'))).toBe(true)
    expect(access(args('editor'))).toEqual({ user: { equals: 7 } })
    expect(access(args('user'))).toEqual({ user: { equals: 7 } })
    expect(access(args('guest'))).toBe(false)
  })
  it('isAdminOrSelf and canReadUsers scope a person to their own account', () => {
    expect(isAdminOrSelf(args('admin'))).toBe(true)
    expect(isAdminOrSelf(args('sales'))).toEqual({ id: { equals: 7 } })
    expect(canReadUsers(args('sales'))).toBe(true)
    expect(canReadUsers(args('editor'))).toEqual({ id: { equals: 7 } })
  })
  it('liveOrEditor: editors and admins see everything, everyone else only live records', () => {
    const access = liveOrEditor('isActive')
    expect(access(args('editor'))).toBe(true)
    expect(access(args('admin'))).toBe(true)
    for (const who of ['guest', 'user', 'sales'] as const) expect(access(args(who))).toEqual({ isActive: { equals: true } })
    expect(liveOrEditor('_status', 'published')(args('guest'))).toEqual({ _status: { equals: 'published' } })
  })
})

describe('the admin menu', () => {
  it('shows a collection only to the roles that work with it', () => {
    const hiddenFromAllBut = shownTo(LEAD_ROLES)
    for (const who of WHO) expect(hiddenFromAllBut({ user: userOf(who) }), who).toBe(!['sales', 'admin'].includes(who))
  })
})
