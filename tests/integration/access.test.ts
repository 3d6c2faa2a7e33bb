// Personal data is readable only by the roles that need it (spec §6; the PDPL, docs/domain.md),
// checked on the CMS's own REST API and through the storefront's origin (proxied /cms-api, /api).
import { beforeAll, describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, storefrontSessionCookie, type TestUser } from './helpers'

let user: TestUser
let otherUser: TestUser
let editor: TestUser
let sales: TestUser
let admin: string
let leadId: number

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
const patchJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(url, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

beforeAll(async () => {
  user = await createUser('user')
  otherUser = await createUser('user')
  editor = await createUser('editor')
  sales = await createUser('sales')
  admin = await adminToken()
  const created = await postJson(
    `${cmsUrl()}/cms-api/leads`,
    {
      source: 'lead-form',
      fullName: 'Aisha Khan',
      email: 'aisha.khan@example.com',
      phone: '+971501234567',
      salary: 15000,
      preference: 'cashback',
    },
    auth(sales.token),
  )
  expect(created.status).toBe(201)
  leadId = created.body.doc.id
})

describe('leads (CMS REST)', () => {
  it('a guest can neither create a lead directly (only through the intake) nor read any', async () => {
    const direct = await postJson(`${cmsUrl()}/cms-api/leads`, {
      source: 'lead-form',
      fullName: 'Omar Ali',
      email: 'omar@example.com',
      phone: '+971501111111',
      salary: 9000,
      preference: 'travel',
    })
    expect(direct.status).toBe(403)
    const list = await getJson(`${cmsUrl()}/cms-api/leads`)
    expect(list.status).toBe(403)
    const one = await getJson(`${cmsUrl()}/cms-api/leads/${leadId}`)
    expect(one.status).toBe(403)
  })

  it('a plain user and an editor see no one else’s leads (only their own, on My Leads)', async () => {
    for (const who of [user, editor]) {
      const list = await getJson(`${cmsUrl()}/cms-api/leads`, { headers: auth(who.token) })
      expect(list.status, who.role).toBe(200)
      expect(list.body.docs, who.role).toEqual([])
      const one = await getJson(`${cmsUrl()}/cms-api/leads/${leadId}`, { headers: auth(who.token) })
      expect([403, 404], who.role).toContain(one.status)
    }
  })

  it('sales and admin read leads, with their personal data', async () => {
    for (const token of [sales.token, admin]) {
      const one = await getJson(`${cmsUrl()}/cms-api/leads/${leadId}`, { headers: auth(token) })
      expect(one.status).toBe(200)
      expect(one.body).toMatchObject({ fullName: 'Aisha Khan', email: 'aisha.khan@example.com', status: 'new', source: 'lead-form' })
    }
  })

  it('lead notes are sales-only too', async () => {
    for (const slug of ['lead-notes']) {
      for (const token of [null, user.token, editor.token]) {
        const res = await getJson(`${cmsUrl()}/cms-api/${slug}`, { headers: token ? auth(token) : {} })
        expect(res.status, `${slug} ${token ? 'signed in' : 'guest'}`).toBe(403)
      }
      const ok = await getJson(`${cmsUrl()}/cms-api/${slug}`, { headers: auth(sales.token) })
      expect(ok.status).toBe(200)
    }
  })
})

describe('users (CMS REST)', () => {
  it('a guest reads no users', async () => {
    const res = await getJson(`${cmsUrl()}/cms-api/users`)
    expect(res.status).toBe(403)
  })

  it('a plain user and an editor see only themselves', async () => {
    for (const who of [user, editor]) {
      const list = await getJson(`${cmsUrl()}/cms-api/users?limit=100`, { headers: auth(who.token) })
      expect(list.status).toBe(200)
      expect(list.body.docs.map((d: any) => d.id)).toEqual([who.id])
      const other = await getJson(`${cmsUrl()}/cms-api/users/${otherUser.id}`, { headers: auth(who.token) })
      expect(other.status).toBe(404)
    }
  })

  it('sales and admin can read other users; passwords never leave the CMS', async () => {
    const res = await getJson(`${cmsUrl()}/cms-api/users/${user.id}`, { headers: auth(sales.token) })
    expect(res.status).toBe(200)
    expect(res.body.email).toBe(user.email)
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|salt/i)
  })

  it('a user cannot grant themselves a role; only an admin can', async () => {
    const self = await patchJson(`${cmsUrl()}/cms-api/users/${user.id}`, { role: 'admin' }, auth(user.token))
    const after = await getJson(`${cmsUrl()}/cms-api/users/${user.id}`, { headers: auth(admin) })
    expect(self.status).toBeLessThan(500)
    expect(after.body.role).toBe('user')
    const byEditor = await patchJson(`${cmsUrl()}/cms-api/users/${otherUser.id}`, { role: 'editor' }, auth(editor.token))
    expect(byEditor.status).toBe(403)
    const byAdmin = await patchJson(`${cmsUrl()}/cms-api/users/${otherUser.id}`, { role: 'sales' }, auth(admin))
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.body.doc.role).toBe('sales')
  })

  it('accounts cannot be created through the raw REST API except by an admin', async () => {
    const sneaky = {
      username: `sneaky_${Date.now()}`,
      email: `sneaky${Date.now()}@example.com`,
      password: 'Str0ng-Pass!word',
      role: 'admin',
      isVerified: true,
    }
    for (const headers of [{}, auth(user.token), auth(editor.token), auth(sales.token)]) {
      const res = await postJson(`${cmsUrl()}/cms-api/users`, sneaky, headers)
      expect(res.status).toBe(403)
    }
    const byRegister = await postJson(`${cmsUrl()}/cms-api/users/register`, sneaky)
    expect(byRegister.status).toBe(201)
    expect(byRegister.body).toMatchObject({ role: 'user', isVerified: false })
  })

  it('only an admin may unlock an account', async () => {
    for (const token of [user.token, editor.token, sales.token]) {
      const res = await postJson(`${cmsUrl()}/cms-api/users/unlock`, { email: otherUser.email }, auth(token))
      expect(res.status).toBe(403)
    }
    const ok = await postJson(`${cmsUrl()}/cms-api/users/unlock`, { email: otherUser.email }, auth(admin))
    expect(ok.status).toBe(200)
  })
})

describe('catalogue and blog writes', () => {
  it('an editor edits the catalogue; a user cannot; a hidden card disappears for guests', async () => {
    const denied = await patchJson(`${cmsUrl()}/cms-api/credit-cards/2`, { label: 'Hacked' }, auth(user.token))
    expect(denied.status).toBe(403)
    const hide = await patchJson(`${cmsUrl()}/cms-api/credit-cards/2`, { isActive: false }, auth(editor.token))
    expect(hide.status).toBe(200)
    try {
      expect((await getJson(`${baseUrl()}/api/credit-cards/2`)).status).toBe(404)
      expect((await getJson(`${cmsUrl()}/cms-api/credit-cards/2`)).status).toBe(404)
      const editorView = await getJson(`${cmsUrl()}/cms-api/credit-cards/2`, { headers: auth(editor.token) })
      expect(editorView.status).toBe(200)
    } finally {
      await patchJson(`${cmsUrl()}/cms-api/credit-cards/2`, { isActive: true }, auth(editor.token))
    }
    expect((await getJson(`${baseUrl()}/api/credit-cards/2`)).status).toBe(200)
  })

  it('guests read only published blog posts', async () => {
    const guest = await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=100&depth=0`)
    expect(guest.body.docs.length).toBeGreaterThan(0)
    expect(guest.body.docs.every((p: any) => p.published === true)).toBe(true)
    const asEditor = await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=100&depth=0`, { headers: auth(editor.token) })
    expect(asEditor.body.totalDocs).toBeGreaterThan(guest.body.totalDocs)
  })

  it('a new comment waits for moderation and hides its e-mail from guests', async () => {
    const post = (await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=1&depth=0`)).body.docs[0]
    const created = await postJson(`${cmsUrl()}/cms-api/blog-comments`, {
      post: post.id,
      name: 'Sara',
      email: 'sara@example.com',
      content: 'Useful!',
      approved: true,
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect((await getJson(`${cmsUrl()}/cms-api/blog-comments/${id}`)).status).toBe(404)
    const approved = await patchJson(`${cmsUrl()}/cms-api/blog-comments/${id}`, { approved: true }, auth(editor.token))
    expect(approved.status).toBe(200)
    const visible = await getJson(`${cmsUrl()}/cms-api/blog-comments/${id}`)
    expect(visible.status).toBe(200)
    expect(visible.body.email).toBeUndefined()
  })
})

// What a browser adds to a same-origin request; Payload only honours its cookie with it.
const browser = (cookie: string) => ({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })

describe('the same rules through the storefront origin', () => {
  it('a signed-in plain user and an editor cannot read leads or other users via /cms-api on the public origin', async () => {
    for (const who of [user, editor]) {
      const cookie = await storefrontSessionCookie(who.username, who.password)
      const leads = await getJson(`${baseUrl()}/cms-api/leads`, { headers: browser(cookie) })
      expect(leads.status, who.role).toBe(200)
      expect(leads.body.docs, who.role).toEqual([])
      const users = await getJson(`${baseUrl()}/cms-api/users?limit=100`, { headers: browser(cookie) })
      expect(users.body.docs.map((d: any) => d.id)).toEqual([who.id])
      const me = await getJson(`${baseUrl()}/api/user`, { headers: { Cookie: cookie } })
      expect(me.status).toBe(200)
      expect(me.body).toMatchObject({ id: who.id, username: who.username, role: who.role })
      expect(me.body).not.toHaveProperty('password')
    }
  })

  it('a guest cannot read leads via the public origin', async () => {
    const res = await getJson(`${baseUrl()}/cms-api/leads`)
    expect(res.status).toBe(403)
  })

  it('sales reads leads via the public origin with the storefront session', async () => {
    const cookie = await storefrontSessionCookie(sales.username, sales.password)
    const res = await getJson(`${baseUrl()}/cms-api/leads/${leadId}`, { headers: browser(cookie) })
    expect(res.status).toBe(200)
    expect(res.body.fullName).toBe('Aisha Khan')
  })

  it('logout ends the session server-side', async () => {
    const cookie = await storefrontSessionCookie(user.username, user.password)
    const out = await fetch(`${baseUrl()}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: new URL(baseUrl()).origin },
    })
    expect(out.status).toBe(302)
    const me = await getJson(`${baseUrl()}/api/user`, { headers: { Cookie: cookie } })
    expect(me.status).toBe(401)
  })

  it('a form post from a foreign origin is refused', async () => {
    const res = await fetch(`${baseUrl()}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: new URLSearchParams({ username: user.username, password: user.password }),
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})

describe('admin on the same origin', () => {
  it('a guest asking for /admin is sent to /auth', async () => {
    const res = await fetch(`${baseUrl()}/admin`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth?redirect=%2Fadmin')
  })

  it('a plain user asking for /admin is sent home; editor, sales and admin get the admin', async () => {
    const plain = await storefrontSessionCookie(user.username, user.password)
    const res = await fetch(`${baseUrl()}/admin`, { redirect: 'manual', headers: { Cookie: plain } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    for (const who of [editor, sales]) {
      const cookie = await storefrontSessionCookie(who.username, who.password)
      // Signed in, Payload serves the dashboard itself rather than redirecting to its login.
      const page = await fetch(`${baseUrl()}/admin`, { redirect: 'manual', headers: browser(cookie) })
      expect(page.status, who.role).toBe(200)
      expect(await page.text()).toContain('Dashboard')
    }
  })
})
