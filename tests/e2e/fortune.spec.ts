// The fortune cookie page (docs/decisions/017): today's fortune, the user's own past fortunes by
// day (newest first, the Dubai date written out), and a category filter in the address.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { adminToken, auth, cmsUrl, createUser } from '../integration/helpers'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'
import { ANY_WIDTH } from './tags'

const dubaiToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

/** Files a past fortune for a user, as the daily endpoint would have on that day. */
async function fileFortune(user: number, dateForDisplay: string, category: string, content: string) {
  const res = await fetch(`${cmsUrl()}/cms-api/fortune-cookies`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(await adminToken()) },
    body: JSON.stringify({ user, dateForDisplay, category, content }),
  })
  expect(res.status).toBe(201)
}

async function currentUserId(page: Page): Promise<number> {
  const res = await page.request.get('/api/user')
  expect(res.status()).toBe(200)
  const body = await res.json()
  return body.id ?? body.user?.id
}

const pastList = (page: Page) =>
  page
    .getByRole('region', { name: 'Your past fortunes' })
    .getByRole('listitem')
    .filter({ has: page.locator('time') })

test('a guest is sent to sign in first', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/fortune-cookie')
  await expect(page).toHaveURL(/\/auth\?redirect=\/fortune-cookie$/)
})

test("a verified user sees today's fortune and only their own past ones, newest first, filtered by category", async ({ page }) => {
  const p = await signUp(page, { verified: true })
  const id = await currentUserId(page)
  const tag = randomUUID().slice(0, 8)
  await fileFortune(id, '2026-02-10', 'credit', `Pay the full balance (${tag}).`)
  await fileFortune(id, '2026-01-05', 'saving', `Save first, spend after (${tag}).`)
  // Someone else's fortune, on a day between the user's own.
  const other = await createUser('user')
  await fileFortune(other.id, '2026-01-20', 'saving', `Not yours to read (${tag}).`)

  await page.goto('/fortune-cookie')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Financial Fortune' })).toBeVisible()
  const today = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${dubaiToday()}T00:00:00Z`))
    .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {})
  await expect(page.getByText(`${today.weekday}, ${today.day} ${today.month} ${today.year}`, { exact: true })).toBeVisible()
  await expect(page.getByText(`For ${p.username}`)).toBeVisible()

  const items = pastList(page)
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText('Tuesday, 10 February 2026')
  await expect(items.nth(0)).toContainText(`Pay the full balance (${tag}).`)
  await expect(items.nth(0)).toContainText('Credit')
  await expect(items.nth(1)).toContainText('Monday, 5 January 2026')
  await expect(items.nth(1)).toContainText('Saving')
  await expect(page.getByText(`Not yours to read (${tag}).`)).toHaveCount(0)
  await expectNoAxeViolations(page)

  const filters = page.getByRole('navigation', { name: 'Filter past fortunes by category' })
  await filters.getByRole('link', { name: 'Saving', exact: true }).click()
  await expect(page).toHaveURL(/\/fortune-cookie\?category=saving$/)
  await expect(filters.getByRole('link', { name: 'Saving', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText(`Save first, spend after (${tag}).`)
  await expect(page.getByText('1 past fortune in Saving, newest first')).toBeVisible()

  await filters.getByRole('link', { name: 'Investing', exact: true }).click()
  await expect(page.getByText('No past fortunes about investing yet.')).toBeVisible()
  await page.getByRole('link', { name: 'Show all categories' }).click()
  await expect(page).toHaveURL(/\/fortune-cookie$/)
  await expect(items).toHaveCount(2)

  // An unknown category is ignored: everything is listed.
  await page.goto('/fortune-cookie?category=lottery')
  await expect(items).toHaveCount(2)
  await expect(filters.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'page')
})

test('an unverified user has the page too, with no past fortunes yet', async ({ page }) => {
  const p = await signUp(page, { verified: false })
  await page.goto('/fortune-cookie')
  await expect(page.getByText(`For ${p.username}`)).toBeVisible()
  await expect(page.getByText('No past fortunes yet.', { exact: false })).toBeVisible()
  await expect(pastList(page)).toHaveCount(0)
  await expectNoAxeViolations(page)
})
