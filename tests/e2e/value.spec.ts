// Value in AED (docs/decisions/014) in a real browser at 1366 and 390 px: the card page's spend
// calculator, /how-we-rank, and the card finder quiz as a guest, an unverified and a verified user.
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'
import { ANY_WIDTH } from './tags'

const MASHREQ = '/credit-cards/mashreq-cashback-credit-card'

test('the calculator turns a month of spending into a yearly value in AED as the visitor types', async ({ page }) => {
  await page.goto(MASHREQ)
  await waitForHydration(page)
  const calculator = page.getByRole('region', { name: 'What this card is worth to you' })
  // AED 5,000 a month, typical split: dining 600 × 5 % + fuel 400 × 0.33 % + the other 4,000 × 1 %
  // = 71.32 a month → AED 856 a year, no annual fee.
  await expect(calculator.getByText('Net value, later years')).toBeVisible()
  const net = calculator.locator('dt', { hasText: 'Net value, later years' }).locator('xpath=following-sibling::dd')
  await expect(net).toHaveText('AED 856')
  await calculator.getByLabel('Dining and restaurants').fill('2000')
  // dining 2,000 × 5 % = 100 → 141.32 a month → AED 1,696
  await expect(net).toHaveText('AED 1,696')
  await calculator.getByLabel('Spending abroad or in foreign currency').fill('1000')
  await expect(net).toHaveText('Unknown')
  await expect(calculator.getByText('its foreign-exchange fee')).toBeVisible()
  await expect(calculator.getByText(/Government, utilities, education, charity, rent and telecom payments earn 0.33 %/)).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  await calculator.getByRole('link', { name: 'How we calculate this' }).click()
  await expect(page).toHaveURL(/\/how-we-rank$/)
  await expect(page.getByRole('heading', { level: 1, name: 'How We Rank Credit Cards' })).toBeVisible()
  await expect(page.getByText('AED 1,590 a year')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a card whose rates per category no document states says its value is unknown', async ({ page }) => {
  await page.goto('/credit-cards/adcb-touchpoints-infinite-credit-card')
  const calculator = page.getByRole('region', { name: 'What this card is worth to you' })
  await expect(calculator.getByText('Not known from the bank’s documents:')).toBeVisible()
  await expect(calculator.locator('dt', { hasText: 'Fee a year after that' }).locator('xpath=following-sibling::dd')).toHaveText(
    'AED 1,050',
  )
  await expect(calculator.locator('dt', { hasText: 'Net value, first year' }).locator('xpath=following-sibling::dd')).toHaveText('Unknown')
})

test('a guest who opens the card finder is sent to sign in and back', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/card-finder')
  await expect(page).toHaveURL(/\/auth\?redirect=\/card-finder$/)
})

test('a verified user answers the quiz, sees ranked eligible cards with a reason in AED, and finds the answers kept', async ({ page }) => {
  await signUp(page, { verified: true })
  await page.goto('/card-finder')
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  await page.getByLabel('About how much do you spend by card a month? (AED)').fill('5,000')
  await page.getByLabel('Dining and restaurants').check()
  await page.getByLabel('Monthly salary (AED)').fill('15,000')
  await page.getByRole('radio', { name: 'Conventional' }).check()
  const transfer = page.getByRole('radiogroup', { name: 'Would you move your salary to the card’s bank?' })
  await expect(transfer.getByRole('radio', { name: 'Not sure' })).toBeChecked()
  await transfer.getByRole('radio', { name: 'No', exact: true }).check()
  await page.getByRole('button', { name: 'Show my recommendations' }).click()
  await expect(page).toHaveURL(
    /\/card-finder\?spend=5000&category=dining&salary=15000&banking=conventional&fee=any&salaryTransfer=no#finder-results$/,
  )
  const results = page.getByRole('region', { name: '3. Your recommendations' })
  const reasons = results.locator('ol > li > p')
  await expect(reasons.first()).toBeVisible()
  expect(await reasons.count()).toBeGreaterThan(1)
  // The best card for a diner among those we can value: Mashreq's 5 % on dining.
  await expect(reasons.first()).toContainText(/About AED [\d,]+ a year back on your spending/)
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Mashreq Cashback Credit Card')
  await expectNoAxeViolations(page)
  await results
    .locator('ol > li')
    .first()
    .screenshot({ path: `test-results/card-finder-results-${page.viewportSize()!.width}.png` })

  await page.goto('/card-finder')
  await expect(page.getByText('We filled in your answers from last time.')).toBeVisible()
  await expect(page.getByLabel('Monthly salary (AED)')).toHaveValue('15000')
  await expect(page.getByLabel('Dining and restaurants')).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Conventional' })).toBeChecked()
  await expect(transfer.getByRole('radio', { name: 'No', exact: true })).toBeChecked()
})

test('a shared comparison values each card for the same spending and marks the best known value', async ({ page }) => {
  // Mashreq Cashback (93), CBD 5 % Cashback (39), ADCB TouchPoints Infinite (1): a guest, no account.
  await page.goto('/compare?cards=93,39,1')
  await waitForHydration(page)
  const calculator = page.getByRole('region', { name: 'What these cards are worth to you' })
  const value = (name: string) => calculator.getByRole('article', { name: `Value of ${name}` })
  const later = (name: string) => value(name).locator('dt', { hasText: 'Net value, later years' }).locator('xpath=following-sibling::dd')
  // Typical AED 5,000: Mashreq AED 856; CBD 5,000 × 0.55 % × 12 = AED 330; ADCB unknown.
  await expect(later('Mashreq Cashback Credit Card')).toHaveText('AED 856')
  await expect(later('CBD Visa Platinum Up to 5% Cashback Card')).toHaveText('AED 330')
  await expect(later('ADCB TouchPoints Infinite Credit Card')).toHaveText('Unknown')
  await expect(value('Mashreq Cashback Credit Card').getByText('Best value')).toBeVisible()
  // Spend AED 20,000 of other things: CBD's top band wins (27.5 + 100 + 150 + 250 = 527.5 a month).
  for (const label of ['Groceries and supermarkets', 'Dining and restaurants', 'Fuel', 'Travel (flights and hotels)', 'Online shopping']) {
    await calculator.getByLabel(label).fill('0')
  }
  await calculator.getByLabel('Everything else').fill('20000')
  await expect(later('CBD Visa Platinum Up to 5% Cashback Card')).toHaveText('AED 6,330')
  await expect(later('Mashreq Cashback Credit Card')).toHaveText('AED 2,400')
  await expect(value('CBD Visa Platinum Up to 5% Cashback Card').getByText('Best value')).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
})
