// Reading a request body up to a limit, for both apps: a chunked body declares no length, so
// the limit is counted while reading and the rest is never read into memory.

/** A body's bytes, or null as soon as they pass `max` bytes. */
export async function readBytesAtMost(body: ReadableStream<Uint8Array> | null | undefined, max: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * A body as UTF-8 text, or null once it passes `max` bytes. A leading byte-order mark is
 * dropped, as JSON allows a parser to (RFC 8259 §8.1); invalid bytes read as U+FFFD.
 */
export async function readTextAtMost(body: ReadableStream<Uint8Array> | null | undefined, max: number): Promise<string | null> {
  const bytes = await readBytesAtMost(body, max)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}
