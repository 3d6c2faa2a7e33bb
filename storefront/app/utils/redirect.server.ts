// Where a sign-in may send the browser next (spec §2: /auth?redirect=<page>). Only a path on
// our own origin is accepted. Browsers strip tabs and line breaks from URLs and read "\" as
// "/", so "/<TAB>/evil.example" or "/\evil.example" would leave the site: any
// control character or backslash, raw or percent-encoded, refuses the target.
const ORIGIN = 'http://cardcompare.invalid'
const MAX_LENGTH = 2048
const FORBIDDEN = /[\u0000-\u001F\u007F\\]/

/** Percent-decodes until stable (at most 3 rounds); undefined when the encoding is broken. */
function fullyDecoded(value: string): string | undefined {
  let current = value
  for (let round = 0; round < 3; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * A same-origin path to redirect to, percent-encoded so it is always a valid Location header
 * value (non-Latin-1 characters made the header throw), or `fallback`.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return fallback
  const decoded = fullyDecoded(target)
  if (decoded === undefined) return fallback
  for (const form of [target, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || FORBIDDEN.test(form)) return fallback
  }
  let url: URL
  try {
    url = new URL(target, ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== ORIGIN) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // The serialised form must still be a plain path ("/%2F/x" must not become "//x" anywhere).
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback
}
