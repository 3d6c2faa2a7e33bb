import { expect, test } from './fixtures'
import { baseUrl } from '../env'
import { ANY_WIDTH } from './tags'

test('home shows the hero finder and the featured cards', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/CardCompare UAE/)
  await expect(page.getByRole('heading', { name: 'Featured Credit Cards' })).toBeVisible()
  await expect(page.getByText('Top Credit Cards in UAE')).toBeVisible()
  await expect(page.getByText(/^Min\. Salary: (AED \d{1,3}(,\d{3})+|Not confirmed)/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Find Cards' })).toBeVisible()
})

test('the hero finder goes to /cards with only the chosen filters', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Find Cards' }).click()
  await expect(page).toHaveURL(/\/cards$/)
  await page.goto('/')
  await page.getByLabel(/card type/i).selectOption({ label: 'Cashback Cards' })
  await page.getByRole('button', { name: 'Find Cards' }).click()
  await expect(page).toHaveURL(/\/cards\?cardType=2$/)
})

test('the catalogue filters by card type and bank from the query', async ({ page, request }) => {
  const api = await (await request.get('/api/credit-cards?bank=10&limit=100')).json()
  await page.goto('/cards?bank=10')
  const tiles = page.locator('article')
  await expect(tiles).toHaveCount(Math.min(api.total, 24))
  for (const name of api.cards.slice(0, 3).map((c: { name: string }) => c.name)) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByText(new RegExp(`${api.total} cards?`))).toBeVisible()
})

test('/credit-cards shows the catalogue with /cards as its canonical URL', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/credit-cards?cardType=3')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseUrl()}/cards?cardType=3`)
  await expect(page.locator('article').first()).toBeVisible()
})

test('a card page shows the card, its figures and the document each came from', async ({ page, request }) => {
  const card = await (await request.get('/api/credit-cards/1')).json()
  const response = await page.goto(`/credit-cards/${card.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible()
  const fee = page.locator('[data-figure="annualFee"]')
  await expect(fee).toContainText(`AED ${card.fees.annualFee.toLocaleString('en-US')}`)
  await expect(fee).toContainText('Includes 5% VAT, as the bank states')
  await expect(fee.getByRole('link', { name: card.sources[0].title })).toHaveAttribute('href', card.sources[0].url)
  await expect(fee).toContainText('checked 23 November 2026')
  await expect(page.locator('[data-figure="monthlyRate"]')).toContainText(card.interestRate)
  await expect(page.getByText(/Last updated/)).toBeVisible()
})

test('the name-plus-id form of a card link resolves to the card', { tag: ANY_WIDTH }, async ({ page, request }) => {
  const card = await (await request.get('/api/credit-cards/5')).json()
  const nameForm = `${card.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${card.id}`
  await page.goto(`/credit-cards/${nameForm}`)
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible()
})

test('unknown pages get the not-found page with a real 404', { tag: ANY_WIDTH }, async ({ page, allowConsoleErrors }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const card = await page.goto('/credit-cards/no-such-card')
  expect(card?.status()).toBe(404)
  // Chromium reports the 404 document itself as a console error; nothing else may appear.
  allowConsoleErrors(/status of 404/)
})
