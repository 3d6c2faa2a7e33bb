// Reading a request body up to a limit, for both apps: a chunked body declares no length, so
// the limit is counted while reading and the rest is never read into memory.

/**
 * Past the limit, this much more is read and thrown away, so that a client still sending a body
 * a little too large reads our refusal (413) instead of a connection closed under it. A larger
 * body is cut off.
 */
const DRAIN_BYTES = 1024 * 1024

/** A body's bytes, or null once they pass `max` bytes (none of the rest is kept). */
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
      while (size <= max + DRAIN_BYTES) {
        const next = await reader.read().catch(() => ({ done: true, value: undefined }))
        if (next.done) return null
        size += next.value?.byteLength ?? 0
      }
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
 * Reads and throws away what is left of a body an answer did not need (at most `max` bytes), so
 * that the client reads the answer instead of a connection closed under the body it still sends.
 */
export async function discardBody(body: ReadableStream<Uint8Array> | null | undefined, max: number): Promise<void> {
  if (!body || body.locked) return
  const reader = body.getReader()
  let size = 0
  while (size <= max) {
    const next = await reader.read().catch(() => ({ done: true as const, value: undefined }))
    if (next.done) return
    size += next.value?.byteLength ?? 0
  }
  await reader.cancel().catch(() => {})
}

/**
 * A body as UTF-8 text, or null once it passes `max` bytes. A leading byte-order mark is
 * dropped, as JSON allows a parser to (RFC 8259 §8.1); invalid bytes read as U+FFFD.
 */
export async function readTextAtMost(body: ReadableStream<Uint8Array> | null | undefined, max: number): Promise<string | null> {
  const bytes = await readBytesAtMost(body, max)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}
