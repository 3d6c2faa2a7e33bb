import type { CollectionBeforeChangeHook } from 'payload'
import type { Role } from '@cardcompare/shared'
import { hasRole } from '../access'

/**
 * Records created by a visitor belong to that visitor: whatever owner the request names,
 * only the listed staff roles may set it to someone else.
 */
export const ownedByRequester =
  (field: string, ...staff: Role[]): CollectionBeforeChangeHook =>
  ({ data, req, operation, originalDoc }) => {
    if (hasRole(req.user, ...staff)) return data
    if (operation === 'create') data[field] = req.user?.id ?? null
    else data[field] = originalDoc?.[field] ?? null
    return data
  }
