// Every collection a member of staff can edit saves through the admin's own form (docs/decisions/019):
// as the role that works with it, open an existing document, change a field, Save, reload and
// see the value; create a new one the same way. The admin's form sends what no API client
// would (an empty list as its row count, 0), so only the form proves the guard lets it through.
// The menu shows each role only the collections it works with.
import path from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminHeaders, staffUser, type StaffRole } from './users'
import { baseUrl, testAdmin } from '../env'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
const IMAGE = path.resolve('public/icons/icon-192.png')

/** One signed-in staff member per role for the whole file (verified by e-mail once). */
const staff = new Map<StaffRole, Promise<{ username: string; password: string }>>()
function account(request: APIRequestContext, role: StaffRole) {
  if (role === 'admin') return Promise.resolve(testAdmin())
  if (!staff.has(role)) staff.set(role, staffUser(request, role))
  return staff.get(role)!
}

async function signIn(page: Page, role: StaffRole) {
  const { username, password } = await account(page.request, role)
  const res = await page.request.post('/api/login', { data: { username, password }, headers: { Origin: baseUrl() } })
  expect(res.status()).toBe(200)
}

/** Documents the tests made, removed at the end so other suites see the seeded data only. */
const made: { slug: string; id: string }[] = []
test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request)
  // The page that made a document may still hold its edit lock: the admin overrides it.
  for (const { slug, id } of made.reverse()) {
    const res = await request.delete(`/cms-api/${slug}/${id}?overrideLock=true`, { headers })
    expect(res.status(), `removing ${slug} ${id}`).toBe(200)
  }
  made.length = 0
})

const field = (page: Page, name: string) => page.locator(`#field-${name.replace(/\./g, '__')}`)

/** Picks an option of a select or relationship field (react-select), typing to search when asked. */
async function choose(page: Page, name: string, option: string | RegExp, { search }: { search?: string } = {}) {
  const control = field(page, name).locator('.rs__control')
  // Made again when a change is repeated (see change): a list keeps what it has.
  if (typeof option === 'string' && (await control.locator('.rs__multi-value').filter({ hasText: option }).count())) return
  await control.click()
  if (search) await control.locator('input').fill(search)
  await page.locator('.rs__option').filter({ hasText: option }).first().click()
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })

/**
 * Makes a change once the admin has hydrated: what is typed before that is lost, so the change
 * is made again until the form knows it is modified (its Save button turns on).
 */
async function change(page: Page, action: () => Promise<void>) {
  // A click before hydration does nothing (a row never appears), so each step gives up soon and
  // the whole change is tried again.
  page.setDefaultTimeout(5_000)
  try {
    await expect(async () => {
      await action()
      await expect(saveButton(page)).toBeEnabled({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
  } finally {
    page.setDefaultTimeout(0)
  }
}

/** Presses Save and waits for the write; the document's id comes from the API's answer. */
async function save(page: Page, slug: string): Promise<string> {
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) =>
        ['POST', 'PATCH'].includes(r.request().method()) &&
        new URL(r.url()).pathname.startsWith(`/cms-api/${slug}`) &&
        !/\/access\//.test(r.url()),
      { timeout: 20_000 },
    ),
    saveButton(page).click(),
  ])
  expect(res.status(), `saving ${slug} answers 2xx: ${await res.text()}`).toBeLessThan(300)
  await expect(
    page
      .locator('.payload-toast-container')
      .getByText(/successfully/i)
      .first(),
  ).toBeVisible({ timeout: 10_000 })
  return String((await res.json()).doc.id)
}

type Edit = { fill: (page: Page, value: string) => Promise<void>; shows: (page: Page, value: string) => Promise<void> }
const text = (name: string): Edit => ({
  fill: (page, value) => field(page, name).fill(value),
  shows: (page, value) => expect(field(page, name)).toHaveValue(value, { timeout: 15_000 }),
})
const option = (name: string, { search = false } = {}): Edit => ({
  fill: (page, value) => choose(page, name, value, { search: search ? value : undefined }),
  shows: (page, value) => expect(field(page, name).locator('.rs__value-container')).toContainText(value, { timeout: 15_000 }),
})

type Case = {
  slug: string
  role: StaffRole
  /** Fills the required fields of a new document; `tag` makes it unique. */
  create: (page: Page, tag: string) => Promise<void>
  /** The field the test changes on the document it opens. */
  edit: Edit
  value: (tag: string) => string
}

const CASES: Case[] = [
  {
    slug: 'banks',
    role: 'editor',
    create: async (page, tag) => {
      await field(page, 'name').fill(`E2E Bank ${tag}`)
      await field(page, 'slug').fill(`e2e-bank-${tag}`)
    },
    edit: text('headquarters'),
    value: (tag) => `Dubai ${tag}`,
  },
  {
    slug: 'card-types',
    role: 'editor',
    create: (page, tag) => field(page, 'name').fill(`E2E Type ${tag}`),
    edit: text('description'),
    value: (tag) => `For ${tag}`,
  },
  {
    slug: 'features',
    role: 'editor',
    create: (page, tag) => field(page, 'name').fill(`E2E Feature ${tag}`),
    edit: text('description'),
    value: (tag) => `Feature ${tag}`,
  },
  {
    slug: 'credit-cards',
    role: 'editor',
    // A new card is listed by default, so it needs its bank document: a row of the sources list.
    create: async (page, tag) => {
      await field(page, 'name').fill(`E2E Card ${tag}`)
      await choose(page, 'bank', 'ADCB', { search: 'ADCB' })
      await field(page, 'fees.annualFee').fill('500')
      if (!(await field(page, 'sources.0.title').count()))
        await field(page, 'sources')
          .getByRole('button', { name: /Add Source/i })
          .click()
      // A click that a busy admin answered late, then made again by the retry, leaves a second,
      // empty row that the form would refuse: remove it as an editor would, from its row menu.
      const rows = field(page, 'sources').locator('.array-field__row')
      while ((await rows.count()) > 1) {
        await rows.last().locator('.array-actions__button').click()
        await page.locator('.array-actions__remove').last().click()
      }
      await field(page, 'sources.0.title').fill('ADCB Key Facts Statement')
      await field(page, 'sources.0.url').fill('https://www.adcb.com/kfs.pdf')
      await choose(page, 'sources.0.kind', /./)
      await choose(page, 'sources.0.figures', 'Annual fee')
      await field(page, 'sources.0.checkedAt').locator('input').fill('11/25/2026')
      await page.keyboard.press('Escape')
    },
    edit: text('description'),
    value: (tag) => `Described ${tag}`,
  },
  {
    slug: 'media',
    role: 'editor',
    create: async (page, tag) => {
      await page.locator('input[type="file"]').setInputFiles(IMAGE)
      await field(page, 'alt').fill(`Icon ${tag}`)
    },
    edit: text('alt'),
    value: (tag) => `Changed ${tag}`,
  },
  {
    slug: 'blog-posts',
    role: 'editor',
    create: (page, tag) => field(page, 'title').fill(`E2E Post ${tag}`),
    edit: text('excerpt'),
    value: (tag) => `Excerpt ${tag}`,
  },
  {
    slug: 'blog-categories',
    role: 'editor',
    create: async (page, tag) => {
      await field(page, 'name').fill(`E2E Category ${tag}`)
      await field(page, 'slug').fill(`e2e-category-${tag}`)
    },
    edit: text('description'),
    value: (tag) => `About ${tag}`,
  },
  {
    slug: 'blog-comments',
    role: 'editor',
    create: async (page, tag) => {
      await choose(page, 'post', /./)
      await field(page, 'name').fill(`Reader ${tag}`)
      await field(page, 'email').fill(`reader.${tag}@example.test`)
      await field(page, 'content').fill(`A comment ${tag}`)
    },
    edit: text('content'),
    value: (tag) => `Edited comment ${tag}`,
  },
  {
    slug: 'leads',
    role: 'sales',
    create: async (page, tag) => {
      await field(page, 'fullName').fill(`Caller ${tag}`)
      await field(page, 'email').fill(`caller.${tag}@example.test`)
      await field(page, 'phone').fill('+971501234567')
    },
    edit: option('status'),
    value: () => 'Contacted',
  },
  {
    slug: 'lead-notes',
    role: 'sales',
    create: async (page, tag) => {
      await choose(page, 'lead', /./)
      await field(page, 'content').fill(`Called ${tag}`)
    },
    edit: text('content'),
    value: (tag) => `Called back ${tag}`,
  },
  {
    slug: 'users',
    role: 'admin',
    create: async (page, tag) => {
      await field(page, 'email').fill(`member.${tag}@example.test`)
      await field(page, 'username').fill(`member_${tag}`)
      await field(page, 'password').fill('Member-Pass-42!')
      await field(page, 'confirm-password').fill('Member-Pass-42!')
    },
    edit: text('mobileNumber'),
    value: () => '+971509876543',
  },
  {
    slug: 'favorites',
    role: 'admin',
    create: (page) => choose(page, 'card', 'ADCB', { search: 'ADCB' }),
    edit: option('card', { search: true }),
    value: () => 'Emirates NBD Titanium Credit Card',
  },
  {
    slug: 'compare-lists',
    role: 'admin',
    create: (page) => choose(page, 'cards', 'ADCB', { search: 'ADCB' }),
    edit: option('cards', { search: true }),
    value: () => 'Emirates NBD Titanium Credit Card',
  },
  {
    slug: 'fortune-cookies',
    role: 'admin',
    create: (page, tag) => field(page, 'content').fill(`Save first ${tag}`),
    edit: text('content'),
    value: (tag) => `Spend less ${tag}`,
  },
  {
    slug: 'user-preferences',
    role: 'admin',
    create: (page) => field(page, 'monthlyIncome').fill('12000'),
    edit: text('monthlyIncome'),
    value: () => '15000',
  },
  {
    slug: 'card-interactions',
    role: 'admin',
    create: async (page) => {
      await choose(page, 'card', 'ADCB', { search: 'ADCB' })
      await choose(page, 'interactionType', 'view')
    },
    edit: option('interactionType'),
    value: () => 'share',
  },
]

for (const c of CASES) {
  test(`${c.role}: a new ${c.slug} document saves through the admin's form, and an existing one opened from the list saves a change`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const tag = unique()
    await signIn(page, c.role)

    await page.goto(`/admin/collections/${c.slug}/create`)
    await change(page, () => c.create(page, tag))
    const id = await save(page, c.slug)
    made.push({ slug: c.slug, id })

    // An existing document, opened as an editor would: from the list.
    await page.goto(`/admin/collections/${c.slug}?sort=-createdAt`)
    await page.locator(`a[href$="/admin/collections/${c.slug}/${id}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/${c.slug}/${id}$`))
    const value = c.value(tag)
    await change(page, () => c.edit.fill(page, value))
    await save(page, c.slug)
    await page.reload()
    await c.edit.shows(page, value)
  })
}

test('editor: a seeded card with reward rules, sources and empty lists saves a new fee, shown on its page when the visitor reloads it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const headers = await adminHeaders(request)
  // A listed card whose empty reward lists the form sends as 0: what broke every card's Save.
  const card = (await (await request.get('/cms-api/credit-cards?where[isActive][equals]=true&limit=1&sort=id&depth=0', { headers })).json())
    .docs[0]
  const before = card.fees.annualFee
  const fee = 1000 + Math.floor(Math.random() * 8000)
  const shown = `AED ${fee.toLocaleString('en-US')}`
  await signIn(page, 'editor')
  try {
    await page.goto(`/admin/collections/credit-cards/${card.id}`)
    await change(page, () => field(page, 'fees.annualFee').fill(String(fee)))
    // A visitor already on the card page: what is measured is how soon the change shows, not
    // how long a first visit takes.
    const visitor = await browser.newPage()
    await visitor.goto(`/credit-cards/${card.slug}`)
    await expect(visitor.getByText(shown)).toHaveCount(0)
    await save(page, 'credit-cards')
    const saved = Date.now()
    await expect(async () => {
      await visitor.reload()
      await expect(visitor.getByText(shown).first()).toBeVisible({ timeout: 500 })
      // The e2e stack keeps no caches: the bound allows a slow reload, it is not a speed goal
      // (the caches' notices are proven in tests/integration/revalidation and replicas).
    }).toPass({ timeout: 15_000 })
    console.log(`[admin-forms] new fee on the card page after ${Date.now() - saved} ms`)
    await visitor.close()
    await page.reload()
    await expect(field(page, 'fees.annualFee')).toHaveValue(String(fee), { timeout: 15_000 })
  } finally {
    // The editor holds the document's lock while it is open, so the editor puts the fee back.
    const restored = await page.request.patch(`/cms-api/credit-cards/${card.id}`, {
      data: { fees: { annualFee: before } },
      headers: { Origin: baseUrl() },
    })
    expect(restored.status()).toBe(200)
  }
})

test('editor: adds another annual fee with its condition to a card in the admin form; it saves, reloads and shows on the card page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const headers = await adminHeaders(request)
  const cards = (
    await (await request.get('/cms-api/credit-cards?where[isActive][equals]=true&limit=50&sort=id&depth=0', { headers })).json()
  ).docs as { id: number; slug: string; fees: { options?: unknown[] } }[]
  const card = cards.find((c) => !c.fees.options?.length)!
  const amount = 100 + Math.floor(Math.random() * 800)
  const condition = `for customers who do not transfer their salary (e2e ${unique()})`
  const options = field(page, 'fees.options')
  await signIn(page, 'editor')
  try {
    await page.goto(`/admin/collections/credit-cards/${card.id}`)
    await change(page, async () => {
      if (!(await field(page, 'fees.options.0.amount').count())) await options.getByRole('button', { name: /Add Fee option/i }).click()
      // A click the busy admin answered late and the retry made again leaves a second, empty row.
      const rows = options.locator('.array-field__row')
      while ((await rows.count()) > 1) {
        await rows.last().locator('.array-actions__button').click()
        await page.locator('.array-actions__remove').last().click()
      }
      await field(page, 'fees.options.0.amount').fill(String(amount))
      await field(page, 'fees.options.0.condition').fill(condition)
    })
    await choose(page, 'fees.options.0.salaryTransfer', 'Without a salary transfer')
    await save(page, 'credit-cards')
    await page.reload()
    await expect(field(page, 'fees.options.0.amount')).toHaveValue(String(amount), { timeout: 15_000 })
    await expect(field(page, 'fees.options.0.condition')).toHaveValue(condition)
    await expect(field(page, 'fees.options.0.salaryTransfer')).toContainText('Without a salary transfer')
    await expect(field(page, 'fees.options.0.reading')).toContainText('Stated by the bank in words')
    const visitor = await page.context().browser()!.newPage()
    await expect(async () => {
      await visitor.goto(`/credit-cards/${card.slug}`)
      await expect(visitor.locator('[data-figure="annualFee"]')).toContainText(`AED ${amount} a year`, { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(visitor.locator('[data-figure="annualFee"]')).toContainText(condition)
    await visitor.close()
  } finally {
    const restored = await page.request.patch(`/cms-api/credit-cards/${card.id}`, {
      data: { fees: { options: [] } },
      headers: { Origin: baseUrl() },
    })
    expect(restored.status()).toBe(200)
  }
})

test('the menu lists only what each role works with, and a hidden collection is not served to them', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000)
  const menu = (p: Page): Locator => p.locator('nav a[href^="/admin/collections/"]')
  const seen = async () => (await menu(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()))).sort()

  await signIn(page, 'editor')
  await page.goto('/admin')
  await expect(menu(page).first()).toBeAttached({ timeout: 20_000 })
  expect(await seen()).toEqual([
    'audit-log',
    'banks',
    'blog-categories',
    'blog-comments',
    'blog-posts',
    'card-types',
    'credit-cards',
    'features',
    'media',
    'source-checks',
  ])
  const [refusal] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/collections/leads'),
    page.goto('/admin/collections/leads'),
  ])
  expect(refusal.status()).toBe(404)
  await expect(page.getByText(/Nothing found|not found/i).first()).toBeVisible({ timeout: 15_000 })
  // The editor's own account still opens.
  await page.goto('/admin/account')
  await expect(field(page, 'email')).toBeVisible({ timeout: 15_000 })

  await page.context().clearCookies()
  await signIn(page, 'sales')
  await page.goto('/admin')
  await expect(menu(page).first()).toBeAttached({ timeout: 20_000 })
  expect(await seen()).toEqual(['lead-notes', 'leads', 'users'])

  await page.context().clearCookies()
  await signIn(page, 'admin')
  await page.goto('/admin')
  await expect(menu(page).first()).toBeAttached({ timeout: 20_000 })
  expect(await seen()).toEqual([
    'audit-log',
    'banks',
    'blog-categories',
    'blog-comments',
    'blog-posts',
    'card-interactions',
    'card-types',
    'compare-lists',
    'credit-cards',
    'favorites',
    'features',
    'fortune-cookies',
    'lead-notes',
    'leads',
    'media',
    'source-checks',
    'user-preferences',
    'users',
  ])
  // The editor's refused page was a 404, which Chromium reports (at its own pace): that one only.
  allowConsoleErrors(/status of 404/)
})

test('the admin opened at 127.0.0.1 sends the person to PUBLIC_URL, where signing in and creating a user work', async ({ page }) => {
  test.setTimeout(90_000)
  const publicUrl = new URL(baseUrl())
  const other = `${publicUrl.protocol}//127.0.0.1:${publicUrl.port}`
  await page.goto(`${other}/admin/collections/users/create`)
  await expect(page).toHaveURL(`${publicUrl.origin}/auth?redirect=%2Fadmin%2Fcollections%2Fusers%2Fcreate`)
  await page.getByLabel('Username').fill(testAdmin().username)
  await page.getByLabel('Password').fill(testAdmin().password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(`${publicUrl.origin}/admin/collections/users/create`, { timeout: 20_000 })
  const tag = unique()
  await change(page, async () => {
    await field(page, 'email').fill(`moved.${tag}@example.test`)
    await field(page, 'username').fill(`moved_${tag}`)
    await field(page, 'password').fill('Member-Pass-42!')
    await field(page, 'confirm-password').fill('Member-Pass-42!')
  })
  made.push({ slug: 'users', id: await save(page, 'users') })
})
