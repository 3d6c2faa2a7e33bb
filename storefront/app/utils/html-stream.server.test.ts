import { PassThrough, type Writable } from 'node:stream'
import { createElement } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Coalesce, REACT_VIEW_BYTES, SCRIPT_FETCH_PRIORITY, withLowPriorityScripts, withoutViewPadding } from './html-stream.server'

/** A page with `pad` ASCII bytes before an Arabic label, in text nodes short enough to share React's views. */
const page = (pad: number) =>
  createElement(
    'main',
    null,
    ...Array.from({ length: Math.ceil(pad / 500) }, (_, i) => createElement('p', { key: i }, 'a'.repeat(Math.min(500, pad - i * 500)))),
    createElement('a', { key: 'label', 'aria-label': 'صفحة 2' }, 'صفحة 2 — ١٢٣ 🙂'),
  )

const streamed = (pad: number, through: (out: PassThrough) => Writable) =>
  new Promise<Buffer>((resolve, reject) => {
    const out = new PassThrough()
    const parts: Buffer[] = []
    out.on('data', (chunk: Buffer) => parts.push(chunk))
    out.on('end', () => resolve(Buffer.concat(parts)))
    const { pipe } = renderToPipeableStream(page(pad), { onAllReady: () => pipe(through(out)), onError: reject })
  })

// Every position of the label relative to a view's end, and a little more.
const PADS = Array.from({ length: REACT_VIEW_BYTES + 8 }, (_, i) => i)

describe('an HTML page streamed by React 18', () => {
  it('still has the NUL padding this module removes (when this fails, React fixed it: drop withoutViewPadding)', async () => {
    let padded = 0
    for (const pad of PADS) if ((await streamed(pad, (out) => out)).includes(0)) padded += 1
    expect(padded).toBeGreaterThan(0)
  })

  it('leaves Coalesce with the bytes renderToString gives, wherever a character meets a view’s end', async () => {
    for (const pad of PADS) {
      const html = await streamed(pad, (out) => {
        const coalesce = new Coalesce()
        coalesce.pipe(out)
        return coalesce
      })
      expect(html.includes(0), `pad ${pad}`).toBe(false)
      expect(html.toString('utf8'), `pad ${pad}`).toBe(renderToString(page(pad)))
    }
  })

  it('keeps a chunk that is not a full view, or a full view that ends in text, as it is', () => {
    const short = Buffer.from([0x61, 0, 0])
    expect(withoutViewPadding(short)).toBe(short)
    const full = Buffer.alloc(REACT_VIEW_BYTES, 0x61)
    expect(withoutViewPadding(full)).toBe(full)
    const padded = Buffer.alloc(REACT_VIEW_BYTES, 0x61).fill(0, REACT_VIEW_BYTES - 2)
    expect(withoutViewPadding(padded).length).toBe(REACT_VIEW_BYTES - 2)
  })
})

describe('withLowPriorityScripts', () => {
  const link = (href: string) => `<link rel="modulepreload" href="${href}"/>`

  it('gives every modulepreload link a low fetch priority and leaves every other byte as it was', () => {
    const html = `<p lang="ar">صفحة ١٢٣ 🙂</p>${link('/assets/a.js')}<link rel="stylesheet" href="/app.css"/>${link('/assets/b.js')}`
    expect(withLowPriorityScripts(Buffer.from(html)).toString()).toBe(
      `<p lang="ar">صفحة ١٢٣ 🙂</p><link rel="modulepreload" fetchpriority="${SCRIPT_FETCH_PRIORITY}" href="/assets/a.js"/>` +
        `<link rel="stylesheet" href="/app.css"/><link rel="modulepreload" fetchpriority="${SCRIPT_FETCH_PRIORITY}" href="/assets/b.js"/>`,
    )
  })

  it('returns a chunk without such a link as it is', () => {
    const chunk = Buffer.from('<main>صفحة</main>')
    expect(withLowPriorityScripts(chunk)).toBe(chunk)
  })

  it('for any text around the links, changes nothing but the links (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.constant(link('/assets/x.js')))), (pieces) => {
        const html = pieces.join('')
        const expected = html.replaceAll('<link rel="modulepreload"', `<link rel="modulepreload" fetchpriority="${SCRIPT_FETCH_PRIORITY}"`)
        expect(withLowPriorityScripts(Buffer.from(html)).equals(Buffer.from(expected))).toBe(true)
      }),
    )
  })
})
