// docs/decisions/013: the catalogue's import API and export, through the real CMS and PostgreSQL:
// dry-run reports, all-or-nothing apply, export → import round trips, hostile files, roles,
// API keys, the audit trail of every imported change, and lastUpdated.
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { IMPORT_COLUMNS, IMPORT_MESSAGES, UNSOURCED_LISTING } from '@cardcompare/shared'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, sql, type TestUser } from './helpers'

type Who = 'guest' | 'user' | 'sales' | 'editor' | 'admin'
const people = {} as Record<'user' | 'sales' | 'editor', TestUser>
const tokens = {} as Record<Who, string | null>
const run = randomUUID().slice(0, 6)

const source = (figures: string[] = ['annualFee']) => ({
  title: 'ADCB Service and Price Guide',
  kind: 'schedule-of-charges',
  url: 'https://www.adcb.com/en/personal/cards/price-guide.pdf',
  documentDate: null,
  checkedAt: '2026-11-23',
  figures,
})

/** A CSV file from rows of cells (quoted where needed). */
function csv(columns: string[], rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : String(v)
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [columns, ...rows].map((r) => r.map(cell).join(',')).join('\n') + '\n'
}

type Body = string | Uint8Array<ArrayBuffer>
function send(
  who: Who,
  kind: string,
  body: Body,
  { dryRun = false, type = 'text/csv', query = '', headers = {} as Record<string, string> } = {},
) {
  const token = tokens[who]
  const q = new URLSearchParams(query)
  if (dryRun) q.set('dryRun', 'true')
  return getJson(`${cmsUrl()}/cms-api/import/${kind}?${q}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...(token ? auth(token) : {}), ...headers },
    body,
  })
}

async function exported(who: Who, kind: string, format: 'csv' | 'json') {
  const token = tokens[who]
  const res = await fetch(`${cmsUrl()}/cms-api/export/${kind}?format=${format}`, { headers: token ? auth(token) : {} })
  // Decoded keeping the byte-order mark, which the CSV starts with for spreadsheets.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text }
}

const cardFile = (rows: (string | number | null)[][]) =>
  csv(['slug', 'name', 'bank', 'cardTypes', 'fees.annualFee', 'fees.vat', 'description', 'isActive', 'sources'], rows)
const cardRow = (slug: string, fee: number | null, extra: { description?: string; bank?: string; active?: boolean } = {}) => [
  slug,
  `Test Card ${slug}`,
  extra.bank ?? 'ADCB',
  'Cashback | Rewards',
  fee,
  'included',
  extra.description ?? 'A test card.',
  extra.active === false ? 'false' : 'true',
  JSON.stringify([source()]),
]

async function cardBySlug(slug: string) {
  const { body } = await getJson(`${cmsUrl()}/cms-api/credit-cards?depth=0&where[slug][equals]=${slug}`, {
    headers: auth(await adminToken()),
  })
  return body.docs[0] ?? null
}

beforeAll(async () => {
  people.user = await createUser('user')
  people.sales = await createUser('sales')
  people.editor = await createUser('editor')
  Object.assign(tokens, {
    guest: null,
    user: people.user.token,
    sales: people.sales.token,
    editor: people.editor.token,
    admin: await adminToken(),
  })
  // Two cards this file owns: one to change, one to leave alone.
  const setup = await send('editor', 'cards', cardFile([cardRow(`keep-${run}`, 100), cardRow(`change-${run}`, 200)]))
  if (setup.status !== 200) throw new Error(`setup import: ${setup.status} ${JSON.stringify(setup.body).slice(0, 400)}`)
}, 120_000)

// The cards this file made leave with it: the end-to-end tests read the same catalogue.
afterAll(async () => {
  await getJson(`${cmsUrl()}/cms-api/credit-cards?where[slug][like]=-${run}`, { method: 'DELETE', headers: auth(await adminToken()) })
})

describe('who may import and export', () => {
  it('editors and admins may; sales, plain users and guests may not (403/401)', async () => {
    const file = cardFile([cardRow(`keep-${run}`, 100)])
    expect((await send('guest', 'cards', file, { dryRun: true })).status).toBe(401)
    for (const who of ['user', 'sales'] as const) {
      const res = await send(who, 'cards', file, { dryRun: true })
      expect(res.status, who).toBe(403)
      expect(res.body.message).toBe('Only editors and admins may import catalogue data.')
    }
    for (const who of ['editor', 'admin'] as const) expect((await send(who, 'cards', file, { dryRun: true })).status, who).toBe(200)
    expect((await exported('guest', 'cards', 'csv')).status).toBe(401)
    expect((await exported('sales', 'banks', 'json')).status).toBe(403)
    expect((await exported('editor', 'features', 'csv')).status).toBe(200)
    expect((await send('editor', 'users', file, { dryRun: true })).status).toBe(404)
  })

  it('reaches the API through the public origin too', async () => {
    const res = await getJson(`${baseUrl()}/cms-api/import/cards?dryRun=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', ...auth(tokens.editor!) },
      body: cardFile([cardRow(`keep-${run}`, 100)]),
    })
    expect(res.status).toBe(200)
    expect(res.body.totals).toMatchObject({ unchanged: 1 })
  })
})

describe('the dry run', () => {
  it('reports new, changed (field by field), unchanged and invalid rows, and writes nothing', async () => {
    const file = cardFile([
      cardRow(`keep-${run}`, 100),
      cardRow(`change-${run}`, 250),
      cardRow(`new-${run}`, 0),
      cardRow(`bad-${run}`, 100, { bank: 'Bank of Nowhere' }),
      cardRow(`new-${run}`, 0),
    ])
    const { status, body } = await send('editor', 'cards', file, { dryRun: true })
    expect(status).toBe(200)
    expect(body).toMatchObject({ kind: 'cards', format: 'csv', dryRun: true, applied: false, importId: null })
    expect(body.totals).toEqual({ rows: 5, new: 1, changed: 1, unchanged: 1, invalid: 2 })
    expect(body.message).toBe('Dry run: 1 new, 1 changed, 1 unchanged, 2 invalid. Nothing has been written yet.')
    const byRow = Object.fromEntries(body.rows.map((r: { row: number }) => [r.row, r]))
    expect(byRow[2]).toMatchObject({ status: 'unchanged', key: `keep-${run}` })
    expect(byRow[3]).toMatchObject({ status: 'changed', changes: [{ field: 'fees.annualFee', from: 200, to: 250 }] })
    expect(byRow[4]).toMatchObject({ status: 'new', values: { bank: 'adcb', 'fees.annualFee': 0 } })
    expect(byRow[5]).toMatchObject({
      status: 'invalid',
      errors: [{ column: 'bank', message: expect.stringContaining('No bank called “Bank of Nowhere”') }],
    })
    expect(byRow[6]).toMatchObject({
      status: 'invalid',
      errors: [{ column: 'slug', message: 'Row 4 of this file has the same slug; each may appear once.' }],
    })
    expect(await cardBySlug(`new-${run}`)).toBeNull()
    expect((await cardBySlug(`change-${run}`)).fees.annualFee).toBe(200)
  })

  it('an apply with invalid rows is refused whole (422) and writes nothing', async () => {
    const file = cardFile([cardRow(`change-${run}`, 260), cardRow(`other-${run}`, 10, { bank: 'Bank of Nowhere' })])
    const { status, body } = await send('editor', 'cards', file)
    expect(status).toBe(422)
    expect(body.applied).toBe(false)
    expect(body.message).toContain(IMPORT_MESSAGES.invalidRows)
    expect((await cardBySlug(`change-${run}`)).fees.annualFee).toBe(200)
  })

  it('a listed card no source confirms is invalid, with the reason', async () => {
    const file = csv(['slug', 'name', 'bank', 'fees.annualFee', 'isActive'], [[`unsourced-${run}`, 'Unsourced', 'ADCB', 100, 'true']])
    const { body } = await send('editor', 'cards', file, { dryRun: true })
    expect(body.rows[0]).toMatchObject({ status: 'invalid', errors: [{ column: 'isActive', message: UNSOURCED_LISTING }] })
  })
})

describe('apply', () => {
  it('writes every row in one transaction, with one audit entry per changed document and the import', async () => {
    const before = await cardBySlug(`change-${run}`)
    const { status, body } = await send(
      'editor',
      'cards',
      cardFile([cardRow(`keep-${run}`, 100), cardRow(`change-${run}`, 275), cardRow(`added-${run}`, 50)]),
      {
        headers: { 'X-File-Name': encodeURIComponent('cards ü.csv') },
      },
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      applied: true,
      totals: { new: 1, changed: 1, unchanged: 1, invalid: 0 },
      message: 'Imported: 1 new, 1 changed, 1 unchanged, 0 invalid.',
    })
    expect(body.importId).toMatch(/^[0-9a-f-]{36}$/)
    const changed = await cardBySlug(`change-${run}`)
    expect(changed.fees.annualFee).toBe(275)
    expect(changed.annualFee).toBe('AED 275 a year incl. VAT')
    expect(new Date(changed.lastUpdated).getTime()).toBeGreaterThan(new Date(before.lastUpdated).getTime())
    expect(await cardBySlug(`added-${run}`)).toMatchObject({ bank: 1, isActive: true })

    const trail = await getJson(`${cmsUrl()}/cms-api/audit-log?depth=0&sort=createdAt&where[importId][equals]=${body.importId}`, {
      headers: auth(tokens.editor!),
    })
    expect(trail.status).toBe(200)
    const entries = trail.body.docs as { action: string; documentId: string; actor: number; changes: unknown; summary: string }[]
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'import', 'update'])
    const update = entries.find((e) => e.action === 'update')!
    expect(update).toMatchObject({ documentId: String(changed.id), actor: people.editor.id })
    expect(update.changes).toEqual(expect.arrayContaining([{ field: 'fees.annualFee', from: 200, to: 275 }]))
    // Related records by name, as the import and export write them.
    expect(entries.find((e) => e.action === 'create')!.changes).toEqual(
      expect.arrayContaining([
        { field: 'bank', from: null, to: 'ADCB' },
        { field: 'cardTypes', from: null, to: ['Cashback', 'Rewards'] },
      ]),
    )
    expect(entries.find((e) => e.action === 'import')!.summary).toBe('Imported cards from cards ü.csv: 1 new, 1 changed, 1 unchanged')
  })

  it('a card deleted in the admin is in the trail too, with what it held', async () => {
    const card = await cardBySlug(`added-${run}`)
    expect((await getJson(`${cmsUrl()}/cms-api/credit-cards/${card.id}`, { method: 'DELETE', headers: auth(tokens.editor!) })).status).toBe(
      200,
    )
    const trail = await getJson(
      `${cmsUrl()}/cms-api/audit-log?depth=0&where[documentId][equals]=${card.id}&where[collection][equals]=credit-cards&sort=-createdAt`,
      { headers: auth(tokens.editor!) },
    )
    expect(trail.body.docs[0]).toMatchObject({
      action: 'delete',
      actor: people.editor.id,
      summary: `Deleted card “Test Card added-${run}”`,
    })
    expect(trail.body.docs[0].changes).toEqual(expect.arrayContaining([{ field: 'fees.annualFee', from: 50, to: null }]))
  })

  it('is all or nothing: a row the database refuses mid-way leaves everything as it was', async () => {
    // Both rows pass the file's checks; the second breaks the unique bank name in PostgreSQL.
    const name = `Test Bank ${run}`
    const file = csv(
      ['slug', 'name', 'website'],
      [
        [`bank-a-${run}`, name, 'https://a.example'],
        [`bank-b-${run}`, name, 'https://b.example'],
      ],
    )
    expect((await send('editor', 'banks', file, { dryRun: true })).body.totals).toMatchObject({ new: 2, invalid: 0 })
    const { status, body } = await send('editor', 'banks', file)
    expect(status).toBe(422)
    expect(body.applied).toBe(false)
    expect(body.rows.find((r: { row: number }) => r.row === 3)).toMatchObject({ status: 'invalid', errors: [{ column: 'name' }] })
    expect(await sql('SELECT id FROM banks WHERE slug = ANY($1)', [[`bank-a-${run}`, `bank-b-${run}`]])).toEqual([])
    expect(await sql("SELECT id FROM audit_log WHERE action = 'create' AND summary LIKE $1", [`%${name}%`])).toEqual([])
  })

  it('a description-only change keeps lastUpdated; HTML is stored as text and shown inert', async () => {
    const before = await cardBySlug(`keep-${run}`)
    const html = `<script>alert("x")</script><img src=x onerror=alert(1)> ${run}`
    const res = await send('editor', 'cards', cardFile([cardRow(`keep-${run}`, 100, { description: html })]))
    expect(res.status).toBe(200)
    const after = await cardBySlug(`keep-${run}`)
    expect(after.description).toBe(html)
    expect(after.lastUpdated).toBe(before.lastUpdated)
    const page = await fetch(`${baseUrl()}/credit-cards/keep-${run}`)
    const text = await page.text()
    expect(page.status).toBe(200)
    expect(text).not.toContain('<script>alert("x")</script>')
    expect(text).not.toContain('<img src=x onerror')
    expect(text).toContain('&lt;script&gt;')
  })
})

describe('texts in Arabic (docs/decisions/037)', () => {
  it('`_ar` columns write the Arabic texts beside the English ones, a dry run compares them, and a blank cell empties one', async () => {
    const slug = `keep-${run}`
    const description = 'بطاقة اختبار باسترداد نقدي.'
    const file = (text: string) => csv(['slug', 'description_ar', 'welcomeBonus_ar'], [[slug, text, 'مكافأة ترحيبية']])
    const englishBefore = (await cardBySlug(slug)).description
    const applied = await send('editor', 'cards', file(description))
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.rows[0]).toMatchObject({ status: 'changed' })
    const read = async (locale?: string) =>
      (
        await getJson(
          `${cmsUrl()}/cms-api/credit-cards?depth=0&where[slug][equals]=${slug}${locale ? `&locale=${locale}&fallback-locale=none` : ''}`,
          {
            headers: auth(await adminToken()),
          },
        )
      ).body.docs[0]
    expect(await read('ar')).toMatchObject({ description, welcomeBonus: 'مكافأة ترحيبية' })
    expect((await read()).description).toBe(englishBefore)
    expect((await send('editor', 'cards', file(description), { dryRun: true })).body.totals).toMatchObject({ unchanged: 1, changed: 0 })

    // A new feature with its Arabic name, in one row.
    const name = `Test feature ${run}`
    const feature = await send('editor', 'features', csv(['name', 'name_ar', 'description_ar'], [[name, `ميزة ${run}`, 'وصف الميزة']]))
    expect(feature.status, JSON.stringify(feature.body)).toBe(200)
    // The storefront hears of the import just after it answers.
    const arabic = await vi.waitFor(
      async () => {
        const found = (await getJson(`${baseUrl()}/api/features?locale=ar`)).body.find((f: { name: string }) => f.name === `ميزة ${run}`)
        expect(found).toBeDefined()
        return found
      },
      { timeout: 5_000, interval: 100 },
    )
    expect(arabic).toMatchObject({ description: 'وصف الميزة' })
    expect(arabic.lang).toBeUndefined()
    await getJson(`${cmsUrl()}/cms-api/features/${arabic.id}`, { method: 'DELETE', headers: auth(await adminToken()) })

    expect((await send('editor', 'cards', file(''))).status).toBe(200)
    expect((await read('ar')).description ?? null).toBeNull()
  })
})

describe('export', () => {
  for (const kind of ['cards', 'banks', 'features'] as const) {
    for (const format of ['csv', 'json'] as const) {
      it(`${kind} as ${format} imports back as all unchanged`, async () => {
        const file = await exported('editor', kind, format)
        expect(file.status).toBe(200)
        expect(file.disposition).toMatch(new RegExp(`attachment; filename="cardcompare-${kind}-\\d{4}-\\d{2}-\\d{2}\\.${format}"`))
        const { status, body } = await send('editor', kind, file.text, {
          dryRun: true,
          type: format === 'csv' ? 'text/csv' : 'application/json',
        })
        expect(status).toBe(200)
        const notUnchanged = body.rows.filter((r: { status: string }) => r.status !== 'unchanged')
        expect(notUnchanged).toEqual([])
        expect(body.totals.unchanged).toBeGreaterThan(0)
        expect(body.message).toBe(`All ${body.totals.unchanged} rows unchanged: nothing to import.`)
      })
    }
  }

  it('CSV cells cannot start a formula in a spreadsheet', async () => {
    await send('editor', 'cards', cardFile([cardRow(`change-${run}`, 275, { description: '=HYPERLINK("http://evil.test","x")' })]))
    const file = await exported('editor', 'cards', 'csv')
    expect(file.text.startsWith('\uFEFFslug,name,bank')).toBe(true)
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`)
    expect(file.text.split('\n')[0]).toBe(`\uFEFF${IMPORT_COLUMNS.cards.join(',')}`)
  })
})

describe('hostile files are refused with their message and change nothing', () => {
  const cases: [string, () => Body, string, number, string][] = [
    [
      'UTF-16 text',
      () => new Uint8Array([0xff, 0xfe, ...Buffer.from('slug,name\r\n', 'utf16le')]),
      'text/csv',
      415,
      IMPORT_MESSAGES.notUtf8,
    ],
    ['Latin-1 text', () => new Uint8Array([...Buffer.from('slug,name\nx,Caf'), 0xe9, 0x0a]), 'text/csv', 415, IMPORT_MESSAGES.notUtf8],
    [
      'a binary file named .csv',
      () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...randomBytes(64)]),
      'text/csv',
      415,
      IMPORT_MESSAGES.notText,
    ],
    ['an empty file', () => '', 'text/csv', 400, IMPORT_MESSAGES.empty],
    ['a header without rows', () => 'slug,name\n', 'text/csv', 400, IMPORT_MESSAGES.noRows],
    ['broken JSON', () => '[{"slug": ', 'application/json', 400, 'The JSON file could not be read'],
    ['JSON that is not a list of objects', () => '[1, 2]', 'application/json', 400, IMPORT_MESSAGES.jsonShape],
    ['an unknown column', () => 'slug,name,cashbackPercent\nx,X,5\n', 'text/csv', 400, 'Unknown column: cashbackPercent.'],
    ['a __proto__ key', () => '[{"slug": "x", "__proto__": {"isActive": true}}]', 'application/json', 400, 'Unknown column: __proto__.'],
    ['a CSV with a broken quote', () => 'slug,name\n"x,Y\n', 'text/csv', 400, 'The CSV file could not be read'],
    ['a repeated column', () => 'slug,slug\nx,y\n', 'text/csv', 400, 'appears twice'],
    ['no key column', () => 'bank\nADCB\n', 'text/csv', 400, IMPORT_MESSAGES.noKeyColumn('cards')],
  ]
  for (const [name, body, type, status, message] of cases) {
    it(name, async () => {
      const res = await send('editor', 'cards', body(), { type })
      expect(res.status).toBe(status)
      expect(res.body.message).toContain(message)
    })
  }

  it('a 50 MB file (413) before it is read', async () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x61)
    const res = await send('editor', 'cards', big)
    expect(res.status).toBe(413)
    expect(res.body.message).toBe(IMPORT_MESSAGES.tooLarge)
  })

  it('a row naming a bank that does not exist, a bad number, a bad date', async () => {
    const file = csv(
      ['slug', 'name', 'bank', 'fees.annualFee', 'dataExpiryDate'],
      [[`x-${run}`, 'X', 'Nope Bank', 'AED 500', '31/12/2026']],
    )
    const { body } = await send('editor', 'cards', file, { dryRun: true })
    expect(body.rows[0].errors).toEqual([
      { column: 'fees.annualFee', message: 'Write a plain number, e.g. 1050 or 3.25 (no currency, commas or %).' },
      { column: 'dataExpiryDate', message: 'Write a date as YYYY-MM-DD.' },
      { column: 'bank', message: expect.stringContaining('No bank called “Nope Bank”') },
    ])
  })
})

describe('API keys', () => {
  it('an editor’s key imports; revoked, it stops working', async () => {
    const key = randomUUID()
    const me = people.editor
    const enable = await getJson(`${cmsUrl()}/cms-api/users/${me.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(me.token) },
      body: JSON.stringify({ enableAPIKey: true, apiKey: key }),
    })
    expect(enable.status).toBe(200)
    const withKey = (k: string) => ({ Authorization: `users API-Key ${k}`, 'Content-Type': 'text/csv' })
    const file = cardFile([cardRow(`keep-${run}`, 100)])
    const ok = await getJson(`${cmsUrl()}/cms-api/import/cards?dryRun=true`, { method: 'POST', headers: withKey(key), body: file })
    expect(ok.status).toBe(200)
    expect(
      (await getJson(`${cmsUrl()}/cms-api/import/cards?dryRun=true`, { method: 'POST', headers: withKey(randomUUID()), body: file }))
        .status,
    ).toBe(401)

    const revoke = await getJson(`${cmsUrl()}/cms-api/users/${me.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(me.token) },
      body: JSON.stringify({ enableAPIKey: false }),
    })
    expect(revoke.status).toBe(200)
    expect(
      (await getJson(`${cmsUrl()}/cms-api/import/cards?dryRun=true`, { method: 'POST', headers: withKey(key), body: file })).status,
    ).toBe(401)
  })

  it('a plain user cannot give themselves a key', async () => {
    const me = people.user
    const key = randomUUID()
    await getJson(`${cmsUrl()}/cms-api/users/${me.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(me.token) },
      body: JSON.stringify({ enableAPIKey: true, apiKey: key }),
    })
    const res = await getJson(`${cmsUrl()}/cms-api/users/me`, { headers: { Authorization: `users API-Key ${key}` } })
    expect(res.body.user ?? null).toBeNull()
  })
})

describe('the sample file', () => {
  it('docs/import/sample-cards.csv and .json are valid and describe the same card', async () => {
    const dir = path.resolve(__dirname, '../../docs/import')
    const fromCsv = await send('editor', 'cards', readFileSync(path.join(dir, 'sample-cards.csv'), 'utf8'), { dryRun: true })
    const fromJson = await send('editor', 'cards', readFileSync(path.join(dir, 'sample-cards.json'), 'utf8'), {
      dryRun: true,
      type: 'application/json',
    })
    expect(fromCsv.body.totals.invalid).toBe(0)
    expect(fromJson.body.totals.invalid).toBe(0)
    expect(fromJson.body.rows.map((r: { key: string }) => r.key)).toEqual(fromCsv.body.rows.map((r: { key: string }) => r.key))
  })
})
