import { linkFrom, waitForMail } from '../integration/mail'
import type { Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInThrough } from './users'
import { baseUrl, testAdmin } from '../env'

test('a guest asking for /admin lands on /auth, signs in and reaches the CMS admin', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin$/)
  await page.getByLabel('Username').fill(testAdmin().username)
  await page.getByLabel('Password').fill(testAdmin().password)
  await page.getByRole('button', { name: 'Login' }).click()
  // A full page load of the admin, the first of a fresh server: it may take longer than 5 s.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 })
  await expect(page).toHaveTitle(/CardCompare UAE admin/)
  // The same session is the admin's: the dashboard lists our collections.
  await expect(page.getByRole('link', { name: /Credit Cards/ }).first()).toBeVisible({ timeout: 15_000 })
  await page.goto('/admin/collections/credit-cards')
  await expect(page.getByText('ADCB TouchPoints Infinite Credit Card').first()).toBeVisible({ timeout: 15_000 })
})

test('wrong credentials on /auth say so', async ({ page, allowConsoleErrors }) => {
  await page.goto('/auth')
  // A name of its own: five failures lock a name, known or not (decision 007).
  await page.getByLabel('Username').fill(`nobody_${Date.now()}`)
  await page.getByLabel('Password').fill('Wrong-pass1!')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please check your credentials.' })).toHaveText(
    'Login failed. Please check your credentials.',
  )
  // The refused sign-in is a 401 response, which Chromium reports; nothing else may appear.
  allowConsoleErrors(/status of 401/)
})

test('an account an admin creates verifies by e-mail, and changing your own password in the admin needs the current one', async ({
  page,
  browser,
  request,
  allowConsoleErrors,
}) => {
  test.setTimeout(150_000)
  // The admin creates an editor through the admin's REST API (as its form does).
  const admin = await request.post('/cms-api/users/login', {
    data: testAdmin(),
    headers: { Origin: baseUrl() },
  })
  expect(admin.status()).toBe(200)
  const id = Date.now().toString(36)
  const editor = { username: `editor_${id}`, email: `editor.${id}@example.test`, password: 'Editor-Pass-42!', role: 'editor' }
  const created = await request.post('/cms-api/users', { data: { ...editor, isVerified: true }, headers: { Origin: baseUrl() } })
  expect(created.status()).toBe(201)
  expect((await created.json()).doc.isVerified).toBe(false)
  const mail = await waitForMail(editor.email, /Verify your e-mail address/)
  const token = new URL(linkFrom(mail, `${baseUrl()}/verify-email?token=`)).searchParams.get('token')
  expect((await request.post('/api/verify-email', { data: { token }, headers: { Origin: baseUrl() } })).status()).toBe(200)

  await signInThrough(page, '/admin/account', editor)
  // The button works once the admin has hydrated: press until the password fields open.
  const newPassword = async () => {
    await expect(async () => {
      await page.getByRole('button', { name: 'Change Password' }).click({ timeout: 2_000 })
      await expect(page.getByLabel('New Password')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByLabel('New Password').fill('Changed-Pass-77!')
    await page.getByLabel('Confirm Password').fill('Changed-Pass-77!')
  }
  await newPassword()
  // Save reacts once the form has taken in the new values (its form-state round trip).
  await expect(async () => {
    await page.getByRole('button', { name: 'Save' }).click({ timeout: 2_000 })
    await expect(page.getByText('The following field is invalid: Current password')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText('Enter your current password to set a new one.')).toBeAttached()
  // The refused save is a 400, which Chromium reports.
  allowConsoleErrors(/status of 400/)
  await newPassword()
  await page.getByLabel('Current password').fill(editor.password)
  const save = page.getByRole('button', { name: 'Save' })
  // Presses Save until the write is answered 200, pressing only while Save is enabled: a press
  // during the form's own round trip does nothing, and once the write is done the clean form's
  // Save is disabled (pressing until a toast showed failed when the toast came late).
  const saved = async () => {
    let written = false
    const onResponse = (r: Response) => {
      if (r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/cms-api/users/') && r.status() === 200) written = true
    }
    page.on('response', onResponse)
    try {
      await expect(async () => {
        if (!written && (await save.isEnabled())) await save.click({ timeout: 2_000 })
        await expect.poll(() => written, { timeout: 5_000 }).toBe(true)
      }).toPass({ timeout: 40_000 })
    } finally {
      page.off('response', onResponse)
    }
    await expect(page.getByText(/Updated successfully/i).first()).toBeVisible({ timeout: 10_000 })
  }
  await saved()
  // Other fields save without the current password. A value typed before the admin hydrates is
  // not seen by its form: type until Save takes it.
  await page.reload()
  await expect(async () => {
    await page.getByLabel('Mobile Number').fill('')
    await page.getByLabel('Mobile Number').fill('+971501112233')
    await expect(save).toBeEnabled({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await saved()

  const fresh = await browser.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.1` },
  })
  const signIn = (password: string) =>
    fresh.request.post('/api/login', { data: { username: editor.username, password }, headers: { Origin: baseUrl() } })
  expect((await signIn(editor.password)).status()).toBe(401)
  expect((await signIn('Changed-Pass-77!')).status()).toBe(200)
  await fresh.close()
})

test('the admin’s lists, edit and create pages load for an admin without a server error', async ({ page }) => {
  test.setTimeout(120_000)
  const login = await page.request.post('/cms-api/users/login', {
    data: testAdmin(),
    headers: { Origin: baseUrl() },
  })
  expect(login.status()).toBe(200)
  const serverErrors: string[] = []
  page.on('response', (res) => res.status() >= 500 && serverErrors.push(`${res.status()} ${res.url()}`))
  const pages = ['/admin', '/admin/account']
  for (const slug of ['credit-cards', 'banks', 'blog-posts', 'leads', 'users', 'fortune-cookies', 'favorites', 'media']) {
    pages.push(`/admin/collections/${slug}`, `/admin/collections/${slug}/create`)
    const first = await page.request.get(`/cms-api/${slug}?limit=1&depth=0`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(first.status(), slug).toBe(200)
    const doc = (await first.json()).docs[0]
    if (doc) pages.push(`/admin/collections/${slug}/${doc.id}`)
  }
  for (const path of pages) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBeLessThan(400)
    await expect(page.locator('.template-default, .template-minimal').first(), path).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('This page couldn’t load'), path).toHaveCount(0)
  }
  expect(serverErrors).toEqual([])
})

test('a card’s JSON field opens its code editor, served from our own origin', async ({ page }) => {
  const login = await page.request.post('/cms-api/users/login', {
    data: testAdmin(),
    headers: { Origin: baseUrl() },
  })
  expect(login.status()).toBe(200)
  const foreign: string[] = []
  page.on(
    'request',
    (req) => new URL(req.url()).origin !== new URL(baseUrl()).origin && !req.url().startsWith('data:') && foreign.push(req.url()),
  )
  const first = await page.request.get('/cms-api/credit-cards?limit=1&depth=0', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  const card = (await first.json()).docs[0]
  await page.goto(`/admin/collections/credit-cards/${card.id}`)
  // Monaco renders its own text lines once it has loaded (Payload shows a shimmer until then).
  await expect(page.locator('.code-editor .monaco-editor .view-lines')).toBeVisible({ timeout: 20_000 })
  expect(foreign).toEqual([])
})
