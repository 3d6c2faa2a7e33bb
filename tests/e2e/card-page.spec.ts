// Card page /credit-cards/:slug (spec §2): similar cards, the notice on expired data,
// JSON-LD, Open Graph tags and accessibility at both widths.
import type { CreditCard } from '@cardcompare/shared'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './users'
import { testAdmin } from '../env'
import { ANY_WIDTH } from './tags'

async function getCard(request: APIRequestContext, id: number): Promise<CreditCard> {
  const res = await request.get(`/api/credit-cards/${id}`)
  expect(res.status()).toBe(200)
  return res.json()
}

async function allCards(request: APIRequestContext): Promise<CreditCard[]> {
  const cards: CreditCard[] = []
  for (let page = 1; ; page++) {
    const body = await (await request.get(`/api/credit-cards?limit=100&page=${page}`)).json()
    cards.push(...body.cards)
    if (page >= body.totalPages) return cards
  }
}

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text))
}

/** Signs in to the CMS's REST API (through the storefront's proxy) as the test admin. */
async function adminAuth(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', {
    data: testAdmin(),
  })
  expect(res.status(), 'admin sign-in').toBe(200)
  return { Authorization: `JWT ${(await res.json()).token}` }
}

test('a card page lists three similar cards that link to their own pages', async ({ page, request }) => {
  const card = await getCard(request, 1)
  await page.goto(`/credit-cards/${card.slug}`)
  const similar = page.getByRole('region', { name: 'Similar cards' })
  await expect(similar.getByRole('article')).toHaveCount(3)

  const titles = similar.getByRole('heading', { level: 3 }).getByRole('link')
  const hrefs = await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(hrefs).toHaveLength(3)
  expect(hrefs).not.toContain(`/credit-cards/${card.slug}`)

  // The best match shares a card type with the card (the catalogue has plenty that do).
  const bySlug = new Map((await allCards(request)).map((c) => [`/credit-cards/${c.slug}`, c]))
  const first = bySlug.get(hrefs[0]!)
  expect(first, hrefs[0]).toBeDefined()
  expect(first!.isActive).toBe(true)
  expect(first!.cardTypeIds.some((id) => card.cardTypeIds.includes(id))).toBe(true)

  await titles.first().click()
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`))
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible()
})

test(
  'a card page has Open Graph tags, a Twitter card and JSON-LD naming the card',
  { tag: ANY_WIDTH },
  async ({ page, request, baseURL }) => {
    const card = await getCard(request, 1)
    await page.goto(`/credit-cards/${card.slug}`)
    const meta = (property: string) => page.locator(`meta[property="${property}"]`)
    await expect(meta('og:type')).toHaveAttribute('content', 'website')
    await expect(meta('og:site_name')).toHaveAttribute('content', 'CardCompare UAE')
    await expect(meta('og:title')).toHaveAttribute('content', card.name)
    await expect(meta('og:url')).toHaveAttribute('content', `${baseURL}/credit-cards/${card.slug}`)
    // The card art is SVG, which social networks do not show: the preview is the site's PNG.
    expect(card.imageUrl).toMatch(/\.svg$/)
    await expect(meta('og:image')).toHaveAttribute('content', `${baseURL}/icons/icon-512.png`)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
    const image = await request.get('/icons/icon-512.png')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')

    const [product, breadcrumbs] = await jsonLd(page)
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreditCard',
      name: card.name,
      url: `${baseURL}/credit-cards/${card.slug}`,
      image: `${baseURL}${card.imageUrl}`,
      provider: { '@type': 'BankOrCreditUnion' },
    })
    expect(product!.feesAndCommissionsSpecification).toContain(card.annualFee)
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    expect(breadcrumbs!.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'All Cards', card.name])
  },
)

test('a card whose data has expired says so, and card text cannot break out of the JSON-LD', async ({ page, request }) => {
  // A card no other test reads, changed through the CMS as the admin and restored after.
  const cards = await allCards(request)
  const target = cards.find((c) => c.id > 10 && !c.isFeatured && c.lastVerified)!
  const headers = await adminAuth(request)
  const original = await (await request.get(`/cms-api/credit-cards/${target.id}?depth=0`, { headers })).json()
  const injection = '</script><script>window.__injected = true</script>'
  try {
    const patched = await request.patch(`/cms-api/credit-cards/${target.id}`, {
      headers,
      data: { dataExpiryDate: '2025-01-31T00:00:00.000Z', description: `${original.description} ${injection}` },
    })
    expect(patched.status()).toBe(200)
    const bank = (await (await request.get('/api/banks')).json()).find((b: { id: number }) => b.id === target.bankId)

    await page.goto(`/credit-cards/${target.slug}`)
    const notice = page.getByRole('note').filter({ hasText: 'may be out of date' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('The details of this card may be out of date: we last confirmed them on')
    await expect(notice).toContainText(`Check with ${bank.name} before you apply.`)
    // The figures keep their sources.
    await expect(page.getByText(/Last updated/)).toBeVisible()
    await expect(page.getByText('Source:').first()).toBeVisible()

    const ld = await jsonLd(page)
    expect(ld).toHaveLength(2)
    expect(ld[0]!.name).toBe(target.name)
    expect(ld[0]!.description).toContain(injection)
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
    await expectNoAxeViolations(page)
  } finally {
    const restored = await request.patch(`/cms-api/credit-cards/${target.id}`, {
      headers,
      data: { dataExpiryDate: original.dataExpiryDate, description: original.description },
    })
    expect(restored.status()).toBe(200)
  }
  // Fetched afresh: the browser may keep the guest page for a minute (catalogue caching).
  const after = await (await request.get(`/credit-cards/${target.slug}`)).text()
  expect(after).not.toContain('may be out of date')
})

test('a card page has no axe violations (WCAG 2.2 AA)', async ({ page, request }) => {
  const card = await getCard(request, 1)
  await page.goto(`/credit-cards/${card.slug}`)
  await expect(page.getByRole('region', { name: 'Similar cards' })).toBeVisible()
  await expectNoAxeViolations(page)
})
