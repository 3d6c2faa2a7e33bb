// Request bodies to the CMS through the storefront's proxy (CMS_BODY_LIMITS, docs/decisions/008):
// one the CMS would refuse is refused with its 413 or 411 every time, never a 502 or a reset
// connection, and nothing is stored; one within the limit still reaches the CMS.
import { CMS_BODY_LIMITS, HTTP_MESSAGES } from '@cardcompare/shared'
import { describe, expect, it } from 'vitest'
import { adminToken, baseUrl, sql } from './helpers'

const TRIES = 4

type Sent = { status: number | string; body: unknown }

async function send(url: string, init: RequestInit): Promise<Sent> {
  try {
    const res = await fetch(url, { ...init, headers: { Origin: baseUrl(), ...(init.headers as Record<string, string>) } })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: res.status, body }
  } catch (error) {
    // A connection closed under the body is what this file guards against: report it as such.
    return { status: (error as { cause?: { code?: string } }).cause?.code ?? String(error), body: null }
  }
}

const jsonOf = (bytes: number) => JSON.stringify({ title: 'x'.repeat(bytes) })
const streamOf = (text: string) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  })
/** The same request as a guest and as an admin. */
const guestAndAdmin = (type: string, admin: string): Record<string, string>[] => [
  { 'Content-Type': type },
  { 'Content-Type': type, Authorization: `JWT ${admin}` },
]
const countRows = async (table: string) => Number((await sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n)

describe('bodies to /cms-api through the storefront', () => {
  const routes = ['/cms-api/credit-cards', '/cms-api/leads', '/cms-api/blog-posts', '/cms-api/source-checks/run', '/cms-api/users']

  it.each(routes)('POST %s with a JSON body past the limit is 413 every time, for a guest and an admin', async (route) => {
    const cards = await countRows('credit_cards')
    const admin = await adminToken()
    for (const size of [CMS_BODY_LIMITS.json + 1, 3_000_000, 12_000_000]) {
      const body = jsonOf(size)
      for (let i = 0; i < TRIES; i++) {
        for (const headers of guestAndAdmin('application/json', admin)) {
          expect(await send(`${baseUrl()}${route}`, { method: 'POST', headers, body })).toEqual({
            status: 413,
            body: { errors: [{ message: HTTP_MESSAGES.bodyTooLarge }] },
          })
        }
      }
    }
    expect(await countRows('credit_cards')).toBe(cards)
  })

  it('PATCH of a document past the limit is 413, and the document is unchanged', async () => {
    const admin = await adminToken()
    const [card] = await sql('SELECT id, name FROM credit_cards ORDER BY id LIMIT 1')
    for (let i = 0; i < TRIES; i++) {
      const sent = await send(`${baseUrl()}/cms-api/credit-cards/${card.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${admin}` },
        body: JSON.stringify({ name: 'x'.repeat(5_000_000) }),
      })
      expect(sent.status).toBe(413)
    }
    expect((await sql('SELECT name FROM credit_cards WHERE id = $1', [card.id]))[0].name).toBe(card.name)
  })

  it('a catalogue file past its limit is 413 with the import message, for a guest and an admin', async () => {
    const admin = await adminToken()
    const file = `name,bank\n${'x'.repeat(CMS_BODY_LIMITS.import + 10)}\n`
    for (let i = 0; i < TRIES; i++) {
      for (const headers of guestAndAdmin('text/csv', admin)) {
        expect(await send(`${baseUrl()}/cms-api/import/cards`, { method: 'POST', headers, body: file })).toEqual({
          status: 413,
          body: { errors: [{ message: HTTP_MESSAGES.importTooLarge }] },
        })
      }
    }
  })

  it('an upload past its limit is 413', async () => {
    const admin = await adminToken()
    const media = await countRows('media')
    const form = () => {
      const data = new FormData()
      data.set('file', new Blob([new Uint8Array(CMS_BODY_LIMITS.upload + 1)], { type: 'image/png' }), 'art.png')
      data.set('_payload', JSON.stringify({ alt: 'Too large' }))
      return data
    }
    for (let i = 0; i < TRIES; i++) {
      const sent = await send(`${baseUrl()}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${admin}` }, body: form() })
      expect(sent).toEqual({ status: 413, body: { errors: [{ message: HTTP_MESSAGES.bodyTooLarge }] } })
    }
    expect(await countRows('media')).toBe(media)
  })

  it('a body of unknown length (chunked) is 411 before it is forwarded', async () => {
    const admin = await adminToken()
    for (const [route, type, text] of [
      ['/cms-api/credit-cards', 'application/json', jsonOf(3_000_000)],
      ['/cms-api/credit-cards', 'application/json', '{}'],
      ['/cms-api/import/cards', 'text/csv', `name\n${'x'.repeat(12_000_000)}`],
    ] as const) {
      for (let i = 0; i < TRIES; i++) {
        const sent = await send(`${baseUrl()}${route}`, {
          method: 'POST',
          headers: { 'Content-Type': type, Authorization: `JWT ${admin}` },
          body: streamOf(text),
          duplex: 'half',
        } as RequestInit)
        expect(sent).toEqual({ status: 411, body: { errors: [{ message: HTTP_MESSAGES.lengthRequired }] } })
      }
    }
  })

  it('a body within the limit reaches the CMS, which answers it; a guest refused before an import is read gets 401', async () => {
    // A guest may not create a card: the CMS's own 403 proves the body was forwarded.
    const sent = await send(`${baseUrl()}/cms-api/credit-cards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: jsonOf(CMS_BODY_LIMITS.json - 100),
    })
    expect(sent.status).toBe(403)
    const admin = await adminToken()
    const me = await send(`${baseUrl()}/cms-api/users/me`, { headers: { Authorization: `JWT ${admin}` } })
    expect(me.status).toBe(200)
    // The CMS refuses a guest before it reads the file, then reads the rest of it, so the
    // refusal arrives instead of a closed connection.
    for (let i = 0; i < TRIES; i++) {
      const file = `name,bank\n${'x'.repeat(CMS_BODY_LIMITS.import - 1000)}\n`
      const refused = await send(`${baseUrl()}/cms-api/import/cards`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv' },
        body: file,
      })
      expect(refused.status).toBe(401)
    }
  })
})
