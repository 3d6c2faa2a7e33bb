// The home page (spec §2 Home), in English: the spec's texts verbatim.
export default {}
