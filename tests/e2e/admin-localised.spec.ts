// docs/decisions/037: a content editor or an admin writes a localised text in Arabic through the
// admin's own form (its locale switch) in every collection that has one; it is kept, the English
// text is unchanged, and where the storefront shows the text, the Arabic page shows it while the
// English one keeps the English.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminHeaders, staffUser, type StaffRole } from './users'
import { baseUrl } from '../env'

type Case = {
  collection: string
  /** A localised textarea of the collection's form. */
  field: string
  role: StaffRole
  /** Where a visitor reads the text, in English, given the document. */
  page?: (doc: Record<string, unknown>) => string
  /**
   * The collection's required localised text, when the seed has no Arabic for it: a translation
   * starts with it (Payload requires it in each language), so the test writes its own document,
   * English first, and the Arabic form fills it too; the document is deleted afterwards.
   */
  title?: string
}

// Both roles that edit content (canEditContent), each in half of the collections.
const CASES: Case[] = [
  { collection: 'banks', field: 'description', role: 'editor', page: (doc) => `/bank/${doc.id}` },
  { collection: 'credit-cards', field: 'description', role: 'admin', page: (doc) => `/credit-cards/${doc.slug}` },
  { collection: 'card-types', field: 'description', role: 'editor' },
  { collection: 'features', field: 'description', role: 'admin' },
  { collection: 'blog-categories', field: 'description', role: 'editor', title: 'name' },
  { collection: 'blog-posts', field: 'excerpt', role: 'admin', title: 'title' },
]

/** The admin's own locale switch, in the document's header. */
async function switchToArabic(page: Page) {
  await expect(async () => {
    await page.locator('.localizer .popup__trigger-wrap').first().click({ timeout: 2_000 })
    await page
      .locator('.popup-button-list__button')
      .filter({ has: page.locator('[data-locale="ar"]') })
      .click({ timeout: 2_000 })
    await expect(page).toHaveURL(/[?&]locale=ar\b/, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

for (const { collection, field, role, page: visitorPath, title } of CASES) {
  test(`${role}: writes a ${collection} ${field} in Arabic in the admin's form; it is kept, English is unchanged${visitorPath ? ', the Arabic page shows it' : ''}`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const headers = await adminHeaders(request)
    const stamp = Date.now().toString(36)
    const doc = title
      ? ((
          await (
            await request.post(`/cms-api/${collection}`, {
              data: { [title]: `Test ${stamp}`, slug: `test-${stamp}`, [field]: `English text ${stamp}` },
              headers,
            })
          ).json()
        ).doc as Record<string, unknown>)
      : (
          (await (
            await request.get(`/cms-api/${collection}?limit=1&sort=id&depth=0&where[${field}][exists]=true`, { headers })
          ).json()) as {
            docs: Record<string, unknown>[]
          }
        ).docs[0]
    expect(doc, `a ${collection} document with a ${field}`).toBeDefined()
    const english = String(doc![field])
    // What the document says in Arabic now (a seeded translation, or nothing), to be put back.
    const arabicBefore =
      (
        (await (
          await request.get(`/cms-api/${collection}/${doc!.id}?depth=0&locale=ar&fallback-locale=none`, { headers })
        ).json()) as Record<string, unknown>
      )[field] ?? null
    const arabic = `نص تجريبي ${stamp}`
    const { username, password } = await staffUser(request, role)
    const login = await page.request.post('/api/login', { data: { username, password }, headers: { Origin: baseUrl() } })
    expect(login.status()).toBe(200)
    const input = page.locator(`#field-${field}`)
    try {
      await page.goto(`/admin/collections/${collection}/${doc!.id}`)
      await expect(input).toHaveValue(english, { timeout: 30_000 })
      await switchToArabic(page)

      await expect(async () => {
        if (title) await page.locator(`#field-${title}`).fill(`عنوان ${stamp}`)
        await input.fill(arabic)
        await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({ timeout: 2_000 })
      }).toPass({ timeout: 45_000 })
      const [saved] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/cms-api/${collection}/${doc!.id}`, {
          timeout: 20_000,
        }),
        page.getByRole('button', { name: 'Save', exact: true }).click(),
      ])
      expect(saved.status(), await saved.text()).toBeLessThan(300)
      expect(new URL(saved.url()).searchParams.get('locale')).toBe('ar')

      await page.reload()
      await expect(page).toHaveURL(/[?&]locale=ar\b/)
      await expect(input).toHaveValue(arabic, { timeout: 30_000 })
      const inEnglish = (await (await request.get(`/cms-api/${collection}/${doc!.id}?depth=0&locale=en`, { headers })).json()) as Record<
        string,
        unknown
      >
      expect(inEnglish[field]).toBe(english)
      if (title) expect(inEnglish[title]).toBe(doc![title])

      if (visitorPath) {
        const visitor = await browser.newPage()
        await expect(async () => {
          await visitor.goto(`/ar${visitorPath(doc!)}`)
          await expect(visitor.getByText(arabic)).toBeVisible({ timeout: 1_000 })
        }).toPass({ timeout: 10_000 })
        await expect(visitor.getByText(arabic)).not.toHaveAttribute('lang', 'en')
        await visitor.goto(visitorPath(doc!))
        await expect(visitor.getByText(english)).toBeVisible()
        await expect(visitor.getByText(arabic)).toHaveCount(0)
        await visitor.close()
      }
    } finally {
      // The document's lock is the staff member's while its form is open: they put the Arabic text
      // back as it was, or delete the document they wrote for the test.
      const restored = title
        ? await page.request.delete(`/cms-api/${collection}/${doc!.id}`, { headers: { Origin: baseUrl() } })
        : await page.request.patch(`/cms-api/${collection}/${doc!.id}?locale=ar`, {
            data: { [field]: arabicBefore },
            headers: { Origin: baseUrl() },
          })
      expect(restored.status()).toBe(200)
    }
  })
}
