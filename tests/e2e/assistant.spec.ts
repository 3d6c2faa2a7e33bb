// /ai-assistant (docs/decisions/018): public, the same for a guest, an unverified and a verified
// user; suggested questions answer with card links; a missing salary gets a follow-up; keyboard
// and screen-reader friendly; axe clean at 1366 and 390 px.
import { ASSISTANT_MESSAGES, cardPath, formatLongDate, SALARY_QUESTION, STARTER_QUESTIONS, type CreditCard } from '@cardcompare/shared'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'
import { ANY_WIDTH } from './tags'

type ApiCard = Pick<CreditCard, 'id' | 'name' | 'slug' | 'minimumSalary' | 'annualFee' | 'interestRateAnnual' | 'sources'>

async function listedCards(page: Page): Promise<ApiCard[]> {
  const first = await (await page.request.get('/api/credit-cards?limit=100&page=1')).json()
  const second = await (await page.request.get('/api/credit-cards?limit=100&page=2')).json()
  return [...first.cards, ...second.cards]
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with the assistant' })
const lastReply = (page: Page) => log(page).locator('div.justify-start').last()

async function openAssistant(page: Page) {
  await page.goto('/ai-assistant')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible()
}

/** The suggested question is answered with card links, each to a listed card the salary qualifies for. */
async function suggestedQuestionGetsCards(page: Page) {
  const cards = await listedCards(page)
  await log(page).getByRole('button', { name: STARTER_QUESTIONS[0] }).click()
  const reply = lastReply(page)
  await expect(reply.getByRole('list', { name: 'Recommended cards' })).toBeVisible()
  await expect(reply).toContainText('I read: salary AED 8,000 a month; spending on groceries; no annual fee; cashback.')
  await expect(log(page)).toHaveAttribute('aria-busy', 'false')
  const links = reply.getByRole('list', { name: 'Recommended cards' }).getByRole('link')
  const count = await links.count()
  expect(count).toBeGreaterThanOrEqual(1)
  for (let i = 0; i < count; i++) {
    const name = (await links.nth(i).textContent())!.trim()
    const card = cards.find((c) => c.name === name)
    expect(card, `${name} is a listed card`).toBeDefined()
    expect(card!.minimumSalary === null || card!.minimumSalary <= 8000).toBe(true)
    expect(card!.annualFee).toMatch(/^No annual fee/)
    await expect(links.nth(i)).toHaveAttribute('href', /^\/credit-cards\//)
  }
  // Focus stays in the question box, ready for the next question.
  await expect(page.getByLabel('Your question')).toBeFocused()
  return { firstName: (await links.first().textContent())!.trim(), firstHref: (await links.first().getAttribute('href'))! }
}

for (const visitor of ['guest', 'unverified', 'verified'] as const) {
  test(`as ${{ guest: 'a guest', unverified: 'an unverified user', verified: 'a verified user' }[visitor]}: the page is public, says what it is, and a suggested question answers with card links`, async ({
    page,
  }) => {
    if (visitor !== 'guest') await signUp(page, { verified: visitor === 'verified' })
    await openAssistant(page)
    const about = page.getByRole('complementary', { name: 'About the assistant' })
    await expect(about).toContainText(
      'an automatic assistant that picks cards only from our catalogue, using the figures the banks publish',
    )
    await expect(about).toContainText('It is not financial advice.')
    await expect(page.getByLabel('Your question')).toBeVisible()
    await expect(log(page)).toHaveAttribute('aria-live', 'polite')
    await expectNoAxeViolations(page)

    const { firstName, firstHref } = await suggestedQuestionGetsCards(page)
    await expectNoAxeViolations(page)
    // The card link opens the card's own page.
    await lastReply(page).getByRole('link', { name: firstName }).click()
    await expect(page).toHaveURL(firstHref)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName)
  })
}

test('asks for the salary when it is missing, then answers with the earlier wishes (keyboard only)', async ({ page }) => {
  await openAssistant(page)
  const input = page.getByLabel('Your question')
  await input.focus()
  await page.keyboard.type('Islamic card, I travel a lot')
  await page.keyboard.press('Enter')
  const followUp = lastReply(page)
  await expect(followUp).toContainText(SALARY_QUESTION)
  await expect(followUp.getByRole('link')).toHaveCount(0)
  await expect(followUp.getByRole('group', { name: 'Suggested replies' }).getByRole('button')).toHaveCount(3)
  await expect(input).toBeFocused()
  await expectNoAxeViolations(page)

  await page.keyboard.type('15k')
  await page.keyboard.press('Enter')
  const answer = lastReply(page)
  await expect(answer.getByRole('list', { name: 'Recommended cards' })).toBeVisible()
  await expect(answer).toContainText('I read: salary AED 15,000 a month')
  await expect(answer).toContainText('Islamic (Sharia-compliant)')
  const facts = await answer.getByRole('list', { name: 'Recommended cards' }).locator(':scope > li').allTextContents()
  expect(facts.length).toBeGreaterThanOrEqual(1)
  for (const card of facts) expect(card).toContain('Islamic (Sharia-compliant): profit rate instead of interest')

  // Shift+Enter is a new line, not a send.
  await input.focus()
  await page.keyboard.type('first line')
  await page.keyboard.press('Shift+Enter')
  await page.keyboard.type('second')
  await expect(input).toHaveValue('first line\nsecond')
  await page.getByRole('button', { name: 'Start a new conversation' }).click()
  await expect(log(page).getByRole('group', { name: 'Suggested questions' })).toBeVisible()
  await expect(input).toBeFocused()
})

test('a refusal is shown in the chat: the per-address limit', async ({ page, allowConsoleErrors }) => {
  await openAssistant(page)
  // Ten questions a minute per address: spend them through the API, as a script would.
  const ip = `10.${Math.floor(Math.random() * 250) + 1}.0.${Math.floor(Math.random() * 250) + 1}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post('/api/assistant', {
      data: { message: 'hello' },
      headers: { 'X-Forwarded-For': ip, Origin: new URL(page.url()).origin },
    })
    expect(res.status()).toBe(200)
  }
  await page.getByLabel('Your question').fill('cashback card, salary 9000')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(lastReply(page)).toContainText(ASSISTANT_MESSAGES.rateLimited)
  await expectNoAxeViolations(page)
  // The browser logs the 429 it was given; that is the behaviour under test.
  allowConsoleErrors(/status of 429/)
})

test('hostile text is shown as text, never run as markup', { tag: ANY_WIDTH }, async ({ page }) => {
  await openAssistant(page)
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  await page.getByLabel('Your question').fill('<img src=x onerror=alert(1)> salary 9000')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(log(page)).toContainText('<img src=x onerror=alert(1)> salary 9000')
  await expect(lastReply(page).getByRole('list', { name: 'Recommended cards' })).toBeVisible()
  expect(await log(page).locator('img').count()).toBe(0)
  expect(dialogs).toBe(0)
})

test('a question in Arabic is read (the salary in Arabic-Indic digits and the wish for no annual fee) and answered in Arabic, right to left', async ({
  page,
}) => {
  await openAssistant(page)
  const question = 'أريد بطاقة ائتمان بدون رسوم سنوية وراتبي ١٠٠٠٠ درهم'
  const input = page.getByLabel('Your question')
  await expect(input).toHaveAttribute('dir', 'auto')
  await input.fill(question)
  await page.getByRole('button', { name: 'Send' }).click()
  const reply = lastReply(page)
  // The question's script wins over the page's language (docs/decisions/034).
  await expect(reply).toContainText('فهمت من سؤالك: راتب شهري 10,000 درهم؛ بدون رسوم سنوية.')
  await expect(reply.getByRole('list', { name: 'Recommended cards' })).toBeVisible()
  await expect(reply.locator('[lang="ar"][dir="rtl"]')).toHaveCount(1)
  // The wish was read, so the reply does not offer it again, in either language.
  await expect(reply.getByRole('button', { name: 'فقط البطاقات بدون رسوم سنوية' })).toHaveCount(0)
  await expect(reply.getByRole('button', { name: 'Only cards with no annual fee' })).toHaveCount(0)
  const asked = log(page).getByText(question)
  await expect(asked).toHaveAttribute('dir', 'auto')
  expect(await asked.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  await expectNoAxeViolations(page)
})

test('a question about a card is answered from its data with the source and date, and links to its page', async ({ page }) => {
  const flexi = (await listedCards(page)).find((c) => c.name === 'Emirates NBD Visa Flexi Credit Card')!
  const source = flexi.sources.find((s) => s.figures.includes('apr'))!
  const sourced = `Source: ${source.title}, checked ${formatLongDate(source.checkedAt)}`
  await openAssistant(page)
  await page.getByLabel('Your question').fill('What is the APR of Emirates NBD Visa Flexi?')
  await page.getByRole('button', { name: 'Send' }).click()
  const reply = lastReply(page)
  await expect(reply).toContainText(`Annual rate (APR): ${flexi.interestRateAnnual}. ${sourced}.`)
  await expect(log(page)).toHaveAttribute('aria-busy', 'false')
  await expect(reply).not.toContainText(SALARY_QUESTION)
  const link = reply.getByRole('list', { name: 'Card pages' }).getByRole('link', { name: flexi.name })
  await expect(link).toHaveAttribute('href', cardPath(flexi))
  await expect(
    reply.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'Is it worth it on my spending?' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // The card page says the same, under the same figure.
  await link.click()
  await expect(page).toHaveURL(cardPath(flexi))
  const apr = page.locator('[data-figure="apr"]')
  await expect(apr).toContainText(flexi.interestRateAnnual!)
  // There the document's title is a link, with "(opens in a new tab)" for screen readers.
  await expect(apr).toContainText(`Source: ${source.title}`)
  await expect(apr).toContainText(`, checked ${formatLongDate(source.checkedAt)}`)
})
