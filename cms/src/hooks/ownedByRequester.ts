import type { CollectionBeforeChangeHook, RelationshipField } from 'payload'
import type { Role } from '@cardcompare/shared'
import { hasRole } from '../access'

/**
 * The owner of a record: set by the server when it is created, never writable afterwards by
 * any request: a PATCH naming another user must not move a record to them.
 */
export const ownerField = (name: string) =>
  ({
    name,
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    access: { update: () => false },
    admin: { readOnly: true },
  }) satisfies RelationshipField

/**
 * Records created by a visitor belong to that visitor: whatever owner the request names, only
 * the listed staff roles may set it to someone else, and only when creating.
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
