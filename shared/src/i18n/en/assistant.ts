// The AI assistant's page and its answers (docs/decisions/035), in English: the spec's texts verbatim.
export default {}
