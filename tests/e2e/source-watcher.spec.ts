// An editor's side of the source watcher (docs/decisions/033): a bank document a card cites
// changes; the dashboard's "Needs attention" names it with the figures that changed and the card
// resting on it; the editor opens it, reads the diff, ticks Confirm, saves, and it is gone from
// the list. The "bank" is a local server; the run is started as the daily job would start it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'
import { adminHeaders, signInThrough, staffUser } from './users'

let server: Server
let base = ''
let fee = '1,050'

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/card-fees') return void res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><title>Fees</title><h1>Watched Platinum Card</h1><p>Annual fee: AED ${fee}</p><p>Monthly rate: 3.69%</p>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise((resolve) => server.close(resolve)))

test('a changed bank document reaches the editor under Needs attention with its diff, and Confirm clears it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const url = `${base}/card-fees`
  const tag = Date.now().toString(36)
  const name = `Watched Card ${tag}`
  const title = `Watched Bank fees page ${tag}`
  const created = await request.post('/cms-api/credit-cards', {
    headers,
    data: {
      name,
      bank: 10,
      isActive: false,
      fees: { annualFee: 1050, vat: 'included' },
      sources: [{ title, kind: 'product-page', url, checkedAt: '2026-11-27', figures: ['annualFee'] }],
    },
  })
  expect(created.status()).toBe(201)
  const cardId = (await created.json()).doc.id as number
  const run = async (status: string) => {
    const res = await request.post('/cms-api/source-checks/run', { headers, data: { urls: [url] } })
    expect(res.status()).toBe(200)
    expect((await res.json()).results).toEqual([{ url, status }])
  }
  try {
    await run('new')
    fee = '1,100'
    await run('changed')

    const editor = await staffUser(request, 'editor')
    await signInThrough(page, '/admin', editor)
    const panel = page.locator('section.cc-attention')
    const document = panel.getByRole('link', { name: title })
    await expect(document).toBeVisible({ timeout: 20_000 })
    const entry = panel.locator('li').filter({ has: page.getByRole('link', { name: title }) })
    await expect(entry).toContainText('changed on')
    await expect(entry).toContainText('(AED 1050 → AED 1100)')
    await expect(entry.getByRole('link', { name })).toBeVisible()

    // The admin's links act once it has hydrated: a click before that is made again.
    await expect(async () => {
      await document.click({ timeout: 2_000 })
      await expect(page).toHaveURL(/\/admin\/collections\/source-checks\/\d+$/, { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    const findingId = Number(page.url().split('/').pop())
    const diff = page.locator('#field-diff')
    await expect(diff).toHaveValue(/-Annual fee: AED 1,050/, { timeout: 15_000 })
    await expect(diff).toHaveValue(/\+Annual fee: AED 1,100/)
    await expect(diff).not.toBeEditable()

    // Ticked once the form has hydrated: a click before that is lost, so it is repeated.
    const confirm = page.locator('#field-confirm')
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await expect(async () => {
      if (!(await confirm.isChecked())) await confirm.click({ timeout: 2_000 })
      await expect(save).toBeEnabled({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/cms-api/source-checks/${findingId}`),
      save.click(),
    ])
    expect(saved.status()).toBe(200)
    await page.reload()
    await expect(page.locator('#field-status')).toContainText('Unchanged', { timeout: 15_000 })
    await expect(page.locator('#field-needsReview')).not.toBeChecked()
    await expect(page.locator('#field-confirm')).not.toBeChecked()
    await expect(page.locator('#field-diff')).toHaveValue('')

    await page.goto('/admin')
    await expect(page.locator('section.cc-attention')).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('section.cc-attention').getByRole('link', { name: title })).toHaveCount(0)
  } finally {
    await request.delete(`/cms-api/credit-cards/${cardId}`, { headers })
    const where = `where[url][equals]=${encodeURIComponent(url)}&depth=0`
    const findings = (await (await request.get(`/cms-api/source-checks?${where}`, { headers })).json()).docs as { id: number }[]
    for (const { id } of findings) await request.delete(`/cms-api/source-checks/${id}?overrideLock=true`, { headers })
  }
})
