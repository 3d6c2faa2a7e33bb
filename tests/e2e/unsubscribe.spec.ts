// A subscriber leaves the newsletter from the welcome mail's link: the page names the address
// (masked), one button unsubscribes, and the page says so. At both tested widths, axe-clean.
import { randomUUID } from 'node:crypto'
import { COMPANY } from '@cardcompare/shared'
import { baseUrl } from '../env'
import { solveBotCheck } from '../integration/bot-check'
import { linkFrom, waitForMail } from '../integration/mail'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './users'

test('a subscriber opens the link from the welcome mail and unsubscribes with one button', async ({ page }, testInfo) => {
  const email = `e2e.unsub.${randomUUID().slice(0, 8)}@example.test`
  const signUp = await page.request.post('/api/newsletter-signup', {
    data: { email, source: 'footer_widget', recaptchaToken: await solveBotCheck(baseUrl(), 'newsletter_signup') },
    headers: { Origin: baseUrl() },
  })
  expect(signUp.status()).toBe(200)
  const link = linkFrom(await waitForMail(email, /You are subscribed/), `${baseUrl()}/unsubscribe?lead=`)

  await page.goto(link)
  await expect(page).toHaveTitle('Unsubscribe | CardCompare UAE')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from our deals')
  await expect(page.getByText(`${email[0]}***@example.test`)).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  const button = page.getByRole('button', { name: 'Unsubscribe' })
  await expect(button).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-ask.png'), fullPage: true })

  await button.click()
  await expect(page.getByRole('status')).toHaveText('You are unsubscribed. You will get no more deals from us.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-done.png'), fullPage: true })

  // Opened again later, the link says it is done already.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are already unsubscribed')
})

test('a link that does not verify says so and names the address to write to', async ({ page, allowConsoleErrors }, testInfo) => {
  // The browser logs the page's 400 status as a failed resource.
  allowConsoleErrors(/status of 400/)
  const res = await page.goto('/unsubscribe?lead=1&token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  expect(res?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid')
  await expect(page.getByRole('alert')).toContainText(`This unsubscribe link is not valid. To unsubscribe, write to ${COMPANY.email}`)
  await expect(page.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}?subject=unsubscribe`)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-invalid.png'), fullPage: true })
})
