import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/** spec §3: a user's or a card's own records go with it (interactions, favourites, ...). */
export const cascadeDelete =
  (targets: { collection: CollectionSlug; field: string }[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of targets) {
      await req.payload.delete({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true })
    }
  }
