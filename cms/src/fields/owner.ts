import type { RelationshipField } from 'payload'

/**
 * The owner of a record (`user`): set by the server when it is created (hooks/ownedByRequester.ts),
 * never writable afterwards by any request: a PATCH naming another user must not move a record to them.
 */
export const ownerField = (options: Pick<RelationshipField, 'label' | 'required' | 'index' | 'unique'> = {}) =>
  ({
    name: 'user',
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    access: { update: () => false },
    admin: { readOnly: true },
    ...options,
  }) satisfies RelationshipField
