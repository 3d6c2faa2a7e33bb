import { APIError, type CollectionConfig } from 'payload'
import { ROLES } from '@cardcompare/shared'
import { accountEndpoints } from '../endpoints/account'
import { cascadeDelete } from '../hooks/cascadeDelete'
import { adminField, canReadUsers, hasRole, isAdmin, isAdminOrSelf } from '../access'


export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'username', defaultColumns: ['username', 'email', 'role', 'isVerified'] },
  auth: {
    // Payload's defaults (5 failures then a 10-minute lock, 2-hour tokens), stated so they are visible.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    loginWithUsername: { allowEmailLogin: true, requireEmail: true, requireUsername: true },
    cookies: { sameSite: 'Lax', secure: (process.env.PUBLIC_URL || '').startsWith('https:') },
    useSessions: true,
  },
  endpoints: accountEndpoints,
  hooks: {
    // spec §4: an unverified user is not signed in; registration alone signs them in once.
    beforeLogin: [
      ({ user, context }) => {
        if (!user.isVerified && !context?.allowUnverifiedLogin) {
          throw new APIError('Please verify your email address before logging in.', 403, { requiresVerification: true }, true)
        }
        return user
      },
    ],
    beforeDelete: [
      cascadeDelete([
        { collection: 'favorites', field: 'user' },
        { collection: 'compare-lists', field: 'user' },
        { collection: 'user-preferences', field: 'user' },
        { collection: 'card-interactions', field: 'user' },
        { collection: 'fortune-cookies', field: 'user' },
      ]),
    ],
  },
  access: {
    // Only editors, sales and admins get into the admin panel; each sees what their role allows.
    admin: ({ req }) => hasRole(req.user, 'editor', 'sales', 'admin'),
    // People register through the register endpoint (validated, role forced); only admins
    // create accounts directly.
    create: isAdmin,
    read: canReadUsers,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'mobileNumber',
      type: 'text',
      maxLength: 20,
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'user',
      saveToJWT: true,
      index: true,
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      // Only admins grant roles; a registration cannot choose its own.
      access: { create: adminField, update: adminField },
    },
    {
      name: 'isVerified',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      access: { create: adminField, update: adminField },
    },
    {
      name: 'verificationToken',
      type: 'text',
      hidden: true,
      index: true,
    },
    {
      name: 'verificationTokenExpiry',
      type: 'date',
      hidden: true,
    },
  ],
}
