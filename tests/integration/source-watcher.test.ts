// The source watcher through the CMS (docs/decisions/033): cards cite documents on a local server
// standing in for the banks; a run reads them, a changed, moved or vanished one is kept "to
// review" with what changed until an editor confirms, and only editors and admins see or run it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken, auth, cmsUrl, createUser, getJson, type TestUser } from './helpers'

const page = (fee: string) =>
  `<!doctype html><html><head><title>Fees</title><style>p{color:red}</style></head><body>
<h1>Test Bank Platinum Credit Card</h1>
<table><tr><td>Annual fee</td><td>AED ${fee}</td></tr><tr><td>Monthly rate</td><td>3.69%</td></tr></table>
</body></html>`

/** What the stand-in bank serves; each test run changes it as a bank would. */
const served = { fee: '1,050', goneStatus: 200, moved: false }
let server: Server
let base = ''

const cms = async (method: string, path: string, body?: unknown, token?: string) =>
  getJson(`${cmsUrl()}/cms-api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token === '' ? {} : auth(token ?? (await adminToken()))) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const urls = () => ({ fees: `${base}/fees`, gone: `${base}/notice`, moved: `${base}/old-kfs` })
const run = (token?: string) => cms('POST', '/source-checks/run', { urls: Object.values(urls()) }, token)
const findingFor = async (url: string) => {
  const { body } = await cms('GET', `/source-checks?where[url][equals]=${encodeURIComponent(url)}&depth=0`)
  return body.docs[0] as Record<string, unknown> & { id: number }
}

let cardId = 0
let editor: TestUser

beforeAll(async () => {
  server = createServer((req, res) => {
    const html = (body: string, status = 200) => res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(body)
    if (req.url === '/fees') return html(page(served.fee))
    if (req.url === '/notice') return html(served.goneStatus === 200 ? page('2,625') : 'Not found', served.goneStatus)
    if (req.url === '/old-kfs') return served.moved ? res.writeHead(301, { Location: '/new-kfs' }).end() : html(page('525'))
    if (req.url === '/new-kfs') return html(page('525'))
    html('Not found', 404)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const source = (url: string, title: string) => ({
    title,
    kind: 'schedule-of-charges',
    url,
    checkedAt: '2026-11-27',
    figures: ['annualFee'],
  })
  const created = await cms('POST', '/credit-cards', {
    name: `Watched Card ${Date.now()}`,
    bank: 10,
    isActive: false,
    fees: { annualFee: 1050, vat: 'included' },
    sources: [source(urls().fees, 'Test Bank fees page'), source(urls().gone, 'Test Bank notice'), source(urls().moved, 'Test Bank KFS')],
  })
  expect(created.status).toBe(201)
  cardId = created.body.doc.id
  editor = await createUser('editor')
})

afterAll(async () => {
  if (cardId) await cms('DELETE', `/credit-cards/${cardId}`)
  for (const url of Object.values(urls())) {
    const finding = await findingFor(url).catch(() => null)
    if (finding) await cms('DELETE', `/source-checks/${finding.id}`)
  }
  await new Promise((resolve) => server.close(resolve))
})

describe('the source watcher', () => {
  it('reads each cited document once as the confirmed version, then finds a changed fee, a move and a vanished page', async () => {
    const first = await run()
    expect(first.status).toBe(200)
    expect(first.body.checked).toBe(3)
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(['new', 'new', 'new'])
    const read = await findingFor(urls().fees)
    expect(read).toMatchObject({ status: 'new', needsReview: false, title: 'Test Bank fees page' })
    expect(read.latest).toMatchObject({ figures: expect.arrayContaining(['AED 1050', '3.69%']) })
    expect((read.confirmed as { fingerprint: string }).fingerprint).toBe((read.latest as { fingerprint: string }).fingerprint)
    expect(String((read.latest as { text: string }).text)).not.toContain('color:red')

    const again = await run()
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['unchanged', 'unchanged', 'unchanged'])

    served.fee = '1,100'
    served.goneStatus = 404
    served.moved = true
    const second = await run()
    const byUrl = Object.fromEntries(second.body.results.map((r: { url: string; status: string }) => [r.url, r.status]))
    expect(byUrl).toEqual({ [urls().fees]: 'changed', [urls().gone]: 'gone', [urls().moved]: 'moved' })
    expect(second.body.toReview).toBeGreaterThanOrEqual(3)

    const changed = await findingFor(urls().fees)
    expect(changed).toMatchObject({ status: 'changed', needsReview: true, figuresAdded: ['AED 1100'], figuresRemoved: ['AED 1050'] })
    expect(changed.diff).toContain('-Annual fee')
    expect(changed.diff).toContain('AED 1,100')
    expect(changed.changedAt).toBeTruthy()
    expect(await findingFor(urls().moved)).toMatchObject({ status: 'moved', needsReview: true, finalUrl: `${base}/new-kfs` })
    expect(await findingFor(urls().gone)).toMatchObject({ status: 'gone', needsReview: true })

    // Still changed on the next day's run: the confirmed version has not moved, nor the date it was first seen.
    const third = await run()
    expect(third.body.results.find((r: { url: string }) => r.url === urls().fees).status).toBe('changed')
    expect((await findingFor(urls().fees)).changedAt).toBe(changed.changedAt)
  })

  it('an editor’s save cannot edit a finding away; ticking Confirm makes the latest version the confirmed one', async () => {
    const changed = await findingFor(urls().fees)
    const tampered = await cms(
      'PATCH',
      `/source-checks/${changed.id}`,
      { needsReview: false, status: 'unchanged', diff: 'nothing' },
      editor.token,
    )
    expect(tampered.status).toBe(200)
    expect(await findingFor(urls().fees)).toMatchObject({ status: 'changed', needsReview: true, diff: changed.diff })

    const confirmed = await cms('PATCH', `/source-checks/${changed.id}`, { confirm: true }, editor.token)
    expect(confirmed.status).toBe(200)
    const after = await findingFor(urls().fees)
    expect(after).toMatchObject({ status: 'unchanged', needsReview: false, confirm: false, diff: null, figuresAdded: [] })
    const confirmedVersion = after.confirmed as { fingerprint: string; confirmedBy: number; figures: string[] }
    expect(confirmedVersion.fingerprint).toBe((after.latest as { fingerprint: string }).fingerprint)
    expect(confirmedVersion.confirmedBy).toBe(editor.id)
    expect(confirmedVersion.figures).toContain('AED 1100')

    const next = await run()
    expect(next.body.results.find((r: { url: string }) => r.url === urls().fees).status).toBe('unchanged')
  })

  it('only editors and admins read findings or start a run; a bad body is a 400, a URL no card cites is not fetched', async () => {
    const member = await createUser('user')
    const sales = await createUser('sales')
    for (const who of [member, sales]) {
      expect((await cms('GET', '/source-checks', undefined, who.token)).status).toBe(403)
      const refused = await cms('POST', '/source-checks/run', {}, who.token)
      expect(refused.status).toBe(403)
      expect(refused.body.errors[0].message).toBe('Only editors and admins may check the sources.')
    }
    const guest = await cms('POST', '/source-checks/run', {}, '')
    expect(guest.status).toBe(401)
    expect(guest.body.errors[0].message).toBe('Sign in as an editor or admin to check the sources.')
    expect((await cms('GET', '/source-checks', undefined, '')).status).toBe(403)
    // Nobody creates a finding by hand.
    expect((await cms('POST', '/source-checks', { url: `${base}/x`, status: 'new' })).status).toBe(403)

    for (const body of [{ urls: 'x' }, { urls: [] }, { urls: [1] }, { other: true }, { urls: Array(201).fill(urls().fees) }]) {
      const bad = await cms('POST', '/source-checks/run', body, editor.token)
      expect(bad.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(bad.body.errors[0].message).toBe('Send {} or { "urls": [...] } with 1 to 200 source URLs.')
    }
    // Every custom endpoint refuses a body that is not an object the same way.
    const list = await cms('POST', '/source-checks/run', [], editor.token)
    expect(list.status).toBe(400)
    expect(list.body.errors[0].message).toBe('The request body must be a JSON object.')
    const malformed = await getJson(`${cmsUrl()}/cms-api/source-checks/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(editor.token) },
      body: '{"urls": [',
    })
    expect(malformed.status).toBe(400)

    const uncited = await cms(
      'POST',
      '/source-checks/run',
      { urls: [`${base}/never-cited`, 'http://169.254.169.254/latest/meta-data'] },
      editor.token,
    )
    expect(uncited.status).toBe(200)
    expect(uncited.body).toMatchObject({ checked: 0, results: [] })
  })
})
