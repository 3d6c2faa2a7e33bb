// The accessibility statement (decision 023): reachable from every footer by keyboard alone, true
// about what the tests check, and the reflow it promises. Its title, description, axe check at
// both widths and links are checked with the other information pages (info-pages.spec.ts).
import {
  ACCESSIBILITY_REVIEWED,
  AXE_WCAG_TAGS,
  BUSINESS_HOURS,
  cardPath,
  COMPANY,
  REFLOW_WIDTH_PX,
  TESTED_WIDTHS_PX,
} from '@cardcompare/shared'
import { expect, test } from './fixtures'
import { waitForHydration } from './users'

test('/accessibility says what we test against, what does not work yet and how to report a barrier', async ({ page }) => {
  const response = await page.goto('/accessibility')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Accessibility Statement | CardCompare UAE')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement')
  await expect(page.locator('header time')).toHaveText(ACCESSIBILITY_REVIEWED.text)
  await expect(page.locator('header time')).toHaveAttribute('datetime', ACCESSIBILITY_REVIEWED.iso)
  await expect(page.getByText('Last reviewed:')).toBeVisible()

  const main = page.getByRole('main')
  const sections = [
    'Our aim',
    'How we test',
    'What helps you use the website',
    'What does not work yet',
    'Report a barrier',
    'About this statement',
  ]
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Contents', ...sections.map((title, i) => `${i + 1}. ${title}`)])

  // What the tests run (tests/e2e/users.ts and playwright.config.ts read the same constants).
  const testing = main.locator('section', { has: page.getByRole('heading', { name: '2. How we test' }) })
  await expect(testing.getByRole('listitem')).toHaveText(Object.values(AXE_WCAG_TAGS))
  await expect(testing).toContainText(`${TESTED_WIDTHS_PX.desktop} pixels (a laptop) and ${TESTED_WIDTHS_PX.phone} pixels (a phone)`)
  await expect(testing).toContainText('Chromium')

  const known = main.locator('section', { has: page.getByRole('heading', { name: '4. What does not work yet' }) })
  for (const issue of [
    'The Arabic version is new.',
    'Banks’ documents.',
    'The moving bank logos have no pause button',
    'The floating “Financial tips” button',
  ]) {
    await expect(known.locator('strong', { hasText: issue })).toBeVisible()
  }

  // The footer's contact details, from the same constants.
  const report = main.locator('section', { has: page.getByRole('heading', { name: '5. Report a barrier' }) })
  await expect(report.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}?subject=Accessibility`)
  await expect(report.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref)
  await expect(report).toContainText(BUSINESS_HOURS.text)
  await report.getByRole('link', { name: 'contact form' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
})

test('keyboard only: Tab from the top of the home page reaches the footer’s Accessibility link, Enter opens it', async ({ page }) => {
  // About 120 stops lie between the top of the home page and the footer's last link.
  test.setTimeout(120_000)
  await page.goto('/')
  await waitForHydration(page)
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true })
  await expect(link).toHaveAttribute('href', '/accessibility')
  const onLink = () => page.evaluate(() => document.activeElement?.matches('footer a[href="/accessibility"]') ?? false)
  let presses = 0
  while (!(await onLink())) {
    await page.keyboard.press('Tab')
    presses++
    expect(presses, 'Tab never reached the footer link').toBeLessThan(250)
  }
  // The focused link can be seen: in view, with a focus outline.
  await expect(link).toBeFocused()
  await expect(link).toBeInViewport()
  expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/accessibility$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement')
})

test(`the main pages reflow at ${REFLOW_WIDTH_PX} px without sideways scrolling, as the statement says`, async ({ page, request }) => {
  const { cards } = await (await request.get('/api/credit-cards?limit=3')).json()
  await page.setViewportSize({ width: REFLOW_WIDTH_PX, height: 640 })
  const paths = [
    '/',
    '/cards',
    cardPath(cards[0]),
    `/compare?cards=${cards.map((c: { id: number }) => c.id).join(',')}`,
    '/contact',
    '/accessibility',
  ]
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(REFLOW_WIDTH_PX)
  }
})
