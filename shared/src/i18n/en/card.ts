// A card's page, the comparison, favourites and the card finder (docs/decisions/035), in English: the spec's texts verbatim.
export default {}
