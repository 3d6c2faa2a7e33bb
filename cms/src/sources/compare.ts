// What became of one source since the last check: the verdict the admin lists, the snapshot to
// keep as the latest, and what changed (figures in and out, a line diff an editor can read).
import { createHash } from 'node:crypto'
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff'
import type { FetchOutcome } from './client'
import { normaliseText } from './extract'
import { extractFigures } from './figures'

/** The latest reading of a source URL. `fingerprint` and `text` are null until one was read. */
export type Snapshot = { url: string; finalUrl: string | null; fingerprint: string | null; text: string | null; figures: string[] }

export type CheckStatus = 'new' | 'unchanged' | 'changed' | 'moved' | 'gone' | 'error'

export type Check = {
  status: CheckStatus
  /** what to store as the latest */
  snapshot: Snapshot
  figuresAdded: string[]
  figuresRemoved: string[]
  /** unified line diff from the previous text to this one, cut at DIFF_MAX_CHARS with a note */
  diff: string | null
  message: string | null
}

export const DIFF_MAX_CHARS = 20_000

/** sha256 (hex) of the normalised text: equal for texts that differ only in spacing. */
export const fingerprint = (text: string): string => createHash('sha256').update(normaliseText(text)).digest('hex')

const without = (list: string[], other: string[]) => {
  const others = new Set(other)
  return list.filter((item) => !others.has(item))
}

// Past this many added and removed lines (or this long) a diff is no longer read, and the time
// it takes grows with both texts' lengths times the edits: a rewritten document gets a note instead.
const DIFF_MAX_EDITS = 1_000
const DIFF_TIMEOUT_MS = 5_000

/** A unified diff of two texts, or null when they are the same; long diffs are cut at a line end. */
export function lineDiff(previous: string, current: string, from: string, to: string): string | null {
  if (previous === current) return null
  // Final newlines, so that the last line is not reported as "\ No newline at end of file".
  const patch = createTwoFilesPatch(from, to, `${previous}\n`, `${current}\n`, undefined, undefined, {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
    maxEditLength: DIFF_MAX_EDITS,
    timeout: DIFF_TIMEOUT_MS,
  })
  if (patch === undefined) return `--- ${from}\n+++ ${to}\n… more than ${DIFF_MAX_EDITS} lines differ: no line diff\n`
  if (patch.length <= DIFF_MAX_CHARS) return patch
  const cut = patch.lastIndexOf('\n', DIFF_MAX_CHARS) + 1 || DIFF_MAX_CHARS
  return `${patch.slice(0, cut)}… diff cut at ${cut} of ${patch.length} characters\n`
}

const emptySnapshot = (url: string): Snapshot => ({ url, finalUrl: null, fingerprint: null, text: null, figures: [] })

/**
 * The verdict on one fetch of a source, given its last snapshot (null on the first check) and,
 * for an `ok` outcome, the document's extracted text.
 *
 * A failed fetch (`error`) or a missing document (`gone`) keeps the previous snapshot as the
 * latest: the last copy that was read stays what the next reading is compared with, so a page
 * that is down for a day and back unchanged is `unchanged`, not new. A source that was never read
 * is `new` on its first reading. Otherwise a final URL other than the last one (or than the source
 * URL, when the last reading was not redirected) is `moved`, with figures and diff computed as for
 * `changed`; a different fingerprint is `changed`.
 */
export function compareSource(previous: Snapshot | null, outcome: FetchOutcome, text: string | null): Check {
  const kept = previous ?? emptySnapshot(outcome.url)
  const nothingToShow = { figuresAdded: [], figuresRemoved: [], diff: null }
  if (outcome.kind === 'error') return { status: 'error', snapshot: kept, ...nothingToShow, message: outcome.message }
  if (outcome.kind === 'missing') {
    return { status: 'gone', snapshot: kept, ...nothingToShow, message: `HTTP ${outcome.status} at ${outcome.finalUrl}` }
  }
  if (text === null) return { status: 'error', snapshot: kept, ...nothingToShow, message: 'no text was read from the document' }

  const normal = normaliseText(text)
  const snapshot: Snapshot = {
    url: outcome.url,
    finalUrl: outcome.finalUrl,
    fingerprint: fingerprint(normal),
    text: normal,
    figures: extractFigures(normal),
  }
  const redirected = outcome.finalUrl !== outcome.url ? `redirected to ${outcome.finalUrl}` : null
  if (!previous || previous.fingerprint === null || previous.text === null) {
    return { status: 'new', snapshot, figuresAdded: snapshot.figures, figuresRemoved: [], diff: null, message: redirected }
  }

  const lastUrl = previous.finalUrl ?? previous.url
  const moved = outcome.finalUrl !== lastUrl
  const changed = snapshot.fingerprint !== previous.fingerprint
  return {
    status: moved ? 'moved' : changed ? 'changed' : 'unchanged',
    snapshot,
    figuresAdded: without(snapshot.figures, previous.figures),
    figuresRemoved: without(previous.figures, snapshot.figures),
    diff: changed ? lineDiff(previous.text, normal, lastUrl, outcome.finalUrl) : null,
    message: moved ? `moved from ${lastUrl} to ${outcome.finalUrl}` : null,
  }
}
