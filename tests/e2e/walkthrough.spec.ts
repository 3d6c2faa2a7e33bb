// The rough edges a walk-through of every journey found at 1366 and 390 px (decision 022): home
// chips by type name, the Apply dialog prefilled for a member, the tips button clear of content,
// "Withdraw consent" asked first, text that reads as words, the calculator's and the card
// finder's messages beside their fields, the Central Bank's floor explained, the country select
// and the ALTCHA box at full width, one button in the phone's filter sheet, and a Popular row
// that looks meant with any number of cards.
import { dubaiDay, formatFortuneDate } from '@cardcompare/shared'
import type { Browser, Locator, Page, TestInfo } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { solveBotCheck } from '../integration/bot-check'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, person, signUp, waitForHydration } from './users'
import { baseUrl } from '../env'

const origin = () => ({ Origin: baseUrl() })
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024
const JOURNEY = '/credit-cards/standard-chartered-journey-credit-card'
const MASHREQ = '/credit-cards/mashreq-cashback-credit-card'
const FLOOR_TEXT =
  "UAE banks can issue a credit card only to someone earning at least AED 5,000 a month (AED 60,000 a year, the Central Bank's rule), or against a pledged deposit of AED 60,000. So no card we list fits a salary of AED 4,000 a month."

/** A second browser context of the same project without JavaScript, with the page's cookies. */
async function withoutJavaScript(browser: Browser, testInfo: TestInfo, page?: Page) {
  return browser.newContext({
    ...testInfo.project.use,
    javaScriptEnabled: false,
    storageState: page ? await page.context().storageState() : undefined,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  })
}

test('each home chip opens the card type its label names, looked up by name', async ({ page }) => {
  const types: { id: number; name: string }[] = await (await page.request.get('/api/card-types')).json()
  await page.goto('/')
  const chips = page.getByRole('group', { name: 'Popular:' })
  for (const label of ['Rewards', 'Cashback', 'Travel', 'Lifestyle']) {
    const type = types.find((t) => t.name === label)
    expect(type, `the catalogue has a "${label}" card type`).toBeDefined()
    await expect(chips.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/cards?cardType=${type!.id}`)
  }
  await chips.getByRole('link', { name: 'Lifestyle', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lifestyle Credit Cards')
})

test('the Apply dialog is prefilled from a verified member’s account, and stays editable', async ({ page, browser }, testInfo) => {
  const member = await signUp(page, { verified: true, mobileNumber: '+971501234567' })
  await page.goto('/cards')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Apply Now for / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Apply for this Card' })
  // The account holds a username, not a name: the name is left to the member.
  await expect(dialog.getByLabel('Full Name')).toHaveValue('')
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(member.email)
  await expect(dialog.getByLabel('Country code')).toHaveValue('ae')
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('501234567')
  await dialog.getByLabel('Phone Number').fill('559876543')
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('559876543')
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('other@example.test')
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('other@example.test')
  await expectNoAxeViolations(page)

  // The page behind every "Apply Now" link, without JavaScript, is prefilled the same way.
  const featured = await (await page.request.get('/api/credit-cards/featured')).json()
  const context = await withoutJavaScript(browser, testInfo, page)
  const noJs = await context.newPage()
  await noJs.goto(`/apply/${featured[0].id}`)
  const form = noJs.getByRole('main')
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(member.email)
  await expect(form.getByLabel('Country code')).toHaveValue('ae')
  await expect(form.getByLabel('Phone Number')).toHaveValue('501234567')
  await context.close()
})

/** True when the two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Scrolls each element to the bottom, the middle and the top of the window; the tips button covers none of it. */
async function expectTipsClearOf(page: Page, targets: Locator, what: string) {
  const tips = page.getByRole('link', { name: 'Financial tips', exact: true })
  const count = await targets.count()
  expect(count, what).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i)
    for (const block of ['end', 'center', 'start'] as const) {
      await target.evaluate((el, at) => el.scrollIntoView({ block: at, inline: 'nearest' }), block)
      const [button, box] = await Promise.all([tips.boundingBox(), target.boundingBox()])
      expect(button && box, what).toBeTruthy()
      expect(
        overlaps(button!, box!),
        `the tips button covers ${what} “${(await target.textContent())?.trim()}” (scrolled to the ${block})`,
      ).toBe(false)
    }
  }
}

test('the tips button covers no card title on /cards, no heading on a card page and no card name in an assistant answer', async ({
  page,
}) => {
  await page.goto('/cards')
  await waitForHydration(page)
  await expectTipsClearOf(page, page.locator('main article h3'), 'a card title')

  await page.goto(JOURNEY)
  await expectTipsClearOf(page, page.getByRole('heading', { level: 2, name: 'Key Figures' }), 'the heading')

  await page.goto('/ai-assistant')
  await waitForHydration(page)
  await page.getByLabel('Your question').fill('Cashback card for AED 8,000 salary, no annual fee, I spend a lot on groceries')
  await page.getByRole('button', { name: 'Send' }).click()
  const cards = page.getByRole('list', { name: 'Recommended cards' }).last().getByRole('link')
  await expect(cards.first()).toBeVisible()
  await expectTipsClearOf(page, cards, 'the card name')
  // Still one press away, on every framed page.
  await page.getByRole('link', { name: 'Financial tips', exact: true }).click()
  await expect(page).toHaveURL(/\/financial-tips$/)
})

/** Files an application for `cardId` in the member's name, as the dialog does. */
async function applyAsMember(page: Page, cardId: number, email: string) {
  const res = await page.request.post('/api/card-applications', {
    headers: origin(),
    data: {
      fullName: 'Noura Saeed',
      email,
      // Its own number: the same phone and card within 10 minutes would be one lead (a repeat).
      phone: `+97150${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`,
      salary: '15000',
      likes: [],
      dislikes: [],
      preferredContactMethod: 'email',
      message: '',
      cardId,
      consentContact: true,
      consentMarketing: true,
      idempotencyKey: randomUUID().replaceAll('-', ''),
      recaptchaToken: await solveBotCheck(baseUrl(), 'card_application'),
    },
  })
  expect(res.status()).toBe(200)
}

test('"Withdraw consent" asks first, can be kept, and works without JavaScript too', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000)
  const member = await signUp(page, { verified: true })
  const featured = await (await page.request.get('/api/credit-cards/featured')).json()
  await applyAsMember(page, featured[0].id, member.email)
  await applyAsMember(page, featured[1].id, member.email)
  await page.goto('/leads')
  await waitForHydration(page)
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: featured[0].name }) })
  await first.getByRole('link', { name: 'Withdraw consent' }).click()
  await expect(page).toHaveURL(/\/leads\?withdraw=\d+#withdraw-\d+$/)
  const question = first.getByRole('group', { name: 'Withdraw your consent?' })
  await expect(question).toContainText('We will stop contacting you about this request and stop sending you offers. This cannot be undone')
  await expect(question.getByRole('heading', { name: 'Withdraw your consent?' })).toBeFocused()
  await expectNoAxeViolations(page)
  await question.getByRole('link', { name: 'Keep my consent' }).click()
  await expect(page).toHaveURL(/\/leads$/)
  await expect(first).toContainText('You agreed that we may contact you about this request and send you offers.')

  await first.getByRole('link', { name: 'Withdraw consent' }).click()
  await first.getByRole('button', { name: 'Yes, withdraw consent' }).click()
  await expect(page.getByText('Consent withdrawn', { exact: true })).toBeVisible()
  await expect(first).toContainText('You withdrew your consent on')

  const context = await withoutJavaScript(browser, testInfo, page)
  const noJs = await context.newPage()
  await noJs.goto('/leads')
  const second = noJs.getByRole('listitem').filter({ has: noJs.getByRole('heading', { level: 2, name: featured[1].name }) })
  await second.getByRole('link', { name: 'Withdraw consent' }).click()
  await expect(second.getByRole('group', { name: 'Withdraw your consent?' })).toBeVisible()
  await expect(second).not.toContainText('You withdrew your consent on')
  await second.getByRole('button', { name: 'Yes, withdraw consent' }).click()
  await expect(noJs).toHaveURL(/\/leads$/)
  await expect(second).toContainText('You withdrew your consent on')
  await context.close()
})

test('card names read as names, and a fee condition quotes the bank in words', async ({ page }) => {
  const listed: { name: string }[] = []
  for (let p = 1; ; p++) {
    const body = await (await page.request.get(`/api/credit-cards?limit=100&page=${p}`)).json()
    listed.push(...body.cards)
    if (p >= body.totalPages) break
  }
  expect(listed.filter((card) => /^\S+\s+[-–—]\s/.test(card.name)).map((card) => card.name)).toEqual([])

  // ADCB (bank 1) lists its Accor ALL cards under names a person reads.
  await page.goto('/cards?bank=1')
  const titles = page.locator('main article h3')
  await expect(titles.filter({ hasText: 'ADCB Accor ALL Infinite Credit Card' })).toHaveCount(1)
  expect((await titles.allTextContents()).filter((title) => title.startsWith('ALL'))).toEqual([])

  await page.goto(JOURNEY)
  const fee = page.locator('[data-figure="annualFee"]')
  await expect(fee).toContainText(
    'First year free for customers new to the product (the bank says “Waived for 1st year if New to Product”)',
  )
  await expect(page.getByRole('main')).not.toContainText('(bank:')
})

test('rewards and the welcome bonus are set as text, not in the large bold figure style', async ({ page }) => {
  await page.goto(JOURNEY)
  const style = (key: string) =>
    page
      .locator(`[data-figure="${key}"] dd`)
      .first()
      .evaluate((el) => ({ weight: getComputedStyle(el).fontWeight, size: getComputedStyle(el).fontSize }))
  expect(await style('annualFee')).toEqual({ weight: '600', size: '18px' })
  await expect(page.locator('[data-figure="rewardRate"] dd').first()).toContainText('360° Rewards points')
  expect(await style('rewardRate')).toEqual({ weight: '400', size: '16px' })
})

test('the fortune dialog shows its day as a date a person reads', async ({ page }) => {
  const p = person()
  const res = await page.request.post('/api/register', { data: p, headers: origin() })
  expect(res.status()).toBe(201)
  await page.goto('/')
  const fortune = page.getByRole('dialog', { name: 'Your Financial Fortune' })
  // It opens once the page has hydrated and today's fortune has come back: slow on a busy machine.
  await expect(fortune).toBeVisible({ timeout: 15_000 })
  const expected = formatFortuneDate(dubaiDay())!
  expect(expected).toMatch(/^\w+day, \d{1,2} \w+ \d{4}$/)
  await expect(fortune.getByText(expected, { exact: true })).toBeVisible()
  await expect(fortune).not.toContainText(dubaiDay())
})

test('the spend calculator says what is wrong beside an amount it cannot count, with or without JavaScript', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto(MASHREQ)
  await waitForHydration(page)
  const calculator = page.getByRole('region', { name: 'What this card is worth to you' })
  const groceries = calculator.getByLabel('Groceries and supermarkets')
  await groceries.fill('abc')
  await expect(groceries).toHaveAccessibleDescription('Enter an amount in AED, in digits only, like 1,500')
  await expect(groceries).toHaveAttribute('aria-invalid', 'true')
  const dining = calculator.getByLabel('Dining and restaurants')
  await dining.fill('-500')
  await expect(dining).toHaveAccessibleDescription('Spending cannot be negative: enter 0 or more')
  await expect(calculator.getByText(/not counting the amounts to correct above/)).toBeVisible()
  await expectNoAxeViolations(page)
  await groceries.fill('1,500')
  await dining.fill('500')
  await expect(calculator.getByText('Enter an amount in AED, in digits only, like 1,500')).toHaveCount(0)
  await expect(groceries).not.toHaveAttribute('aria-invalid', 'true')

  // /compare's calculator is the same component (a shared link, as a guest).
  await page.goto('/compare?cards=93,39')
  await waitForHydration(page)
  const compare = page.getByRole('region', { name: 'What these cards are worth to you' })
  await compare.getByLabel('Fuel').fill('12x')
  await expect(compare.getByLabel('Fuel')).toHaveAccessibleDescription('Enter an amount in AED, in digits only, like 1,500')

  const context = await withoutJavaScript(browser, testInfo)
  const noJs = await context.newPage()
  await noJs.goto(MASHREQ)
  const form = noJs.getByRole('region', { name: 'What this card is worth to you' })
  await form.getByLabel('Groceries and supermarkets').fill('abc')
  await form.getByLabel('Dining and restaurants').fill('-500')
  await form.getByRole('button', { name: 'Calculate' }).click()
  await expect(noJs).toHaveURL(/groceries=abc&dining=-500/)
  await expect(form.getByLabel('Groceries and supermarkets')).toHaveValue('abc')
  await expect(form.getByLabel('Groceries and supermarkets')).toHaveAccessibleDescription(
    'Enter an amount in AED, in digits only, like 1,500',
  )
  await expect(form.getByLabel('Dining and restaurants')).toHaveAccessibleDescription('Spending cannot be negative: enter 0 or more')
  await context.close()
})

test('a salary under AED 5,000 on /cards is told the Central Bank’s minimum', async ({ page }) => {
  await page.goto('/cards?salary=4000')
  await expect(page.getByRole('status').filter({ hasText: 'No cards match these filters.' })).toBeVisible()
  await expect(page.getByText(FLOOR_TEXT, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/cards?salary=5000')
  await expect(page.getByText(/UAE banks can issue a credit card only to/)).toHaveCount(0)
})

test('the card finder says what is wrong beside its fields, explains the Central Bank’s minimum, and its action says the same without JavaScript', async ({
  page,
  browser,
}, testInfo) => {
  await signUp(page, { verified: true })
  await page.goto('/card-finder')
  await waitForHydration(page)
  const spend = page.getByLabel('About how much do you spend by card a month? (AED)')
  const salary = page.getByLabel('Monthly salary (AED)')
  await page.getByRole('button', { name: 'Show my recommendations' }).click()
  await expect(spend).toHaveAccessibleDescription('Please enter about how much you spend by card a month')
  await expect(salary).toHaveAccessibleDescription('Please enter your monthly salary')
  await expect(spend).toBeFocused()
  await expect(page).toHaveURL(/\/card-finder$/)
  await expectNoAxeViolations(page)
  await spend.fill('abc')
  await salary.fill('12.5')
  await page.getByRole('button', { name: 'Show my recommendations' }).click()
  await expect(spend).toHaveAccessibleDescription('Please enter your monthly card spending as a whole number in AED, like 5,000')
  await expect(salary).toHaveAccessibleDescription('Please enter your monthly salary as a whole number in AED, like 12,000')

  await spend.fill('2,000')
  await salary.fill('4,000')
  await page.getByRole('button', { name: 'Show my recommendations' }).click()
  await expect(page).toHaveURL(/\/card-finder\?spend=2000&salary=4000&banking=any&fee=any#finder-results$/)
  const results = page.getByRole('region', { name: '3. Your recommendations' })
  await expect(results.getByText(FLOOR_TEXT, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  const context = await withoutJavaScript(browser, testInfo, page)
  const noJs = await context.newPage()
  await noJs.goto('/card-finder')
  await noJs.getByLabel('About how much do you spend by card a month? (AED)').fill('')
  await noJs.getByLabel('Monthly salary (AED)').fill('lots')
  await noJs.getByRole('button', { name: 'Show my recommendations' }).click()
  await expect(noJs.getByLabel('About how much do you spend by card a month? (AED)')).toHaveAccessibleDescription(
    'Please enter about how much you spend by card a month',
  )
  await expect(noJs.getByLabel('Monthly salary (AED)')).toHaveAccessibleDescription(
    'Please enter your monthly salary as a whole number in AED, like 12,000',
  )
  await expect(noJs.getByLabel('Monthly salary (AED)')).toHaveValue('lots')
  await context.close()
})

/** The select is at least as wide as it needs for its longest option: no country is cut short. */
async function expectSelectFits(select: Locator) {
  const { actual, needed } = await select.evaluate((el) => {
    const probe = el.cloneNode(true) as HTMLSelectElement
    probe.removeAttribute('id')
    Object.assign(probe.style, { width: 'auto', position: 'absolute', visibility: 'hidden' })
    el.parentElement!.appendChild(probe)
    const needed = probe.getBoundingClientRect().width
    probe.remove()
    return { actual: el.getBoundingClientRect().width, needed }
  })
  expect(actual).toBeGreaterThanOrEqual(needed - 0.5)
}

test('the country select shows whole country names and the ALTCHA box is as wide as the fields above it', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Apply Now for / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Apply for this Card' })
  await expectSelectFits(dialog.getByLabel('Country code'))
  const message = await dialog.getByLabel(/^Message/).boundingBox()
  const altcha = dialog.getByRole('group', { name: 'Security check' }).locator('.altcha').first()
  await expect(altcha).toBeVisible()
  const box = (await altcha.boundingBox())!
  expect(Math.abs(box.width - message!.width), 'the security check spans the form like the message box').toBeLessThanOrEqual(1)
  expect(Math.abs(box.x - message!.x)).toBeLessThanOrEqual(1)
  await page.keyboard.press('Escape')

  // The home lead form uses the same phone field.
  await page.goto('/')
  await expectSelectFits(page.locator('#lead-countryCode'))
})

test('the phone filter sheet has one button to see the cards; without JavaScript it is "Apply Filters"', async ({
  page,
  browser,
}, testInfo) => {
  const buttons = /^(Apply Filters|Show \d+ cards?)$/
  await page.goto('/cards')
  await waitForHydration(page)
  if (!isPhone(page)) {
    await expect(page.getByRole('button', { name: buttons })).toHaveText(['Apply Filters'])
    return
  }
  await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(page.getByRole('button', { name: buttons })).toHaveText([/^Show \d+ cards$/])
  await page.getByRole('button', { name: /^Show \d+ cards$/ }).click()
  await expect(page.getByLabel('Card Type')).toBeHidden()

  const context = await withoutJavaScript(browser, testInfo)
  const noJs = await context.newPage()
  await noJs.goto('/cards')
  await noJs.getByRole('button', { name: /^Filters/ }).click()
  await expect(noJs.getByRole('button', { name: buttons })).toHaveText(['Apply Filters'])
  await context.close()
})

test('"Popular this week" fills its row whether it has one, two or three cards', async ({ page }) => {
  test.setTimeout(60_000)
  // A saved card counts as popular (a headless browser's views do not: they look like a crawler's).
  await signUp(page, { verified: true })
  await page.goto('/cards')
  await waitForHydration(page)
  const tile = page.locator('main article').first()
  await tile.getByRole('button', { name: /^Add .+ to favourites$/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toBeVisible()
  await expect(async () => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Popular this week' })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  const row = page.locator('[data-popular-row]')
  const cards = await row.locator('article').count()
  expect(cards).toBeGreaterThanOrEqual(1)
  expect(cards).toBeLessThanOrEqual(3)
  // The first line of the row reaches from its left edge to its right edge.
  const line = await row.evaluate((el) => {
    const outer = el.getBoundingClientRect()
    const items = Array.from(el.children).map((child) => child.getBoundingClientRect())
    const top = Math.min(...items.map((r) => r.top))
    const first = items.filter((r) => Math.abs(r.top - top) < 2)
    return { left: Math.min(...first.map((r) => r.left)) - outer.left, right: outer.right - Math.max(...first.map((r) => r.right)) }
  })
  expect(line.left).toBeLessThanOrEqual(1)
  expect(line.right).toBeLessThanOrEqual(1)
  if (cards < 3) await expect(row.getByText('How this list is made')).toBeVisible()
  await expectNoAxeViolations(page)
})
