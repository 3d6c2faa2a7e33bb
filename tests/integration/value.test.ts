// Value in AED (docs/decisions/014): the seeded reward rules reach the contract, the card page's
// calculator works without JavaScript, /how-we-rank shows the formula's worked example, and the
// card finder saves its answers and ranks only eligible cards.
import { HOW_WE_ARE_PAID } from '@cardcompare/shared'
import { describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, storefrontSessionCookie } from './helpers'
import { fromIp, origin } from './requests'

type ApiCard = {
  id: number
  name: string
  slug: string
  rewards: { programme: string; earn: { category: string; rate: number | null }[] } | null
  rates: { kind: string }
  cardTypeIds: number[]
  minimumSalary: number | null
}

async function allCards(): Promise<ApiCard[]> {
  const { body } = await getJson(`${baseUrl()}/api/credit-cards?limit=100`)
  const more = body.totalPages > 1 ? (await getJson(`${baseUrl()}/api/credit-cards?limit=100&page=2`)).body.cards : []
  return [...body.cards, ...more]
}

const page = async (path: string, cookie?: string) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    redirect: 'manual',
    headers: { 'X-Forwarded-For': fromIp(), ...(cookie ? { Cookie: cookie } : {}) },
  })
  return { status: res.status, location: res.headers.get('location'), html: res.status === 200 ? await res.text() : '' }
}

function postFinder(fields: [string, string][], cookie?: string) {
  return fetch(`${baseUrl()}/card-finder`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin(),
      'X-Forwarded-For': fromIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

const answers: [string, string][] = [
  ['spend', '4,000'],
  ['category', 'dining'],
  ['category', 'groceries'],
  ['salary', '12000'],
  ['banking', 'islamic'],
  ['fee', 'any'],
]

/** The reason printed above each pick of the card finder, in the order of the picks. */
const finderReasons = (html: string) => [...html.matchAll(/Why:<\/span> (?:<!-- -->)?<span[^>]*>([^<]+)</g)].map((m) => m[1]!)

describe('reward rules in the contract', () => {
  it('carries the seeded rules, and null where no document states rates per category', async () => {
    const cards = await allCards()
    const mashreq = cards.find((card) => card.name === 'Mashreq Cashback Credit Card')!
    expect(mashreq.rewards).toMatchObject({
      programme: 'cashback',
      earn: expect.arrayContaining([{ category: 'dining', rate: 5, per: 1, monthlyCap: null }]),
    })
    expect(cards.filter((card) => card.rewards !== null).length).toBeGreaterThanOrEqual(5)
    expect(cards.find((card) => card.name === 'ADCB TouchPoints Infinite Credit Card')!.rewards).toBeNull()
  })
})

describe('the spend calculator without JavaScript', () => {
  it('renders the value for the spending in the query', async () => {
    const mashreq = (await allCards()).find((card) => card.name === 'Mashreq Cashback Credit Card')!
    // dining 1,000 × 5 % + other 1,000 × 1 % = 60 a month → AED 720 a year, no annual fee
    const { status, html } = await page(`/credit-cards/${mashreq.slug}?dining=1000&other=1000`)
    expect(status).toBe(200)
    expect(html).toContain('What this card is worth to you')
    expect(html).toMatch(/Net value, later years<\/dt><dd[^>]*>AED 720</)
    // Spending abroad needs the FX fee, which Mashreq's documents we read do not give: unknown, not zero.
    const abroad = await page(`/credit-cards/${mashreq.slug}?international=1000`)
    expect(abroad.html).toMatch(/Net value, later years<\/dt><dd[^>]*>Unknown</)
    expect(abroad.html).toContain('its foreign-exchange fee')
    // Hostile amounts are read as nothing, never a 5xx.
    for (const bad of ['dining=%00', 'dining=1e99', 'dining=-5', 'dining=<script>', 'dining=' + '9'.repeat(5000)]) {
      expect((await page(`/credit-cards/${mashreq.slug}?${bad}`)).status).toBe(200)
    }
  })
})

describe('/how-we-rank', () => {
  it('publishes the formula with a worked example computed by the value function', async () => {
    const { status, html } = await page('/how-we-rank')
    expect(status).toBe(200)
    expect(html).toContain('net value a year = rewards a year − annual fee − foreign-exchange fees')
    expect(html).toMatch(/AED 1,590(<!-- -->)? a year/)
    expect(html).toContain('<strong>AED 1,290</strong> a year after the AED 300 fee')
    expect(html).toMatch(/cards we list have earn rates per kind of spending/)
    // How the site is paid, beside every ranking: here, on /cards and with the card finder's results.
    expect(html).toContain(HOW_WE_ARE_PAID)
    expect((await page('/cards')).html).toContain(HOW_WE_ARE_PAID)
  })
})

describe('/card-finder', () => {
  it('sends a guest to sign in, refuses an unverified user, and explains incomplete answers', async () => {
    const guest = await postFinder(answers)
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/auth?redirect=/card-finder')

    const register = await fetch(`${baseUrl()}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin(), 'X-Forwarded-For': fromIp() },
      body: JSON.stringify({ username: `finder_${Date.now()}`, email: `finder.${Date.now()}@example.test`, password: 'Sunny-Dubai-42!' }),
    })
    const unverified = register.headers.get('set-cookie')!.split(';')[0]!
    const refused = await postFinder(answers, unverified)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('Please verify your email address to see recommendations.')

    const user = await createUser('user')
    const cookie = await storefrontSessionCookie(user.username, user.password)
    // The action answers with the form's own messages, shown beside the fields (decision 022).
    const refusals: [[string, string][], string][] = [
      [[['salary', '12000']], 'Please enter about how much you spend by card a month'],
      [
        [
          ['spend', 'lots'],
          ['salary', '12000'],
        ],
        'Please enter your monthly card spending as a whole number in AED, like 5,000',
      ],
      [
        [
          ['spend', '4000'],
          ['salary', '\u0000'],
        ],
        'Please enter your monthly salary as a whole number in AED, like 12,000',
      ],
    ]
    for (const [bad, message] of refusals) {
      const res = await postFinder(bad, cookie)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(message)
    }
  })

  it('saves the answers, prefills them next time and ranks only eligible Islamic cards with a reason in AED', async () => {
    const user = await createUser('user')
    const cookie = await storefrontSessionCookie(user.username, user.password)
    const res = await postFinder(answers, cookie)
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(location).toBe('/card-finder?spend=4000&category=groceries&category=dining&salary=12000&banking=islamic&fee=any#finder-results')

    const { body } = await getJson(`${cmsUrl()}/cms-api/user-preferences?where[user][equals]=${user.id}`, { headers: auth(user.token) })
    expect(body.docs).toEqual([
      expect.objectContaining({
        monthlyIncome: 12000,
        monthlyCardSpend: 4000,
        spendingCategories: ['groceries', 'dining'],
        banking: 'islamic',
        annualFee: 'any',
      }),
    ])
    // Another member cannot read them.
    const other = await createUser('user')
    const theirs = await getJson(`${cmsUrl()}/cms-api/user-preferences?where[user][equals]=${user.id}`, { headers: auth(other.token) })
    expect(theirs.body.docs).toEqual([])

    const prefilled = await page('/card-finder', cookie)
    expect(prefilled.html).toContain('We filled in your answers from last time.')
    expect(prefilled.html).toMatch(/id="finder-spend"[^>]*value="4000"/)

    const results = await page(location.replace(/#.*/, ''), cookie)
    expect(results.status).toBe(200)
    const reasons = finderReasons(results.html)
    expect(reasons.length).toBeGreaterThan(0)
    expect(results.html).toContain(HOW_WE_ARE_PAID)
    for (const reason of reasons) expect(reason).toMatch(/AED|value is unknown|not confirm/)
    const byName = new Map((await allCards()).map((card) => [card.name, card]))
    const named = [...results.html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
    expect(named.length).toBe(reasons.length)
    for (const name of named) {
      const card = byName.get(name)!
      expect(card, name).toBeDefined()
      expect(card.rates.kind === 'profit' || card.cardTypeIds.includes(6), `${name} is Islamic`).toBe(true)
      if (card.minimumSalary !== null) expect(card.minimumSalary).toBeLessThanOrEqual(12000)
    }
  })
})

describe('a fee that depends on a salary transfer, and an "up to" rate (docs/decisions/009)', () => {
  const option = {
    amount: 525,
    condition: 'for customers who do not transfer their salary',
    salaryTransfer: 'not-required',
    reading: 'bank',
  }
  const cms = async (method: string, path: string, body?: unknown) =>
    getJson(`${cmsUrl()}/cms-api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...auth(await adminToken()) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('shows FAB Cashback as its page prints it: AED 525 without salary transfer, up to 3.75%, 2.49% plus scheme charges', async () => {
    const { status, html } = await page('/credit-cards/fab-cashback-credit-card')
    expect(status).toBe(200)
    expect(html).toContain('Also AED 525 a year incl. VAT for customers who do not transfer their salary')
    expect(html).toContain('Up to 3.75%')
    expect(html).toMatch(/Foreign-exchange fee<\/dt>.*2\.49% of each transaction/s)
    expect(html).toContain('plus the card scheme’s charges (the bank: “2.49% of transaction value + scheme charges”)')
  })

  it('shows the bank’s conditions on the card page and counts the fee the visitor’s answer selects', async () => {
    const name = `Conditional Cashback Card ${Date.now()}`
    const created = await cms('POST', '/credit-cards', {
      name,
      bank: 11,
      isActive: true,
      fees: { annualFee: 315, vat: 'included', options: [option] },
      rates: { monthlyRate: 3.75, monthlyRateUpTo: true, kind: 'interest' },
      rewardRate: '10% cashback on all spending',
      rewards: { programme: 'cashback', earn: [{ category: 'other', rate: 10, per: 1, monthlyCap: null }] },
      sources: [
        {
          title: 'Test Bank card page',
          kind: 'product-page',
          url: 'https://www.bankfab.com/en-ae/personal/cards/test-card',
          checkedAt: '2026-11-27',
          figures: ['annualFee', 'monthlyRate', 'rewardRate'],
        },
      ],
    })
    expect(created.status).toBe(201)
    const doc = created.body.doc
    try {
      // What every page reads: the headline fee first, the option with its condition, the rate as a maximum.
      expect(doc.annualFee).toBe('AED 315 a year incl. VAT; AED 525 without salary transfer')
      expect(doc.interestRate).toBe('Up to 3.75%')
      const { body } = await getJson(`${baseUrl()}/api/credit-cards/${doc.id}`)
      expect(body.fees.options).toEqual([option])
      expect(body.rates.monthlyRateUpTo).toBe(true)

      const card = await page(`/credit-cards/${doc.slug}?other=1000`)
      expect(card.status).toBe(200)
      expect(card.html).toContain('Up to 3.75%')
      expect(card.html).toContain('Also AED 525 a year incl. VAT for customers who do not transfer their salary')
      // The calculator counts the headline fee and says which it did not: 10 % of AED 12,000 less AED 315.
      expect(card.html).toMatch(/Net value, later years<\/dt><dd[^>]*>\+?AED 885</)
      expect(card.html).toContain('Not counted: AED 525 a year incl. VAT for customers who do not transfer their salary.')

      // The card finder asks, and its ranking reason counts the fee the answer selects.
      const user = await createUser('user')
      const cookie = await storefrontSessionCookie(user.username, user.password)
      const reasonFor = async (salaryTransfer: string) => {
        const res = await postFinder(
          [
            ['spend', '4,000'],
            ['salary', '12000'],
            ['banking', 'conventional'],
            ['fee', 'any'],
            ['salaryTransfer', salaryTransfer],
          ],
          cookie,
        )
        expect(res.status).toBe(302)
        const results = await page(res.headers.get('location')!.replace(/#.*/, ''), cookie)
        const names = [...results.html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]!)
        const reasons = finderReasons(results.html)
        return reasons[names.indexOf(name)]
      }
      expect(await reasonFor('no')).toContain('with an annual fee of AED 525')
      expect(await reasonFor('yes')).toContain('with an annual fee of AED 315')
      expect(await reasonFor('not-sure')).toContain('with an annual fee of AED 315')
      const { body: saved } = await getJson(`${cmsUrl()}/cms-api/user-preferences?where[user][equals]=${user.id}`, {
        headers: auth(user.token),
      })
      expect(saved.docs[0].salaryTransfer).toBe('not-sure')
    } finally {
      await cms('DELETE', `/credit-cards/${doc.id}`)
    }
  })
})
