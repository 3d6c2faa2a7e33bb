// The information, legal and blog pages (docs/decisions/035), in English: the spec's texts verbatim.
export default {}
