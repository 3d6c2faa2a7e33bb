// docs/decisions/011: the sales team's CSV export of the leads list, and the admins' privacy
// requests (UAE PDPL access and erasure) with their audit log, through the real CMS.
import { parse } from 'csv-parse/sync'
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, type TestUser } from './helpers'

const LEAD_CSV_COLUMNS = [
  'id',
  'createdAt (UAE time, GMT+4)',
  'source',
  'status',
  'fullName',
  'email',
  'phone',
  'salary',
  'cardName',
  'bank',
  'assignedTo',
  'followUpDate (UAE date)',
  'consent.contact',
  'consent.marketing',
  'consent.version',
  'consent.givenAt (UAE time, GMT+4)',
  'consent.withdrawnAt (UAE time, GMT+4)',
]
/** "2026-11-25 14:03": the UAE is GMT+4 all year. */
const uaeMinute = (iso: string) => new Date(new Date(iso).getTime() + 4 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
const FORMULA_NAME = '=HYPERLINK("http://evil.test","Click me")'

type Who = 'guest' | 'user' | 'editor' | 'sales' | 'admin'
const people = {} as Record<'user' | 'editor' | 'sales', TestUser>
const tokens = {} as Record<Who, string | null>
const unique = () => randomUUID().slice(0, 8)

function call(who: Who, method: string, path: string, body?: unknown) {
  const token = tokens[who]
  return getJson(`${cmsUrl()}/cms-api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? auth(token) : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function created(who: Who, path: string, body: unknown): Promise<number> {
  const res = await call(who, 'POST', path, body)
  if (res.status !== 201) throw new Error(`fixture ${path} as ${who}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`)
  return res.body.doc.id
}

// A phone number of its own per lead, so no rule about repeated leads (the same phone or
// address within minutes) meets these fixtures.
let phoneSeq = Math.floor(Math.random() * 9_000_000)
const phone = () => `+97150${String(1_000_000 + (phoneSeq++ % 9_000_000)).slice(-7)}`
const lead = (fullName: string, email: string, extra: Record<string, unknown> = {}) => ({
  source: 'lead-form',
  fullName,
  email,
  phone: phone(),
  salary: 12000,
  preference: 'travel',
  ...extra,
})

/** RFC 4180 rows (the BOM that opens our exports dropped): quoted cells may hold commas, quotes and line breaks. */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relaxColumnCount: true })

async function exportCsv(who: Who, query = '', base = cmsUrl()) {
  const token = tokens[who]
  const res = await fetch(`${base}/cms-api/leads/export.csv${query}`, { headers: token ? auth(token) : {} })
  const text = await res.text()
  return { res, status: res.status, text }
}

const auditEntries = async (action: string) =>
  (await call('admin', 'GET', `/audit-log?depth=0&limit=100&sort=-createdAt&where[action][equals]=${action}`)).body.docs as {
    action: string
    actor: number
    summary: string
    details: Record<string, unknown>
    collection: string | null
    documentId: string | null
  }[]

beforeAll(async () => {
  for (const role of ['user', 'editor', 'sales'] as const) people[role] = await createUser(role)
  tokens.guest = null
  tokens.user = people.user.token
  tokens.editor = people.editor.token
  tokens.sales = people.sales.token
  tokens.admin = await adminToken()
})

describe('GET /cms-api/leads/export.csv', () => {
  const tag = `csv${unique()}`
  const emails = [`a.${tag}@example.test`, `b.${tag}@example.test`, `c.${tag}@example.test`]
  const byTag = `?where[email][like]=${tag}`

  beforeAll(async () => {
    await created('admin', '/leads', lead('Aisha Khan', emails[0]!))
    await created('admin', '/leads', lead(FORMULA_NAME, emails[1]!))
    await created('admin', '/leads', lead('+Plus Name', emails[2]!))
  })

  it('gives the sales team and admins every matching lead as CSV, formula-safe', async () => {
    for (const who of ['sales', 'admin'] as const) {
      const { res, status, text } = await exportCsv(who, byTag)
      expect(status, who).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const [header, ...rows] = parseCsv(text)
      expect(header).toEqual(LEAD_CSV_COLUMNS)
      expect(rows.map((row) => row[LEAD_CSV_COLUMNS.indexOf('email')]).sort()).toEqual([...emails].sort())
      const names = rows.map((row) => row[LEAD_CSV_COLUMNS.indexOf('fullName')])
      expect(names).toContain(`'${FORMULA_NAME}`)
      expect(names).toContain("'+Plus Name")
      expect(names).toContain('Aisha Khan')
      // No cell of the file starts a formula.
      for (const cell of rows.flat()) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/)
      const stored = (await call('admin', 'GET', `/leads?depth=0&limit=10&where[email][like]=${tag}`)).body.docs as {
        id: number
        createdAt: string
      }[]
      expect(stored).toHaveLength(3)
      for (const row of rows) {
        const lead = stored.find((doc) => String(doc.id) === row[0])!
        // Times in UAE local time, not UTC ISO.
        expect(row[LEAD_CSV_COLUMNS.indexOf('createdAt (UAE time, GMT+4)')]).toBe(uaeMinute(lead.createdAt))
        expect(row[LEAD_CSV_COLUMNS.indexOf('phone')]).toMatch(/^'\+9715\d{8}$/)
        expect(row[LEAD_CSV_COLUMNS.indexOf('salary')]).toBe('12000')
        expect(row[LEAD_CSV_COLUMNS.indexOf('source')]).toBe('lead-form')
      }
    }
  })

  it('exports exactly what the list’s filter (or → and, as the admin list writes it) selects', async () => {
    const where = `?where[or][0][and][0][email][like]=${tag}&where[or][0][and][1][fullName][equals]=Aisha%20Khan`
    const { status, text } = await exportCsv('sales', where)
    expect(status).toBe(200)
    const rows = parseCsv(text).slice(1)
    expect(rows).toHaveLength(1)
    expect(rows[0]![LEAD_CSV_COLUMNS.indexOf('email')]).toBe(emails[0])
    // The list's search box works the same way.
    const searched = parseCsv((await exportCsv('sales', `${byTag}&search=Aisha`)).text).slice(1)
    expect(searched.map((row) => row[LEAD_CSV_COLUMNS.indexOf('email')])).toEqual([emails[0]])
  })

  it('pages through more leads than one page holds', async () => {
    const many = `csvmany${unique()}`
    for (let i = 0; i < 260; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, 260 - i) }, (_, j) =>
          created('admin', '/leads', lead(`Bulk Lead ${i + j}`, `bulk${i + j}.${many}@example.test`)),
        ),
      )
    }
    const rows = parseCsv((await exportCsv('sales', `?where[email][like]=${many}`)).text).slice(1)
    expect(rows).toHaveLength(260)
    expect(new Set(rows.map((row) => row[0])).size).toBe(260)
  })

  it('works through the storefront’s proxy', async () => {
    const { status, text } = await exportCsv('sales', byTag, baseUrl())
    expect(status).toBe(200)
    expect(parseCsv(text).slice(1)).toHaveLength(3)
  })

  it('refuses guests (401) and users and editors (403), in JSON', async () => {
    for (const [who, expected] of [
      ['guest', 401],
      ['user', 403],
      ['editor', 403],
    ] as const) {
      const { res, status, text } = await exportCsv(who, byTag)
      expect(status, who).toBe(expected)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(JSON.parse(text).errors[0].message).toBeTruthy()
      expect(text).not.toContain(emails[0])
    }
  })

  it('answers a malformed filter with 400, not a file', async () => {
    const { status } = await exportCsv('sales', '?where[salary][equals]=lots')
    expect(status).toBe(400)
  })

  it('is written to the audit log with the filter’s fields, not its values', async () => {
    const [entry] = (await auditEntries('leads-export')).filter((e) => e.actor === people.sales.id)
    expect(entry).toBeTruthy()
    expect(entry!.summary).toMatch(/^Exported \d+ lead/)
    expect(entry!.details.filteredBy).toEqual(expect.arrayContaining(['email']))
    expect(JSON.stringify(entry)).not.toContain(tag)
  })
})

describe('privacy requests: POST /cms-api/privacy/export and /erase', () => {
  let subject: TestUser
  let bystander: TestUser
  const ids = { leads: [] as number[], notes: [] as number[], bystanderLeads: [] as number[] }
  let cards: number[] = []

  beforeAll(async () => {
    cards = (await getJson(`${cmsUrl()}/cms-api/credit-cards?limit=2&depth=0&sort=id`)).body.docs.map((c: { id: number }) => c.id)
    subject = await createUser('user')
    bystander = await createUser('user')
    for (const person of [subject, bystander]) {
      const as = { Authorization: `JWT ${person.token}` }
      const post = async (path: string, body: unknown) => {
        const res = await getJson(`${cmsUrl()}/cms-api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...as },
          body: JSON.stringify(body),
        })
        if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`)
        return res.body.doc.id as number
      }
      await post('/favorites', { card: cards[0] })
      await post('/compare-lists', { cards })
      await post('/user-preferences', { monthlyIncome: 15000 })
      // Interactions are recorded by the storefront's server, not by the member: an admin stands in.
      await created('admin', '/card-interactions', { user: person.id, card: cards[0], interactionType: 'view' })
      expect((await getJson(`${cmsUrl()}/cms-api/fortune-cookies/today`, { headers: as })).status).toBe(200)
      // A lead staff recorded for the member's account, from another address: theirs by account.
      const own = await created(
        'admin',
        '/leads',
        lead('Lena Subject', `work.${unique()}@example.test`, { user: person.id, card: cards[0] }),
      )
      if (person === subject) ids.leads.push(own)
      else ids.bystanderLeads.push(own)
    }
    // A lead sent while signed out, with the address in capitals, is theirs too.
    ids.leads.push(await created('admin', '/leads', lead('Lena Subject', subject.email.toUpperCase(), { card: cards[1] })))
    ids.notes.push(await created('sales', '/lead-notes', { lead: ids.leads[0], content: 'Called, wants a travel card' }))
    await created('sales', '/lead-notes', { lead: ids.bystanderLeads[0], content: 'Not this person' })
  })

  const counts = { account: 1, leads: 2, leadNotes: 1, favorites: 1, compareLists: 1, preferences: 1, fortunes: 1, cardInteractions: 1 }

  it('export: an admin gets everything held about the address, without credentials', async () => {
    const { status, body } = await call('admin', 'POST', '/privacy/export', { email: subject.email })
    expect(status).toBe(200)
    expect(body.counts).toMatchObject(counts)
    expect(body.account).toMatchObject({ id: subject.id, username: subject.username, email: subject.email })
    expect(body.leads.map((l: { id: number }) => l.id).sort()).toEqual([...ids.leads].sort())
    expect(body.leadNotes.map((n: { id: number }) => n.id)).toEqual(ids.notes)
    const text = JSON.stringify(body)
    expect(text).not.toMatch(/"(hash|salt|sessions|resetPasswordToken|verificationToken|password)"/)
    expect(text).not.toContain(bystander.email)
    expect(text).not.toContain('Not this person')
  })

  it('export: an unknown address is 200 with nothing found', async () => {
    const { status, body } = await call('admin', 'POST', '/privacy/export', { email: `nobody.${unique()}@example.test` })
    expect(status).toBe(200)
    expect(body.account).toBeNull()
    expect(Object.values(body.counts).every((n) => n === 0)).toBe(true)
  })

  it('only admins: guests 401, users, editors and sales 403, and nothing is erased', async () => {
    for (const path of ['/privacy/export', '/privacy/erase']) {
      for (const [who, expected] of [
        ['guest', 401],
        ['user', 403],
        ['editor', 403],
        ['sales', 403],
      ] as const) {
        const res = await call(who, 'POST', path, { email: subject.email, confirm: true })
        expect(res.status, `${who} ${path}`).toBe(expected)
        expect(JSON.stringify(res.body)).not.toContain(subject.username)
      }
    }
    expect((await call('admin', 'POST', '/privacy/export', { email: subject.email })).body.counts).toMatchObject(counts)
  })

  it('bad bodies are 400 with a message', async () => {
    const bad: [string, unknown][] = [
      ['/privacy/export', {}],
      ['/privacy/export', { email: 'not-an-address' }],
      ['/privacy/export', { email: ['a@b.test'] }],
      ['/privacy/export', '{"email":'],
      ['/privacy/erase', { email: subject.email }],
      ['/privacy/erase', { email: subject.email, confirm: 'yes' }],
      ['/privacy/erase', { email: subject.email, confirm: true, deleteAccount: 'please' }],
      ['/privacy/erase', { confirm: true }],
    ]
    for (const [path, body] of bad) {
      const res = await call('admin', 'POST', path, body)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(res.body.errors[0].message).toBeTruthy()
    }
    expect((await call('admin', 'POST', '/privacy/export', { email: subject.email })).body.counts).toMatchObject(counts)
  })

  it('erase: deletes their records in one go, keeps the account, leaves everyone else’s alone, and audits it', async () => {
    const before = (await call('admin', 'POST', '/privacy/export', { email: bystander.email })).body.counts
    const { status, body } = await call('admin', 'POST', '/privacy/erase', { email: subject.email, confirm: true })
    expect(status).toBe(200)
    expect(body.erased).toEqual({ ...counts, account: 0 })
    expect(body.accountKept).toBe(true)
    expect(body.email).toBe(`${subject.email[0]}***@test.cardcompare.local`)

    for (const id of ids.leads) expect((await call('admin', 'GET', `/leads/${id}`)).status).toBe(404)
    for (const id of ids.notes) expect((await call('admin', 'GET', `/lead-notes/${id}`)).status).toBe(404)
    for (const slug of ['favorites', 'compare-lists', 'user-preferences', 'fortune-cookies', 'card-interactions']) {
      expect((await call('admin', 'GET', `/${slug}?depth=0&where[user][equals]=${subject.id}`)).body.totalDocs, slug).toBe(0)
    }
    expect((await call('admin', 'GET', `/users/${subject.id}`)).status).toBe(200)
    expect((await call('admin', 'POST', '/privacy/export', { email: subject.email })).body.counts).toMatchObject({
      account: 1,
      leads: 0,
      leadNotes: 0,
      favorites: 0,
    })
    // Someone else's records are untouched.
    expect((await call('admin', 'POST', '/privacy/export', { email: bystander.email })).body.counts).toEqual(before)
    for (const id of ids.bystanderLeads) expect((await call('admin', 'GET', `/leads/${id}`)).status).toBe(200)

    const [entry] = await auditEntries('privacy-erase')
    expect(entry).toMatchObject({ collection: 'users', documentId: String(subject.id) })
    expect(entry!.summary).toContain(`${subject.email[0]}***@test.cardcompare.local`)
    expect(entry!.summary).toContain('2 leads')
    expect(entry!.details).toMatchObject({ counts: { ...counts, account: 0 }, deleteAccount: false, accountKept: true })
    expect(JSON.stringify(entry)).not.toContain(subject.email)
    expect(JSON.stringify(entry)).not.toContain(subject.username)
    const [exported] = await auditEntries('privacy-export')
    expect(exported!.summary).toMatch(/^Exported the data held for /)
    expect(JSON.stringify(await auditEntries('privacy-export'))).not.toContain(subject.email)
  })

  it('erase: an unknown address is 200 with zero counts; the account goes only when asked, never your own', async () => {
    const nobody = await call('admin', 'POST', '/privacy/erase', {
      email: `nobody.${unique()}@example.test`,
      confirm: true,
      deleteAccount: true,
    })
    expect(nobody.status).toBe(200)
    expect(Object.values(nobody.body.erased).every((n) => n === 0)).toBe(true)

    const me = (await call('admin', 'GET', '/users/me')).body.user
    const own = await call('admin', 'POST', '/privacy/erase', { email: me.email, confirm: true, deleteAccount: true })
    expect(own.status).toBe(400)
    expect((await call('admin', 'GET', `/users/${me.id}`)).status).toBe(200)

    const gone = await call('admin', 'POST', '/privacy/erase', { email: subject.email, confirm: true, deleteAccount: true })
    expect(gone.status).toBe(200)
    expect(gone.body.erased.account).toBe(1)
    expect((await call('admin', 'GET', `/users/${subject.id}`)).status).toBe(404)
    expect((await call('admin', 'GET', `/users/${bystander.id}`)).status).toBe(200)
  })
})

describe('the audit log', () => {
  it('its privacy entries are read by admins only (editors read the catalogue’s history), and no request writes it', async () => {
    expect((await call('admin', 'GET', '/audit-log?limit=1')).status).toBe(200)
    for (const who of ['guest', 'user', 'sales'] as const) {
      const res = await call(who, 'GET', '/audit-log?limit=100')
      expect(res.status === 403 || (res.status === 200 && res.body.docs.length === 0), who).toBe(true)
    }
    const privacy = await call('editor', 'GET', '/audit-log?limit=100&depth=0&where[action][in]=privacy-export,privacy-erase,leads-export')
    expect(privacy.status).toBe(200)
    expect(privacy.body.docs).toEqual([])
    const editorView = await call('editor', 'GET', '/audit-log?limit=100&depth=0')
    expect(editorView.body.docs.every((d: { action: string }) => ['create', 'update', 'delete', 'import'].includes(d.action))).toBe(true)
    const [entry] = (await call('admin', 'GET', '/audit-log?limit=1&depth=0')).body.docs
    for (const who of ['guest', 'user', 'editor', 'sales', 'admin'] as const) {
      expect([401, 403], `${who} creates`).toContain(
        (await call(who, 'POST', '/audit-log', { action: 'privacy-erase', summary: 'forged' })).status,
      )
      expect([401, 403, 404], `${who} updates`).toContain(
        (await call(who, 'PATCH', `/audit-log/${entry.id}`, { summary: 'changed' })).status,
      )
      expect([401, 403, 404], `${who} deletes`).toContain((await call(who, 'DELETE', `/audit-log/${entry.id}`)).status)
    }
    expect((await call('admin', 'GET', `/audit-log/${entry.id}?depth=0`)).body.summary).toBe(entry.summary)
  })
})
