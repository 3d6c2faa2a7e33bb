// Types of roles.js (plain JavaScript, for storefront/server.js).
import type { Role } from './contract'

export declare const ROLES: readonly Role[]
export declare const STAFF_ROLES: readonly Role[]
export declare const CONTENT_ROLES: readonly Role[]
export declare const LEAD_ROLES: readonly Role[]
export declare const ADMIN_ROLES: readonly Role[]
