import { expect, test } from './fixtures'

test('a guest asking for /admin lands on /auth, signs in and reaches the CMS admin', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin$/)
  await page.getByLabel('Username').fill(process.env.TEST_ADMIN_USERNAME!)
  await page.getByLabel('Password').fill(process.env.TEST_ADMIN_PASSWORD!)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page).toHaveTitle(/CardCompare UAE admin/)
  // The same session is the admin's: the dashboard lists our collections.
  await expect(page.getByRole('link', { name: /Credit Cards/ }).first()).toBeVisible({ timeout: 15_000 })
  await page.goto('/admin/collections/credit-cards')
  await expect(page.getByText('ADCB TouchPoints Infinite Credit Card').first()).toBeVisible({ timeout: 15_000 })
})

test('wrong credentials on /auth say so', async ({ page, consoleErrors }) => {
  await page.goto('/auth')
  await page.getByLabel('Username').fill('nobody_here')
  await page.getByLabel('Password').fill('Wrong-pass1!')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please check your credentials.' })).toHaveText('Login failed. Please check your credentials.')
  // The refused sign-in is a 401 response, which Chromium reports; nothing else may appear.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 401/.test(e)))
})
