import { Transform, type TransformCallback } from 'node:stream'

/**
 * React 18's Node stream encodes text into 2,048-byte views. When a character's bytes do not fit
 * the end of a view, it writes the whole view anyway, its unused end still zero: up to three NUL
 * bytes land inside the page (facebook/react#26228, fixed after 18.3.1). Any Arabic page meets
 * it; a browser then shows "صفح�ة". No HTML we render contains a NUL, so a full view's
 * trailing zeros are that padding.
 */
export const REACT_VIEW_BYTES = 2_048

/** @returns the chunk without the padding React 18 leaves at the end of a full view */
export function withoutViewPadding(chunk: Buffer): Buffer {
  if (chunk.length !== REACT_VIEW_BYTES) return chunk
  let end = chunk.length
  // A UTF-8 character has at most four bytes, so at most three are left unused.
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1
  return end === chunk.length ? chunk : chunk.subarray(0, end)
}

/**
 * What React writes in one go (a few hundred small chunks for a page of card tiles) leaves as
 * one chunk, on the next turn of the event loop: the stream and the compression after it then
 * handle a few large writes instead of hundreds of small ones. Later writes of a streamed
 * page (deferred data) leave as soon as they are written, in their turn.
 */
export class Coalesce extends Transform {
  private parts: Buffer[] = []
  private scheduled = false

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.parts.push(withoutViewPadding(chunk))
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => this.release())
    }
    callback()
  }

  override _flush(callback: TransformCallback) {
    this.release()
    callback()
  }

  private release() {
    this.scheduled = false
    if (this.parts.length === 0) return
    this.push(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts))
    this.parts = []
  }
}
