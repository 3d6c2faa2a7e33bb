import type { CollectionBeforeChangeHook } from 'payload'
import type { Role } from '@cardcompare/shared'
import { hasRole } from '../access'

/**
 * Records created by a visitor belong to that visitor: whatever owner the request names, only
 * the listed staff roles may set it to someone else, and only when creating (the field: fields/owner.ts).
 */
export const ownedByRequester =
  (field: string, staff: readonly Role[] = []): CollectionBeforeChangeHook =>
  ({ data, req, operation, originalDoc }) => {
    if (req.payloadAPI === 'local' && !req.user) return data
    if (operation === 'create') {
      if (!hasRole(req.user, ...staff) || data[field] == null) data[field] = req.user?.id ?? null
    } else {
      data[field] = originalDoc?.[field] ?? null
    }
    return data
  }
