import type { CollectionBeforeChangeHook } from 'payload'

/** The card's name and bank travel with the lead, so filters and exports survive a renamed card. */
export const copyCardDetails: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const cardId = data.card ?? null
  if (cardId === null || cardId === undefined || cardId === originalDoc?.card) return data
  const id = typeof cardId === 'object' ? cardId.id : cardId
  const card = await req.payload.findByID({ collection: 'credit-cards', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (card) {
    data.cardName = card.name
    data.bank = typeof card.bank === 'object' ? card.bank?.id : card.bank
  }
  return data
}
