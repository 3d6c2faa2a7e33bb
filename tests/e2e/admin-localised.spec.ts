// docs/decisions/037: an editor writes a bank's Arabic description through the admin's own form
// (its locale switch), it is kept, and the Arabic bank page shows it while the English one keeps
// the English text.
import { expect, test } from './fixtures'
import { adminHeaders, staffUser } from './users'
import { baseUrl } from '../env'

const BANK = 11

test('editor: switches the admin to Arabic, writes a bank description, saves; it is kept and shown on /ar/bank/:id only', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const english = (await (await request.get(`/cms-api/banks/${BANK}?depth=0`, { headers })).json()) as { description: string }
  const arabic = `وصف تجريبي للبنك ${Date.now().toString(36)}`
  const { username, password } = await staffUser(request, 'editor')
  const login = await page.request.post('/api/login', { data: { username, password }, headers: { Origin: baseUrl() } })
  expect(login.status()).toBe(200)
  const description = page.locator('#field-description')
  try {
    await page.goto(`/admin/collections/banks/${BANK}`)
    await expect(description).toHaveValue(english.description, { timeout: 30_000 })

    // The admin's own locale switch, in the document's header.
    await expect(async () => {
      await page.locator('.localizer .popup__trigger-wrap').first().click({ timeout: 2_000 })
      await page
        .locator('.popup-button-list__button')
        .filter({ has: page.locator('[data-locale="ar"]') })
        .click({ timeout: 2_000 })
      await expect(page).toHaveURL(/[?&]locale=ar\b/, { timeout: 5_000 })
    }).toPass({ timeout: 45_000 })

    await expect(async () => {
      await description.fill(arabic)
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/cms-api/banks/${BANK}`, {
        timeout: 20_000,
      }),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ])
    expect(saved.status(), await saved.text()).toBeLessThan(300)
    expect(new URL(saved.url()).searchParams.get('locale')).toBe('ar')

    await page.reload()
    await expect(page).toHaveURL(/[?&]locale=ar\b/)
    await expect(description).toHaveValue(arabic, { timeout: 30_000 })

    const visitor = await browser.newPage()
    await expect(async () => {
      await visitor.goto(`/ar/bank/${BANK}`)
      await expect(visitor.getByText(arabic)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(visitor.getByText(arabic)).not.toHaveAttribute('lang', 'en')
    await visitor.goto(`/bank/${BANK}`)
    await expect(visitor.getByText(english.description)).toBeVisible()
    await expect(visitor.getByText(arabic)).toHaveCount(0)
    await visitor.close()
  } finally {
    // The editor holds the document's lock while it is open: the editor takes the Arabic text back.
    const restored = await page.request.patch(`/cms-api/banks/${BANK}?locale=ar`, {
      data: { description: null },
      headers: { Origin: baseUrl() },
    })
    expect(restored.status()).toBe(200)
  }
})
