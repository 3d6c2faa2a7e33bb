import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { AXE_WCAG_TAGS } from '@cardcompare/shared'
import type { APIRequestContext, Page } from '@playwright/test'
import { linkFrom, waitForMail } from '../integration/mail'
import { expect } from './fixtures'
import { baseUrl, testAdmin } from '../env'

export const person = () => {
  const id = randomUUID().slice(0, 8)
  return { username: `e2e_${id}`, email: `e2e.${id}@example.test`, password: 'Desert-Rose-77!' }
}

const origin = () => ({ Origin: baseUrl() })

/**
 * Registers through the page's own request context, so the browser holds the session the
 * registration starts (spec §7: registration signs the new user in). `verified` follows the
 * e-mailed link through /api/verify-email first.
 */
export async function signUp(page: Page, { verified, mobileNumber }: { verified: boolean; mobileNumber?: string }) {
  const p = { ...person(), ...(mobileNumber ? { mobileNumber } : {}) }
  const res = await page.request.post('/api/register', { data: p, headers: origin() })
  expect(res.status()).toBe(201)
  if (verified) {
    const mail = await waitForMail(p.email, /Verify your e-mail address/)
    const token = new URL(linkFrom(mail, `${baseUrl()}/verify-email?token=`)).searchParams.get('token')
    const verify = await page.request.post('/api/verify-email', { data: { token }, headers: origin() })
    expect(verify.status()).toBe(200)
  }
  // The fortune dialog opens once per browser session for a new user; these tests are not about it.
  const body = await res.json()
  const id = body.id ?? body.user?.id ?? body.doc?.id
  expect(id, 'registration answers with the user id').toBeDefined()
  await page.addInitScript((userId) => sessionStorage.setItem('cardcompare:fortuneShown', userId), String(id))
  return p
}

// The same tags /accessibility names as what we test against.
const AXE_TAGS = Object.keys(AXE_WCAG_TAGS)

/** The drawer's summary, in every language; it only gets aria-expanded from the client. */
const HYDRATION_MARK = 'header summary[aria-controls="mobile-menu"]'

/**
 * axe's findings on the page as it is now. Legacy mode runs axe in the page itself: the default
 * mode also opens a blank page to merge the results of cross-origin frames, which we do not have,
 * and that doubled the time of every check (about 3 s more per page on two cores).
 */
export async function axeViolations(page: Page) {
  // axe reads the hydrated page. Run while React still hydrated (an Arabic page first loads its
  // message catalogues), it made React report a mismatch with the server's HTML (error #418).
  if (await page.evaluate((mark) => '__remixContext' in window && document.querySelector(mark) !== null, HYDRATION_MARK))
    await waitForHydration(page)
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze()
  return violations
}

export async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** React has hydrated (with JavaScript on: server HTML alone never gets the mark). */
export async function waitForHydration(page: Page, { timeout }: { timeout?: number } = {}) {
  await expect(page.locator(HYDRATION_MARK)).toHaveAttribute('aria-expanded', /^(true|false)$/, { timeout })
}

/** The test admin's headers for the CMS's REST API, as the admin's own client sends them. */
export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', {
    data: testAdmin(),
    headers: origin(),
  })
  expect(res.status()).toBe(200)
  return { ...origin(), Authorization: `JWT ${(await res.json()).token}` }
}

export type StaffRole = 'editor' | 'sales' | 'admin'

/** A verified staff member, made by the admin as the admin's form does and verified by e-mail. */
export async function staffUser(request: APIRequestContext, role: StaffRole) {
  const headers = await adminHeaders(request)
  const id = randomUUID().slice(0, 8)
  const staff = { username: `${role}_${id}`, email: `${role}.${id}@example.test`, password: `${role}-Pass-42!X`, role }
  const created = await request.post('/cms-api/users', { data: staff, headers })
  expect(created.status()).toBe(201)
  const mail = await waitForMail(staff.email, /Verify your e-mail address/)
  const token = new URL(linkFrom(mail, `${baseUrl()}/verify-email?token=`)).searchParams.get('token')
  expect((await request.post('/api/verify-email', { data: { token }, headers: origin() })).status()).toBe(200)
  return { ...staff, id: (await created.json()).doc.id as number }
}

/**
 * Signs in through the real form at /auth as a person would, asking for `path` afterwards
 * (an admin page for staff), and waits until that page is reached.
 */
export async function signInThrough(page: Page, path: string, { username, password }: { username: string; password: string }) {
  await page.goto(`/auth?redirect=${encodeURIComponent(path)}`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(new URL(path, page.url()).href, { timeout: 20_000 })
}
