import { APIError, type CollectionConfig, type Field } from 'payload'
import { ROLES, SESSION_SECONDS } from '@cardcompare/shared'
import { cmsEnv } from '@cardcompare/shared/server'
import { ADMIN_ROLES, adminField, canReadUsers, hasRole, isAdmin, isAdminOrSelf, noRequest, STAFF_ROLES } from '../../access'
import { MEMBER_RECORDS } from '../../endpoints/personalData'
import { consentChoice, consentEvidence, consentText } from '../../fields/consent'
import { personLocaleField } from '../../fields/locale'
import { cascadeDelete } from '../../hooks/cascadeDelete'
import { NAV_GROUPS } from '../groups'
import { apiKeyExpiresAtField, auditApiKey, dateApiKey } from './apiKeys'
import { accountEndpoints } from './endpoints/account'
import { loginEndpoints } from './endpoints/login'
import { memberAccountEndpoints } from './endpoints/memberAccount'
import { afterEmailChange, guardOwnCredentials, verifyNewEmail } from './hooks/credentials'
import forms from '@cardcompare/shared/i18n/en/forms'

/** A one-time token or its expiry: written and read by server code only, never shown. */
const secretField = (name: string, type: 'text' | 'date'): Field =>
  type === 'text'
    ? { name, type, hidden: true, index: true, access: { create: noRequest, update: noRequest, read: noRequest } }
    : { name, type, hidden: true, access: { create: noRequest, update: noRequest, read: noRequest } }

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { group: NAV_GROUPS.members, useAsTitle: 'username', defaultColumns: ['username', 'email', 'role', 'isVerified'] },
  auth: {
    // Failed sign-ins are counted and locked by our login endpoint (five failures, ten minutes;
    // see ./endpoints/login.ts), so Payload's own counter is off.
    maxLoginAttempts: 0,
    tokenExpiration: SESSION_SECONDS,
    loginWithUsername: { allowEmailLogin: true, requireEmail: true, requireUsername: true },
    cookies: { sameSite: 'Lax', secure: cmsEnv().secureCookies },
    useSessions: true,
    // Scripts import card data with `Authorization: users API-Key …`. Only editors and admins
    // hold a key, for API_KEY_DAYS, audited (./apiKeys.ts, docs/decisions/026); "Revoke API
    // key" (or enableAPIKey: false) stops it at once. The key acts with its owner's role.
    useAPIKey: true,
  },
  endpoints: [...loginEndpoints, ...accountEndpoints, ...memberAccountEndpoints],
  hooks: {
    beforeValidate: [guardOwnCredentials],
    beforeChange: [verifyNewEmail, dateApiKey],
    afterChange: [afterEmailChange, auditApiKey],
    // A person's sign-in sessions (when, until when) are theirs and the admins': the sales team
    // reads members to work leads, not to see when and how often they sign in. A read with no
    // user is Payload's own (the session check while signing a request in) and keeps them.
    afterRead: [
      ({ doc, req }) => {
        const someoneElse = req.user && !hasRole(req.user, ...ADMIN_ROLES) && !(req.user.collection === 'users' && req.user.id === doc?.id)
        if (someoneElse && doc && 'sessions' in doc) delete doc.sessions
        return doc
      },
    ],
    // spec §4: an unverified user is not signed in; registration alone signs them in once.
    beforeLogin: [
      ({ user, context }) => {
        if (!user.isVerified && !context?.allowUnverifiedLogin) {
          throw new APIError(forms.answers.verifyBeforeLogin, 403, { requiresVerification: true }, true)
        }
        return user
      },
    ],
    beforeDelete: [cascadeDelete(MEMBER_RECORDS.map(({ collection, field }) => ({ collection, field })))],
  },
  access: {
    // Only editors, sales and admins get into the admin panel; each sees what their role allows.
    admin: ({ req }) => hasRole(req.user, ...STAFF_ROLES),
    // People register through the register endpoint (validated, role forced); only admins
    // create accounts directly.
    create: isAdmin,
    read: canReadUsers,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    apiKeyExpiresAtField,
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
      // Proven only by following the e-mailed link: no request may set it (docs/decisions/004).
      name: 'isVerified',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      access: { create: noRequest, update: noRequest },
      admin: { readOnly: true, description: 'Set when the user follows the link in the verification e-mail.' },
    },
    personLocaleField('The language of the site when they registered: their e-mails are written in it.'),
    secretField('verificationToken', 'text'),
    secretField('verificationTokenExpiry', 'date'),
    {
      // A member's new address waits here until the link sent to it is followed; only then does
      // it replace `email` (docs/decisions/020). Set and cleared by server code only.
      name: 'pendingEmail',
      type: 'email',
      access: { create: noRequest, update: noRequest },
      admin: { readOnly: true, description: 'A new address the member asked for, not confirmed yet.' },
    },
    secretField('emailChangeToken', 'text'),
    secretField('emailChangeTokenExpiry', 'date'),
    {
      // The member's own choice on /account, recorded as a lead's consent is (UAE PDPL:
      // what text, which version, when given, when withdrawn). Written by server code only.
      name: 'marketingConsent',
      label: 'Marketing consent (UAE PDPL)',
      type: 'group',
      access: { create: noRequest, update: noRequest },
      admin: { description: 'Offers and news by e-mail to this address: set by the member on their account page.' },
      fields: [{ type: 'row', fields: [consentChoice('marketing', 'Offers by e-mail'), ...consentEvidence()] }, consentText()],
    },
    {
      // Asked for whenever a user sets a new password or e-mail address for their own account; never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      admin: {
        condition: (data, _sibling, { operation, user }) =>
          operation === 'update' && Boolean(user) && String(data?.id) === String(user?.id),
        description: 'Needed only to change your own password or e-mail address.',
        components: { Field: '/components/CurrentPasswordField#CurrentPasswordField' },
      },
    },
  ],
}
