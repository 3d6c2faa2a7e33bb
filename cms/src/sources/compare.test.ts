import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { FetchOutcome } from './client'
import { compareSource, DIFF_MAX_CHARS, fingerprint, lineDiff, type Snapshot } from './compare'

const URL_A = 'https://bank.example/cards/titanium'
const URL_B = 'https://bank.example/en/cards/titanium'
const TEXT = 'Titanium Credit Card\nAnnual fee AED 1,050\nMonthly rate 3.69%'
const CHANGED = 'Titanium Credit Card\nAnnual fee AED 1,100\nMonthly rate 3.69%'

const ok = (finalUrl = URL_A, url = URL_A): FetchOutcome => ({
  kind: 'ok',
  url,
  finalUrl,
  status: 200,
  contentType: 'text/html',
  body: Buffer.from(''),
})
const snapshotOf = (text: string, finalUrl: string | null = URL_A): Snapshot => ({
  url: URL_A,
  finalUrl,
  fingerprint: fingerprint(text),
  text,
  figures: text === TEXT ? ['AED 1050', '3.69%'] : ['AED 1100', '3.69%'],
})

describe('a fingerprint', () => {
  it('is the sha256 of the normalised text, the same for texts that differ only in spacing', () => {
    expect(fingerprint(TEXT)).toBe(createHash('sha256').update(TEXT).digest('hex'))
    expect(fingerprint(`  Titanium\u00a0Credit Card \n\n Annual fee  AED 1,050\r\nMonthly rate\t3.69%\n`)).toBe(fingerprint(TEXT))
    expect(fingerprint(CHANGED)).not.toBe(fingerprint(TEXT))
  })
})

describe('comparing a reading with the last snapshot', () => {
  it('calls a first reading new, with every figure added and no diff', () => {
    expect(compareSource(null, ok(), TEXT)).toEqual({
      status: 'new',
      snapshot: snapshotOf(TEXT),
      figuresAdded: ['AED 1050', '3.69%'],
      figuresRemoved: [],
      diff: null,
      message: null,
    })
    // A source only ever seen failing has nothing to compare with either.
    const neverRead: Snapshot = { url: URL_A, finalUrl: null, fingerprint: null, text: null, figures: [] }
    expect(compareSource(neverRead, ok(URL_B), TEXT)).toMatchObject({
      status: 'new',
      snapshot: snapshotOf(TEXT, URL_B),
      message: `redirected to ${URL_B}`,
    })
  })

  it('calls the same text unchanged', () => {
    const previous = snapshotOf(TEXT)
    expect(compareSource(previous, ok(), `${TEXT}\n\n`)).toEqual({
      status: 'unchanged',
      snapshot: previous,
      figuresAdded: [],
      figuresRemoved: [],
      diff: null,
      message: null,
    })
  })

  it('calls another text changed, with the figures in and out and a line diff', () => {
    expect(compareSource(snapshotOf(TEXT), ok(), CHANGED)).toEqual({
      status: 'changed',
      snapshot: snapshotOf(CHANGED),
      figuresAdded: ['AED 1100'],
      figuresRemoved: ['AED 1050'],
      diff: [
        `--- ${URL_A}`,
        `+++ ${URL_A}`,
        '@@ -1,3 +1,3 @@',
        ' Titanium Credit Card',
        '-Annual fee AED 1,050',
        '+Annual fee AED 1,100',
        ' Monthly rate 3.69%',
        '',
      ].join('\n'),
      message: null,
    })
  })

  it('calls a new final URL moved, with or without a change of text', () => {
    expect(compareSource(snapshotOf(TEXT), ok(URL_B), TEXT)).toEqual({
      status: 'moved',
      snapshot: snapshotOf(TEXT, URL_B),
      figuresAdded: [],
      figuresRemoved: [],
      diff: null,
      message: `moved from ${URL_A} to ${URL_B}`,
    })
    const movedAndChanged = compareSource(snapshotOf(TEXT), ok(URL_B), CHANGED)
    expect(movedAndChanged).toMatchObject({ status: 'moved', figuresAdded: ['AED 1100'], figuresRemoved: ['AED 1050'] })
    expect(movedAndChanged.diff).toContain(`--- ${URL_A}\n+++ ${URL_B}\n`)
    expect(movedAndChanged.diff).toContain('-Annual fee AED 1,050\n+Annual fee AED 1,100\n')
  })

  it('compares with the source URL when the last reading recorded no final URL, and not again once moved', () => {
    expect(compareSource(snapshotOf(TEXT, null), ok(URL_B), TEXT).status).toBe('moved')
    expect(compareSource(snapshotOf(TEXT, null), ok(URL_A), TEXT).status).toBe('unchanged')
    // Still redirected the next time: the page stays where it moved to, which is no news.
    expect(compareSource(snapshotOf(TEXT, URL_B), ok(URL_B), TEXT).status).toBe('unchanged')
  })

  it('calls a missing document gone and a failed fetch an error, keeping the last snapshot', () => {
    const previous = snapshotOf(TEXT)
    const missing: FetchOutcome = { kind: 'missing', url: URL_A, finalUrl: URL_B, status: 404 }
    const failed: FetchOutcome = { kind: 'error', url: URL_A, message: 'timed out after 20000 ms (3 attempts)' }
    const none = { figuresAdded: [], figuresRemoved: [], diff: null }
    expect(compareSource(previous, missing, null)).toEqual({ status: 'gone', snapshot: previous, ...none, message: `HTTP 404 at ${URL_B}` })
    expect(compareSource(previous, failed, null)).toEqual({ status: 'error', snapshot: previous, ...none, message: failed.message })
    expect(compareSource(previous, ok(), null)).toEqual({
      status: 'error',
      snapshot: previous,
      ...none,
      message: 'no text was read from the document',
    })
    const empty: Snapshot = { url: URL_A, finalUrl: null, fingerprint: null, text: null, figures: [] }
    expect(compareSource(null, missing, null)).toMatchObject({ status: 'gone', snapshot: empty })
    expect(compareSource(null, failed, null)).toMatchObject({ status: 'error', snapshot: empty })
  })
})

describe('a line diff', () => {
  it('is cut at a line end near 20,000 characters, with a note saying so', () => {
    // 400 of 1,000 lines changed: 800 edits, about 35,000 characters of diff.
    const lines = (prefix: string) =>
      Array.from({ length: 1_000 }, (_, i) => (i % 5 < 2 ? `${prefix} fee line ${i} of a long schedule of charges` : `line ${i}`)).join(
        '\n',
      )
    const diff = lineDiff(lines('old'), lines('new'), URL_A, URL_A) ?? ''
    const [body, note] = diff.split('… diff cut at ')
    expect(body.length).toBeLessThanOrEqual(DIFF_MAX_CHARS)
    expect(body.length).toBeGreaterThan(DIFF_MAX_CHARS - 100)
    expect(body.endsWith('\n')).toBe(true)
    expect(note).toMatch(new RegExp(`^${body.length} of \\d+ characters\\n$`))
    expect(Number(note.split(' of ')[1].split(' ')[0])).toBeGreaterThan(30_000)
  })

  it('is a note instead when more than 1,000 lines differ, and null when none do', () => {
    const lines = (prefix: string) => Array.from({ length: 600 }, (_, i) => `${prefix} ${i}`).join('\n')
    expect(lineDiff(lines('old'), lines('new'), URL_A, URL_B)).toBe(
      `--- ${URL_A}\n+++ ${URL_B}\n… more than 1000 lines differ: no line diff\n`,
    )
    expect(lineDiff(TEXT, TEXT, URL_A, URL_A)).toBeNull()
  })
})
