// The card catalogue: /cards, a bank's page, the card tile and its buttons (spec §2), in English: the spec's texts verbatim.
export default {}
