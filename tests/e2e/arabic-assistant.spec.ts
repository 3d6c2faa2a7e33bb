// The AI assistant in Arabic (docs/decisions/034, 035): /ar/ai-assistant's texts from the Arabic
// catalogue, right to left; a question in Arabic is answered in Arabic, reading the salary and the
// wish for no annual fee, and the follow-ups it offers are Arabic and read again as wishes.
// Accessible at both widths (the two projects).
import ar from '@cardcompare/shared/i18n/ar/assistant'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, waitForHydration } from './users'

const log = (page: Page) => page.getByRole('log', { name: ar.chat.log })
const lastReply = (page: Page) => log(page).locator('div.justify-start').last()

test('/ar/ai-assistant answers an Arabic question in Arabic, with Arabic follow-ups that it reads again', async ({ page }) => {
  // Two answers and three axe scans: more than a loaded two-core runner does in the default 30 s.
  test.slow()
  await page.goto('/ar/ai-assistant')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: ar.page.heading })).toBeVisible()
  await expect(page).toHaveTitle(`${ar.page.heading} | CardCompare UAE`)
  await expect(page.getByRole('complementary', { name: ar.page.about })).toContainText(ar.page.notAdvice)
  await expect(page.getByRole('link', { name: ar.page.browse })).toHaveAttribute('href', '/ar/cards')
  await waitForHydration(page)
  await expect(log(page).getByRole('group', { name: ar.chat.suggested }).getByRole('button')).toHaveText(Object.values(ar.starters))
  await expect(page.getByText(/الأحرف المتبقية: 1,000\./)).toBeVisible()
  await expectNoAxeViolations(page)

  const input = page.getByLabel(ar.chat.label)
  await input.fill('أريد بطاقة ائتمان بدون رسوم سنوية وراتبي 10000 درهم')
  await page.getByRole('button', { name: ar.chat.send }).click()
  const reply = lastReply(page)
  const cards = reply.getByRole('list', { name: ar.chat.recommended })
  // The first answer of a fresh server also reads the catalogue: slower than the default 5 s on a loaded runner.
  await expect(cards).toBeVisible({ timeout: 20_000 })
  await expect(log(page)).toHaveAttribute('aria-busy', 'false')
  // The salary and the wish for no annual fee, both read and said in Arabic.
  await expect(reply).toContainText('فهمت من سؤالك: راتب شهري 10,000 درهم؛ بدون رسوم سنوية.')
  await expect(reply).toContainText('راتباً قدره 10,000 درهم شهرياً')
  await expect(reply).not.toContainText('I read')
  // Card links stay in Arabic; each card's reason says it has no annual fee.
  await expect(cards.getByRole('link').first()).toHaveAttribute('href', /^\/ar\/credit-cards\//)
  for (const reason of await cards.locator(':scope > li').allTextContents()) expect(reason).toContain('بدون رسوم سنوية')
  // The wish was read, so no "no annual fee" follow-up; the others are Arabic.
  const replies = reply.getByRole('group', { name: ar.chat.suggestedReplies }).getByRole('button')
  await expect(replies.first()).toBeVisible()
  await expect(replies.filter({ hasText: ar.next.noFee })).toHaveCount(0)
  await expect(replies.filter({ hasText: 'no annual fee' })).toHaveCount(0)
  for (const text of await replies.allTextContents()) expect(text).toMatch(/[\u0600-\u06ff]/)
  await expectNoAxeViolations(page)

  // An Arabic follow-up sent back is read as the wish it names, with the earlier ones kept.
  await replies.filter({ hasText: ar.next.islamic }).click()
  const next = lastReply(page)
  await expect(log(page)).toHaveAttribute('aria-busy', 'false')
  await expect(next).toContainText('فهمت من سؤالك: راتب شهري 10,000 درهم؛ بدون رسوم سنوية؛ إسلامية (متوافقة مع الشريعة).')
  await expect(page.getByRole('button', { name: ar.chat.restart })).toBeVisible()
  await expectNoAxeViolations(page)
})
