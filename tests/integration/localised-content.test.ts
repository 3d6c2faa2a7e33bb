// docs/decisions/037: the CMS keeps card, bank, card type, feature and blog texts per language.
// An editor's Arabic bank description shows on the Arabic bank page only; where there is no
// Arabic value the English one is shown, marked lang="en"; English pages and the /api contract
// stay as they were. The migration that made the texts localised keeps every existing value as
// the English one, and its down() puts them back.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BANK_NAMES_AR } from '@cardcompare/shared'
import { databaseUrl } from '../env'
import { auth, baseUrl, cmsUrl, createUser, getJson, type TestUser } from './helpers'

/** A listed bank with an English description in the seed (Emirates NBD). */
const BANK = 10
const ARABIC = 'بنك إماراتي رائد يقدم بطاقات ائتمان لكل أسلوب حياة.'
let editor: TestUser

const page = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}
/** The element whose text is exactly `text`, as the page's HTML has it (its opening tag). */
const tagOf = (html: string, text: string) => {
  const at = html.indexOf(`>${text}<`)
  expect(at, `"${text}" on the page`).toBeGreaterThan(0)
  return html.slice(html.lastIndexOf('<', at), at + 1)
}
/** The page's h1: its text and its attributes, as the HTML has them. */
const heading = (html: string) => {
  const [, attributes = '', text = ''] = /<h1([^>]*)>([^<]*)<\/h1>/.exec(html) ?? []
  return { text, attributes }
}
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

async function setArabicDescription(description: string | null) {
  const { status, body } = await getJson(`${cmsUrl()}/cms-api/banks/${BANK}?locale=ar`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...auth(editor.token) },
    body: JSON.stringify({ description }),
  })
  expect(status, JSON.stringify(body)).toBe(200)
}

beforeAll(async () => {
  editor = await createUser('editor')
})

afterAll(async () => {
  if (editor) await setArabicDescription(null)
})

describe('localised CMS texts (docs/decisions/037)', () => {
  it('an Arabic bank description saved with ?locale=ar shows on /ar/bank/:id; /bank/:id keeps English; a missing one falls back marked lang="en"', async () => {
    const english = (await getJson(`${baseUrl()}/api/banks`)).body.find((bank: { id: number }) => bank.id === BANK)
    expect(english.description).toEqual(expect.any(String))
    const englishText = escaped(english.description)

    // Before: the seeded Arabic name, and the English description marked English.
    let arabicPage = await page(`/ar/bank/${BANK}`)
    expect(tagOf(arabicPage, BANK_NAMES_AR['Emirates NBD'])).not.toContain('lang=')
    expect(tagOf(arabicPage, englishText)).toContain('lang="en"')

    await setArabicDescription(ARABIC)
    await vi.waitFor(
      async () => {
        arabicPage = await page(`/ar/bank/${BANK}`)
        expect(arabicPage).toContain(ARABIC)
      },
      { timeout: 5_000, interval: 100 },
    )
    expect(tagOf(arabicPage, ARABIC)).not.toContain('lang=')
    expect(arabicPage).not.toContain(englishText)

    const englishPage = await page(`/bank/${BANK}`)
    expect(englishPage).toContain(englishText)
    expect(englishPage).not.toContain(ARABIC)
    expect(tagOf(englishPage, englishText)).not.toContain('lang=')
    expect(tagOf(englishPage, 'Emirates NBD')).not.toContain('lang=')

    // Another bank has no Arabic description: English, marked.
    const other = (await getJson(`${baseUrl()}/api/banks`)).body.find(
      (bank: { id: number; description: string | null }) => bank.id !== BANK && bank.description,
    )
    expect(tagOf(await page(`/ar/bank/${other.id}`), escaped(other.description))).toContain('lang="en"')
  })

  it('a card’s Arabic description and welcome bonus show on its Arabic page unmarked; its bank and types are named in Arabic; English stays English', async () => {
    type Card = { id: number; slug: string; description: string | null; welcomeBonus: string | null; bankId: number; cardTypeIds: number[] }
    const cards = (await getJson(`${baseUrl()}/api/credit-cards?limit=100`)).body.cards as Card[]
    const card = cards.find((c) => c.description && c.welcomeBonus && c.cardTypeIds.length > 0)!
    const other = cards.find((c) => c.id !== card.id && c.description)!
    const description = 'بطاقة تمنحك استردادًا نقديًا على مشترياتك اليومية.'
    const welcomeBonus = 'مكافأة ترحيبية عند أول عملية شراء.'
    const patch = async (body: object) => {
      const res = await getJson(`${cmsUrl()}/cms-api/credit-cards/${card.id}?locale=ar`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', ...auth(editor.token) },
        body: JSON.stringify(body),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    await patch({ description, welcomeBonus })
    try {
      let arabicPage = ''
      await vi.waitFor(
        async () => {
          arabicPage = await page(`/ar/credit-cards/${card.slug}`)
          expect(arabicPage).toContain(description)
        },
        { timeout: 5_000, interval: 100 },
      )
      expect(tagOf(arabicPage, description)).not.toContain('lang=')
      expect(tagOf(arabicPage, welcomeBonus)).not.toContain('lang=')
      expect(arabicPage).not.toContain(escaped(card.description!))
      const bankName = (await getJson(`${baseUrl()}/api/banks?locale=ar`)).body.find((b: { id: number }) => b.id === card.bankId).name
      expect(arabicPage).toContain(bankName)
      const typeName = (await getJson(`${baseUrl()}/api/card-types?locale=ar`)).body.find(
        (t: { id: number }) => t.id === card.cardTypeIds[0],
      ).name
      expect(tagOf(arabicPage, typeName)).not.toContain('lang=')

      const englishPage = await page(`/credit-cards/${card.slug}`)
      expect(englishPage).toContain(escaped(card.description!))
      expect(englishPage).not.toContain(description)
      expect(englishPage).not.toContain(welcomeBonus)

      // A card with no Arabic text yet: its English description, marked English.
      expect(tagOf(await page(`/ar/credit-cards/${other.slug}`), escaped(other.description!))).toContain('lang="en"')
    } finally {
      await patch({ description: null, welcomeBonus: null })
    }
  })

  it('the spec’s own rewards words (“Varies”, “N/A”) are Arabic on an Arabic card page and comparison; English pages keep them', async () => {
    type Card = { id: number; slug: string; rewardRate: string | null; sources: { figures: string[] }[] }
    const cards = (await getJson(`${baseUrl()}/api/credit-cards?limit=100`)).body.cards as Card[]
    // A card page publishes only a figure a document confirms: two cards whose rewards have one.
    const [varies, none] = cards.filter((c) => c.sources.some((source) => source.figures.includes('rewardRate')))
    expect(none, 'two listed cards whose rewards a document confirms').toBeDefined()
    const patch = async (card: Card, rewardRate: string | null) => {
      const res = await getJson(`${cmsUrl()}/cms-api/credit-cards/${card.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', ...auth(editor.token) },
        body: JSON.stringify({ rewardRate }),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    await patch(varies!, 'Varies')
    await patch(none!, '0%')
    try {
      let arabicPage = ''
      await vi.waitFor(
        async () => {
          arabicPage = await page(`/ar/credit-cards/${varies!.slug}`)
          expect(arabicPage).toContain('>يختلف<')
        },
        { timeout: 5_000, interval: 100 },
      )
      expect(arabicPage).not.toContain('>Varies<')
      expect(await page(`/credit-cards/${varies!.slug}`)).toContain('>Varies<')
      expect(await page(`/ar/credit-cards/${none!.slug}`)).toContain('>غير متوفر<')

      const ids = `${varies!.id},${none!.id}`
      const comparison = await page(`/ar/compare?cards=${ids}`)
      expect(comparison).toContain('>يختلف<')
      expect(comparison).toContain('>غير متوفر<')
      expect(comparison).not.toMatch(/>(Varies|N\/A)</)
      const englishComparison = await page(`/compare?cards=${ids}`)
      expect(englishComparison).toContain('>Varies<')
      expect(englishComparison).toContain('>N/A<')
    } finally {
      await patch(varies!, varies!.rewardRate)
      await patch(none!, none!.rewardRate)
    }
  })

  it('a blog post’s Arabic title and excerpt show on the Arabic blog unmarked; untranslated posts and content are English, marked', async () => {
    type Post = { id: number; slug: string; title: string; excerpt: string | null }
    const { body } = await getJson(`${cmsUrl()}/cms-api/blog-posts?where[published][equals]=true&sort=-publishedAt&limit=1&depth=0`)
    const other = body.docs[0] as Post
    const cms = async (method: string, path: string, fields?: object) => {
      const res = await getJson(`${cmsUrl()}/cms-api/blog-posts${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...auth(editor.token) },
        body: fields && JSON.stringify(fields),
      })
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
      return res.body
    }
    const slug = `arabic-test-${Date.now().toString(36)}`
    const englishTitle = `A post in two languages ${slug}`
    const created = await cms('POST', '', {
      title: englishTitle,
      slug,
      excerpt: 'Its English excerpt.',
      published: true,
      publishedAt: new Date().toISOString(),
    })
    const post = created.doc as Post
    const title = 'درجتك الائتمانية: ماذا يعني الرقم'
    const excerpt = 'كيف تؤثر درجتك الائتمانية في موافقة البنوك على بطاقتك.'
    try {
      await cms('PATCH', `/${post.id}?locale=ar`, { title, excerpt })
      let list = ''
      await vi.waitFor(
        async () => {
          list = await page('/ar/blog')
          expect(list).toContain(title)
        },
        { timeout: 5_000, interval: 100 },
      )
      expect(tagOf(list, title)).not.toContain('lang=')
      expect(tagOf(list, excerpt)).not.toContain('lang=')
      expect(tagOf(list, escaped(other.title))).toContain('lang="en"')
      expect(tagOf(list, escaped(other.title))).toContain('dir="auto"')
      expect(heading(await page(`/ar/blog/${slug}`))).toEqual({ text: title, attributes: expect.not.stringContaining('lang=') })

      // A post with no Arabic yet: its title and its content in English, marked.
      const untranslated = await page(`/ar/blog/${other.slug}`)
      expect(heading(untranslated)).toEqual({ text: escaped(other.title), attributes: expect.stringContaining('lang="en"') })
      expect(untranslated).toMatch(/<div lang="en" dir="auto" class="[^"]*break-words/)

      const english = await page('/blog')
      expect(tagOf(english, englishTitle)).not.toContain('lang=')
      expect(english).not.toContain(title)
    } finally {
      await cms('DELETE', `/${post.id}`)
    }
  })

  it('/api keeps English without ?locale; ?locale=ar gives the Arabic texts and names the fields still in English', async () => {
    await setArabicDescription(ARABIC)
    const plain = (await getJson(`${baseUrl()}/api/banks`)).body as { id: number; name: string; lang?: unknown }[]
    expect(plain.every((bank) => bank.lang === undefined)).toBe(true)
    expect(plain.find((bank) => bank.id === BANK)?.name).toBe('Emirates NBD')

    await vi.waitFor(
      async () => {
        const { status, body } = await getJson(`${baseUrl()}/api/banks?locale=ar`)
        expect(status).toBe(200)
        const bank = body.find((b: { id: number }) => b.id === BANK)
        expect(bank).toMatchObject({ name: BANK_NAMES_AR['Emirates NBD'], description: ARABIC })
        expect(bank.lang).toBeUndefined()
        const other = body.find((b: { id: number; description: string | null }) => b.id !== BANK && b.description)
        expect(other.lang).toEqual({ description: 'en' })
      },
      { timeout: 5_000, interval: 100 },
    )

    const types = (await getJson(`${baseUrl()}/api/card-types?locale=ar`)).body
    expect(types[1]).toMatchObject({ id: 2, name: 'استرداد نقدي' })
    const features = (await getJson(`${baseUrl()}/api/features?locale=ar`)).body
    expect(features[0]).toMatchObject({ id: 1, name: 'بدون رسوم سنوية' })
    // Card texts have no Arabic yet: each card says which of its texts are English.
    const cards = (await getJson(`${baseUrl()}/api/credit-cards?locale=ar&limit=5`)).body.cards
    expect(cards.find((card: { description: string | null }) => card.description).lang).toMatchObject({ description: 'en' })

    expect((await getJson(`${baseUrl()}/api/banks?locale=fr`)).status).toBe(400)
  })
})

// The migration's statements run on a database of their own, as `payload migrate` would run
// them, between the previous migrations' schema (with rows in it) and this one.
describe('the localised-fields migration keeps the data', () => {
  const scratch = `l10n_migration_${Math.random().toString(36).slice(2, 8)}`
  let admin: pg.Pool
  let db: pg.Pool
  let run: (direction: 'up' | 'down', name: string) => Promise<void>
  const cms = path.resolve('cms')

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: databaseUrl(), max: 1 })
    await admin.query(`CREATE DATABASE ${scratch}`)
    const url = new URL(databaseUrl())
    url.pathname = `/${scratch}`
    db = new pg.Pool({ connectionString: url.toString(), max: 1 })
    // `end()` can resolve while its connection is still closing; the forced drop below then ends
    // that connection, which is expected and must not surface as an uncaught error.
    db.on('error', () => {})
    // drizzle's Postgres dialect turns a migration's sql`` into text and parameters.
    // (the copy Payload's adapter uses, so that its sql`` objects are the dialect's own).
    const require = createRequire(path.join(cms, 'node_modules/@payloadcms/db-postgres/package.json'))
    type Dialect = { sqlToQuery: (query: unknown) => { sql: string; params: unknown[] } }
    const { PgDialect } = (await import(pathToFileURL(require.resolve('drizzle-orm/pg-core')).href)) as { PgDialect: new () => Dialect }
    const dialect = new PgDialect()
    const execute = async (query: unknown) => {
      const { sql, params } = dialect.sqlToQuery(query)
      return db.query(sql, params)
    }
    const { migrations } = (await import(pathToFileURL(path.join(cms, 'src/migrations/index.ts')).href)) as {
      migrations: { name: string; up: (args: unknown) => Promise<void>; down: (args: unknown) => Promise<void> }[]
    }
    run = async (direction, name) => {
      const migration = migrations.find((m) => m.name === name)!
      await migration[direction]({ db: { execute }, payload: null, req: null })
    }
    for (const migration of migrations) {
      if (migration.name.endsWith('_localised_content')) break
      await migration.up({ db: { execute }, payload: null, req: null })
    }
  }, 120_000)

  afterAll(async () => {
    await db?.end()
    await admin?.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`)
    await admin?.end()
  })

  it('copies every value into the English rows, names the seeded banks in Arabic, and down() puts the columns back', async () => {
    const migration = '20261127_130620_localised_content'
    await db.query(
      `INSERT INTO banks (id, name, slug, description) VALUES (1, 'ADCB', 'adcb', 'A leading bank.'), (2, 'Other Bank', 'other', NULL)`,
    )
    await db.query(`INSERT INTO card_types (id, name, description) VALUES (1, 'Cashback', 'Money back.')`)
    await db.query(`INSERT INTO features (id, name, description) VALUES (1, 'No Annual Fee', 'Free.')`)
    await db.query(
      `INSERT INTO credit_cards (id, name, bank_id, description, welcome_bonus, reward_rate) VALUES (1, 'Card', 1, 'A card.', 'AED 500', '1%')`,
    )
    await db.query(`INSERT INTO blog_categories (id, name, slug) VALUES (1, 'Guides', 'guides')`)
    await db.query(`INSERT INTO blog_posts (id, title, excerpt, content) VALUES (1, 'A post', 'Short', '{"root":{}}')`)

    await run('up', migration)
    const rows = async (table: string, columns: string) =>
      (await db.query(`SELECT _parent_id AS id, _locale AS locale, ${columns} FROM ${table}_locales ORDER BY _parent_id, _locale`)).rows
    expect(await rows('banks', 'name, description')).toEqual([
      { id: 1, locale: 'en', name: 'ADCB', description: 'A leading bank.' },
      { id: 1, locale: 'ar', name: BANK_NAMES_AR.ADCB, description: null },
      { id: 2, locale: 'en', name: 'Other Bank', description: null },
    ])
    expect(await rows('card_types', 'name')).toEqual([
      { id: 1, locale: 'en', name: 'Cashback' },
      { id: 1, locale: 'ar', name: 'استرداد نقدي' },
    ])
    expect((await rows('features', 'name')).map((row) => row.locale)).toEqual(['en', 'ar'])
    expect(await rows('credit_cards', 'description, welcome_bonus, reward_rate')).toEqual([
      { id: 1, locale: 'en', description: 'A card.', welcome_bonus: 'AED 500', reward_rate: '1%' },
    ])
    expect(await rows('blog_posts', 'title, excerpt, content')).toEqual([
      { id: 1, locale: 'en', title: 'A post', excerpt: 'Short', content: { root: {} } },
    ])
    expect(await rows('blog_categories', 'name')).toEqual([{ id: 1, locale: 'en', name: 'Guides' }])

    await run('down', migration)
    expect((await db.query(`SELECT id, name, description FROM banks ORDER BY id`)).rows).toEqual([
      { id: 1, name: 'ADCB', description: 'A leading bank.' },
      { id: 2, name: 'Other Bank', description: null },
    ])
    expect((await db.query(`SELECT description, welcome_bonus, reward_rate FROM credit_cards`)).rows).toEqual([
      { description: 'A card.', welcome_bonus: 'AED 500', reward_rate: '1%' },
    ])
    expect((await db.query(`SELECT title, content FROM blog_posts`)).rows).toEqual([{ title: 'A post', content: { root: {} } }])
    // And up again, as a redeploy after a rollback would.
    await run('up', migration)
    expect((await rows('banks', 'name')).length).toBe(3)
  })
})
