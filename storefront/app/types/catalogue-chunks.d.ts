// The browser build's record of the files that hold each message catalogue (build-tools/catalogue-chunks.ts).
declare module 'virtual:catalogue-chunks' {
  const chunks: import('../../build-tools/catalogue-chunks').CatalogueChunks
  export default chunks
}
