import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, waitForHydration } from './users'
import { baseUrl, testAdmin } from '../env'
import { ANY_WIDTH } from './tags'

const PUBLISHED = 6
const DRAFT_SLUG = 'how-cardcompare-ranks-cards'
const POST = '/blog/minimum-salary-for-credit-card-uae'

/** The admin's JWT through the storefront's /cms-api proxy. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/cms-api/users/login', {
    data: testAdmin(),
    headers: { Origin: baseUrl() },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).token
}

test('/blog lists the published posts only, with reading time, categories and tags', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const posts = page.getByRole('region', { name: 'Posts' }).locator('article')
  await expect(posts).toHaveCount(PUBLISHED)
  await expect(page.locator(`a[href="/blog/${DRAFT_SLUG}"]`)).toHaveCount(0)
  await expect(posts.first()).toContainText(/\d+ min read/)
  await expectNoAxeViolations(page)

  await page
    .getByRole('region', { name: 'Categories' })
    .getByRole('link', { name: /Credit Card Basics/ })
    .click()
  await expect(page).toHaveURL(/\/blog\/category\/credit-card-basics$/)
  await expect(page.getByRole('region', { name: 'Posts' }).locator('article')).toHaveCount(2)
})

test('a tag page lists the posts with that tag', async ({ page }) => {
  await page.goto('/blog/tag/AECB')
  await expect(page.getByRole('region', { name: 'Posts' }).locator('article')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /AECB/ }).first()).toBeVisible()
})

test('a draft is not reachable, and an unknown post is a 404', { tag: ANY_WIDTH }, async ({ page, allowConsoleErrors }) => {
  expect((await page.goto(`/blog/${DRAFT_SLUG}`))!.status()).toBe(404)
  expect((await page.goto('/blog/no-such-post'))!.status()).toBe(404)
  allowConsoleErrors(/status of 404/)
})

test('a post renders its rich text, reading time, related posts and JSON-LD', async ({ page }) => {
  await page.goto(POST)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What salary do you need for a credit card in the UAE?')
  await expect(page.locator('main article').first()).toContainText(/\d+ min read/)
  // Lexical content arrives as real headings and paragraphs, not as escaped text.
  expect(await page.locator('main h2').count()).toBeGreaterThan(1)
  await expect(page.locator('main')).not.toContainText('"root"')
  const related = page.getByRole('region', { name: 'Related posts' })
  await expect(related.locator('a[href^="/blog/"]').first()).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((text) => JSON.parse(text)).some((data) => JSON.stringify(data).includes('What salary do you need'))).toBe(true)
  await expectNoAxeViolations(page)
})

test('a new comment waits for moderation and appears once an editor approves it', async ({ page, request }) => {
  const content = `Helpful, thanks! ${randomUUID()}`
  await page.goto(POST)
  const form = page.getByRole('region', { name: /Comments/ })
  await form.getByLabel('Name').fill('Aisha')
  await form.getByLabel('Email').fill(`aisha.${randomUUID().slice(0, 6)}@example.test`)
  await form.getByLabel('Comment', { exact: true }).fill(content)
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.getByText('Thank you! Your comment will appear once it has been approved.')).toBeVisible()
  await expect(page.getByText(content)).toHaveCount(0)

  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}`, Origin: baseUrl() }
  const found = await (
    await request.get(`/cms-api/blog-comments?where[content][equals]=${encodeURIComponent(content)}`, { headers })
  ).json()
  expect(found.docs).toHaveLength(1)
  expect(found.docs[0].approved).toBe(false)
  const approve = await request.patch(`/cms-api/blog-comments/${found.docs[0].id}`, { data: { approved: true }, headers })
  expect(approve.status()).toBe(200)

  // Post pages are revalidated by the browser on every visit (max-age=0).
  await page.goto(POST)
  await page.reload()
  await expect(page.getByRole('article', { name: 'Comment by Aisha' }).filter({ hasText: content })).toBeVisible()
})

test('an empty comment shows the field messages and stores nothing', async ({ page, allowConsoleErrors }) => {
  await page.goto(POST)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.locator('#comment-name-error')).toBeVisible()
  await expect(page.locator('#comment-name')).toBeFocused()
  allowConsoleErrors(/status of 400/)
})
