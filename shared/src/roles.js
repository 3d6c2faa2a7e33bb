// Who may do what (spec §6), named once for the CMS's access rules, the storefront's pages and
// its plain-Node server (storefront/server.js imports `@cardcompare/shared/roles`). Plain
// JavaScript because that server runs without a build step; roles.d.ts gives the types.

/** Every role an account can have. */
export const ROLES = Object.freeze(['user', 'editor', 'sales', 'admin'])

/** Everyone who works in the admin: editors, the sales team, admins. */
export const STAFF_ROLES = Object.freeze(['editor', 'sales', 'admin'])
/** Editors keep the catalogue and the blog current. */
export const CONTENT_ROLES = Object.freeze(['editor', 'admin'])
/** Leads, applications, lead notes and newsletter sign-ups are the sales team's. */
export const LEAD_ROLES = Object.freeze(['sales', 'admin'])
/** Accounts, privacy requests and members' own records. */
export const ADMIN_ROLES = Object.freeze(['admin'])
