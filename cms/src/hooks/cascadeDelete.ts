import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

/** spec §3: a user's or a card's own records go with it (interactions, favourites, ...). */
export const cascadeDelete =
  (targets: { collection: CollectionSlug; field: string }[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of targets) {
      await req.payload.delete({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true })
    }
  }

/**
 * A record others cannot live without (a bank's cards) is not deleted from under them: the
 * request is refused with 409 and a message saying what to do, instead of a database error.
 */
export const refuseDeleteWhileUsed =
  ({
    collection,
    field,
    message,
  }: {
    collection: CollectionSlug
    field: string
    message: (count: number) => string
  }): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true })
    if (totalDocs > 0) throw new APIError(message(totalDocs), 409, null, true)
  }
