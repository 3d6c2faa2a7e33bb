import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { linkFrom, waitForMail } from '../integration/mail'
import { expect } from './fixtures'

export const person = () => {
  const id = randomUUID().slice(0, 8)
  return { username: `e2e_${id}`, email: `e2e.${id}@example.test`, password: 'Desert-Rose-77!' }
}

const origin = () => ({ Origin: process.env.TEST_BASE_URL! })

/**
 * Registers through the page's own request context, so the browser holds the session the
 * registration starts (spec §7: registration signs the new user in). `verified` follows the
 * e-mailed link through /api/verify-email first.
 */
export async function signUp(page: Page, { verified }: { verified: boolean }) {
  const p = person()
  const res = await page.request.post('/api/register', { data: p, headers: origin() })
  expect(res.status()).toBe(201)
  if (verified) {
    const mail = await waitForMail(p.email, /Verify your e-mail address/)
    const token = new URL(linkFrom(mail, `${process.env.TEST_BASE_URL}/verify-email?token=`)).searchParams.get('token')
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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** React has hydrated: the drawer's summary only gets aria-expanded from the client. */
export async function waitForHydration(page: Page) {
  await expect(page.getByLabel('Menu')).toHaveAttribute('aria-expanded', 'false')
}
