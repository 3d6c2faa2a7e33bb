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
 * A page's scripts hydrate a page that is already drawn: the browser fetches them at low
 * priority, after the stylesheet, the fonts and the first card's image (docs/decisions/035,
 * amendment of 2026-11-28). Remix's <Scripts> has no attribute for its modulepreload links, so
 * they are given one as the HTML leaves; the Link header's catalogues say the same
 * (i18n/preload.server.ts).
 */
export const SCRIPT_FETCH_PRIORITY = 'low'

const MODULEPRELOAD = Buffer.from('<link rel="modulepreload"')
const PRIORITY = Buffer.from(` fetchpriority="${SCRIPT_FETCH_PRIORITY}"`)

/** @returns the HTML with the priority on each modulepreload link, byte for byte otherwise (no decoding) */
export function withLowPriorityScripts(html: Buffer): Buffer {
  const parts: Buffer[] = []
  let copied = 0
  for (let at = html.indexOf(MODULEPRELOAD); at !== -1; at = html.indexOf(MODULEPRELOAD, copied)) {
    const end = at + MODULEPRELOAD.length
    parts.push(html.subarray(copied, end), PRIORITY)
    copied = end
  }
  if (parts.length === 0) return html
  parts.push(html.subarray(copied))
  return Buffer.concat(parts)
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
    this.push(withLowPriorityScripts(this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts)))
    this.parts = []
  }
}
