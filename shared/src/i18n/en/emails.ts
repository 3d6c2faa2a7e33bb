// The e-mails the site sends (docs/decisions/035), in English: the spec's texts verbatim.
export default {}
