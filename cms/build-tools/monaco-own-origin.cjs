// A webpack loader for Payload's prebuilt admin UI: its code editor (Monaco, through
// @monaco-editor/loader) fetches Monaco from cdn.jsdelivr.net, which the admin's
// Content-Security-Policy refuses and a closed network cannot reach (payloadcms/payload#10229).
// The bundled loader's default path is pointed at the copy the CMS serves itself
// (src/app/(payload)/admin/monaco-editor). The e2e test of the JSON field fails if a Payload
// upgrade changes the string and Monaco goes back to the CDN.
const CDN = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/"'`]+\/min\/vs/g

module.exports = function monacoOwnOrigin(source) {
  return source.replace(CDN, '/admin/monaco-editor/vs')
}
