// The readable text of a bank document, HTML page or PDF, normalised so that only a change in what
// it says counts as a change: a re-indented page, a non-breaking space or a re-flowed PDF line does not.
import { mediaType } from '@cardcompare/shared'
import { convert, type HtmlToTextOptions } from 'html-to-text'
import { extractText as pdfText, getDocumentProxy } from 'unpdf'

/** Neither HTML nor PDF: the watcher cannot read it, and says so instead of comparing bytes. */
export class UnsupportedDocumentError extends Error {
  constructor(
    readonly url: string,
    readonly contentType: string,
  ) {
    super(`not an HTML page or a PDF (${contentType || 'no content type'})`)
    this.name = 'UnsupportedDocumentError'
  }
}

/** A PDF whose text PDF.js could not read (broken, or encrypted with a password). */
export class UnreadableDocumentError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`the document could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'UnreadableDocumentError'
  }
}

const HTML_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    // Menus, banners and page chrome change with every redesign and state no figures of the card.
    // Not forms: some sites wrap the whole page in one.
    ...['header', 'footer', 'nav', 'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'img', 'button'].map((selector) => ({
      selector,
      format: 'skip',
    })),
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 1_000 } },
  ],
}

// Characters that only change how text breaks: zero-width spaces and joiners, the word joiner, a
// byte order mark, soft hyphens.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g

/**
 * One form of a text: Unicode NFKC (a non-breaking or thin space becomes a space, a full-width
 * digit a digit), runs of white space as one space, lines trimmed, empty lines dropped.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

// A PDF starts with its header; only leading white space is tolerated, so an HTML page that quotes
// "%PDF-" stays a page.
const looksLikePdf = (body: Buffer) => body.subarray(0, 1024).toString('latin1').trimStart().startsWith('%PDF-')

// A page served as text/plain or application/octet-stream is still a page when it starts like one.
const looksLikeHtml = (body: Buffer) =>
  /^(?:\ufeff)?\s*(?:<!--[\s\S]*?-->\s*|<\?xml[^>]*>\s*)*<(?:!doctype html|html|head|body)\b/i.test(
    body.subarray(0, 2048).toString('latin1'),
  )

/** The page's characters, in the charset its Content-Type names (UTF-8 when none or unknown). */
function decode(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1]
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

async function readPdf(body: Buffer, url: string): Promise<string> {
  try {
    // A plain Uint8Array copy: PDF.js refuses a Buffer and may detach the bytes it is given. No eval:
    // the document is not ours.
    const pdf = await getDocumentProxy(new Uint8Array(body), { isEvalSupported: false, verbosity: 0 })
    try {
      return (await pdfText(pdf, { mergePages: true })).text
    } finally {
      await pdf.destroy()
    }
  } catch (error) {
    throw new UnreadableDocumentError(url, error)
  }
}

/**
 * The normalised text of a fetched document. HTML is known by its content type or its first bytes,
 * a PDF likewise (servers often send PDFs as application/octet-stream).
 * @throws UnsupportedDocumentError for anything else, UnreadableDocumentError for a PDF PDF.js cannot read
 */
export async function extractText(body: Buffer, contentType: string, url: string): Promise<string> {
  const type = mediaType(contentType)
  if (type === 'application/pdf' || looksLikePdf(body)) return normaliseText(await readPdf(body, url))
  if (type === 'text/html' || type === 'application/xhtml+xml' || looksLikeHtml(body)) {
    return normaliseText(convert(decode(body, contentType), HTML_OPTIONS))
  }
  throw new UnsupportedDocumentError(url, contentType)
}
