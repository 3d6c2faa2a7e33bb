// The defects of the first security review (docs/decisions/007, 008), each reproduced as the review
// sent it, against the real servers. Each of these failed before its fix.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsLogin, cmsUrl, createUser, getJson, sql, storefrontSessionCookie } from './helpers'
import { linkFrom, waitForMail } from './mail'
import { asBrowser, cookieFrom, fromIp, sendForm, sendJson } from './requests'

const cms = (path: string, init: RequestInit = {}) => getJson(`${cmsUrl()}/cms-api${path}`, init)
const cmsJson = (method: string, path: string, body: unknown, token?: string) =>
  cms(path, { method, headers: { 'Content-Type': 'application/json', ...(token ? auth(token) : {}) }, body: JSON.stringify(body) })
const healthy = async () => (await fetch(`${baseUrl()}/healthz`)).status === 200

describe('§1 one request must not kill the storefront', () => {
  const malformed = [
    'payload-token=%E0%A4%A',
    'payload-token=%',
    'payload-token=%%%ZZ',
    'cc_flash=%E0%A4%A',
    'cc_flash=%7B%22title%22%3A',
    'cc_device=%FF; payload-token=%C0%AF',
    'payload-token="unterminated',
    '=;;=;payload-token',
    `payload-token=${'%41'.repeat(2000)}`,
    // Decode to control characters, which cannot travel on as an Authorization header.
    'payload-token=a%00b',
    'payload-token=a%0D%0AX-Injected:%201',
    'cc_device=1.%00.x',
    'cc_flash=%0A',
  ]
  it.each([
    '/admin',
    '/',
    '/cards',
    '/compare',
    '/favorites',
    '/fortune-cookie',
    '/api/user',
    '/API/USER',
    '/api/fortune/today',
    '/cards.data',
    '/cms-api/users/me',
  ])('a malformed cookie on %s is no session, and the server stays up', async (path) => {
    for (const cookie of malformed) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' })
      expect(res.status, `${path} with ${cookie.slice(0, 40)}`).toBeLessThan(500)
      expect(await healthy(), `server up after ${path} with ${cookie.slice(0, 40)}`).toBe(true)
    }
    // No session: the admin sends the visitor to sign in, the contract answers 401.
    const admin = await fetch(`${baseUrl()}/admin`, { headers: { Cookie: malformed[0] }, redirect: 'manual' })
    expect(admin.status).toBe(302)
    expect(admin.headers.get('location')).toMatch(/^\/auth\?redirect=/)
    expect((await getJson(`${baseUrl()}/api/user`, { headers: { Cookie: malformed[0] } })).status).toBe(401)
  })

  it.each([
    '/%E0%A4%A',
    '/credit-cards/%E0%A4',
    '/credit-cards/%ZZ',
    '/blog/%E0%A4%A',
    '/bank/%C0',
    '/api/credit-cards/%E0%A4%A',
    '/cms-api/credit-cards/%E0%A4%A',
    '/admin/%E0',
  ])('a path whose %%-escapes do not decode (%s) is a 400, and the server stays up', async (path) => {
    const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Bad Request: the address is not valid.')
    expect(await healthy()).toBe(true)
  })
})

describe('§2 e-mail verification cannot be skipped', () => {
  it('no request can write the verification token, its expiry or isVerified', async () => {
    const user = await createUser('user', { verified: false })
    const chosen = 'a-token-the-attacker-chose-0123456789'
    const { createHash } = await import('node:crypto')
    const forged = {
      verificationToken: createHash('sha256').update(chosen).digest('hex'),
      verificationTokenExpiry: '2030-01-01T00:00:00.000Z',
      isVerified: true,
      resetPasswordToken: 'x'.repeat(40),
      resetPasswordExpiration: '2030-01-01T00:00:00.000Z',
    }
    const patched = await cmsJson('PATCH', `/users/${user.id}`, forged, user.token)
    expect(patched.status).toBeLessThan(500)
    const verify = await sendJson('/api/verify-email', { token: chosen })
    expect(verify.status).toBe(400)
    const [row] = await sql('SELECT is_verified, verification_token, reset_password_token FROM users WHERE id = $1', [user.id])
    expect(row.is_verified).toBe(false)
    expect(row.verification_token).not.toBe(forged.verificationToken)
    expect(row.reset_password_token).toBeNull()
    // Not even an admin marks an account verified by request: only the e-mailed link does.
    await cmsJson('PATCH', `/users/${user.id}`, { isVerified: true }, await adminToken())
    expect((await sql('SELECT is_verified FROM users WHERE id = $1', [user.id]))[0].is_verified).toBe(false)
  })

  it('a new e-mail address makes the account unverified until the link sent there is followed; the old address is told', async () => {
    const user = await createUser('user')
    const next = `moved.${randomUUID().slice(0, 8)}@example.test`
    // For your own account the current password is asked first (docs/decisions/020).
    expect((await cmsJson('PATCH', `/users/${user.id}`, { email: next }, user.token)).status).toBe(400)
    const changed = await cmsJson('PATCH', `/users/${user.id}`, { email: next, currentPassword: user.password }, user.token)
    expect(changed.status).toBe(200)
    expect(changed.body.doc).toMatchObject({ email: next, isVerified: false })
    const login = await sendJson('/api/login', { username: user.username, password: user.password })
    expect(login.status).toBe(403)
    expect(login.body.requiresVerification).toBe(true)

    const notice = await waitForMail(user.email, /Your e-mail address was changed/)
    expect(notice.text).toContain(`${next[0]}***@example.test`)
    const mail = await waitForMail(next, /Verify your e-mail address/)
    const token = new URL(linkFrom(mail, `${baseUrl()}/verify-email?token=`)).searchParams.get('token')
    expect((await sendJson('/api/verify-email', { token })).status).toBe(200)
    expect((await sendJson('/api/login', { username: user.username, password: user.password })).status).toBe(200)
  })

  it('a new password for your own account needs the current one and passes the registration rules', async () => {
    const user = await createUser('user')
    const url = `/users/${user.id}`
    const without = await cmsJson('PATCH', url, { password: 'Brand-New-Pass9!' }, user.token)
    expect(without.status).toBe(400)
    expect(without.body.errors[0].data.errors).toEqual([
      { path: 'currentPassword', label: 'Current password', message: 'Enter your current password to set a new one.' },
    ])
    const wrong = await cmsJson('PATCH', url, { password: 'Brand-New-Pass9!', currentPassword: 'Not-My-Pass1!' }, user.token)
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].data.errors[0].message).toBe('Your current password is not correct.')
    const weak = await cmsJson('PATCH', url, { password: 'password', currentPassword: user.password }, user.token)
    expect(weak.status).toBe(400)
    expect(weak.body.errors[0].data.errors.map((e: { message: string }) => e.message)).toContain(
      'Password must contain at least one uppercase letter',
    )
    // Through the public origin with the session cookie, as a script on the page would try.
    const cookie = await storefrontSessionCookie(user.username, user.password)
    const viaProxy = await getJson(`${baseUrl()}/cms-api${url}`, {
      method: 'PATCH',
      headers: { ...asBrowser(cookie), 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Brand-New-Pass9!' }),
    })
    expect(viaProxy.status).toBe(400)
    expect((await sendJson('/api/login', { username: user.username, password: 'Brand-New-Pass9!' })).status).toBe(401)

    const ok = await cmsJson('PATCH', url, { password: 'Brand-New-Pass9!', currentPassword: user.password }, user.token)
    expect(ok.status).toBe(200)
    expect(JSON.stringify(ok.body)).not.toMatch(/currentPassword|Brand-New/)
    expect((await sendJson('/api/login', { username: user.username, password: 'Brand-New-Pass9!' })).status).toBe(200)
    expect((await sendJson('/api/login', { username: user.username, password: user.password })).status).toBe(401)
  })

  it('an admin may set another user’s password, but only one that passes the rules', async () => {
    const user = await createUser('user')
    const admin = await adminToken()
    expect((await cmsJson('PATCH', `/users/${user.id}`, { password: 'short' }, admin)).status).toBe(400)
    expect((await cmsJson('PATCH', `/users/${user.id}`, { password: 'Set-By-Admin-42!' }, admin)).status).toBe(200)
    expect((await sendJson('/api/login', { username: user.username, password: 'Set-By-Admin-42!' })).status).toBe(200)
  })
})

describe('§3 the account limits cannot be walked around', () => {
  // Unknown names lock too (§10): each route gets its own, so only the address limit is met.
  const ghost = () => `nobody_${randomUUID().slice(0, 8)}`
  const walkarounds: [string, unknown][] = [
    ['/API/LOGIN', { username: ghost(), password: 'x' }],
    ['/api/login.data', { username: ghost(), password: 'x' }],
    ['/Api/Login/', { username: ghost(), password: 'x' }],
    ['/auth.data', `username=${ghost()}&password=x`],
    ['/cms-api/users/login', { username: ghost(), password: 'x' }],
    ['/cms-api/users/%6cogin', { username: ghost(), password: 'x' }],
    ['/cms-api/users/forgot-password', { email: 'ghost@example.test' }],
    ['/cms-api/users/reset-password', { token: 'x'.repeat(20), password: 'Brand-New-Pass9!' }],
  ]
  it.each(walkarounds)('%s: the eleventh request from one address gets 429 with Retry-After', async (path, body) => {
    const ip = fromIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await sendJson(path, body, { ip })).status)
    expect(
      statuses.slice(0, 10).filter((s) => s === 429),
      statuses.join(),
    ).toEqual([])
    const limited = await sendJson(path, body, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('the CMS account endpoints no page calls are closed at the proxy, and send no mail', async () => {
    const person = {
      username: `proxy_${randomUUID().slice(0, 8)}`,
      email: `proxy.${randomUUID().slice(0, 8)}@example.test`,
      password: 'Sunny-Dubai-42!',
    }
    for (const path of [
      '/cms-api/users/register',
      '/cms-api/users/forgot-username',
      '/cms-api/users/resend-verification-public',
      '/cms-api/users/verify-email',
      '/cms-api/users/first-register',
      '/cms-api/users/%72egister',
    ]) {
      const res = await sendJson(path, person)
      expect(res.status, path).toBe(404)
    }
    expect(await sql('SELECT id FROM users WHERE username = $1', [person.username])).toEqual([])
  })
})

describe('§4 no open redirect after sign-in', () => {
  it.each([
    ['/\t/evil.example/phish', '/'],
    ['/%09/evil.example', '/'],
    ['/\\evil.example', '/'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/✓', '/%E2%9C%93'],
    ['/compare', '/compare'],
  ])('redirect=%j lands on %j', async (target, expected) => {
    const user = await createUser('user')
    const res = await sendForm('/auth', { username: user.username, password: user.password, redirect: target })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(expected)
  })

  it('the sign-in page never carries a hostile target into its form', async () => {
    const html = await (await fetch(`${baseUrl()}/auth?redirect=%2F%09%2Fevil.example%2Fphish`)).text()
    expect(html).toContain('<input type="hidden" name="redirect" value="/"/>')
  })
})

describe('§5 what belongs to someone stays theirs', () => {
  it('the owner of a fortune cannot be changed, so no one writes into another user’s fortune', async () => {
    const [attacker, victim] = [await createUser('user'), await createUser('user')]
    const attackerCookie = await storefrontSessionCookie(attacker.username, attacker.password)
    expect((await getJson(`${baseUrl()}/api/fortune/today`, { headers: { Cookie: attackerCookie } })).status).toBe(200)
    const mine = await cms(`/fortune-cookies?where[user][equals]=${attacker.id}&depth=0`, { headers: auth(attacker.token) })
    const id = mine.body.docs[0].id
    const patched = await cmsJson(
      'PATCH',
      `/fortune-cookies/${id}`,
      { user: victim.id, content: 'Send your card PIN to evil.example' },
      attacker.token,
    )
    expect(patched.status).toBeLessThan(500)
    const stored = await cms(`/fortune-cookies/${id}?depth=0`, { headers: auth(await adminToken()) })
    expect(stored.body.user).toBe(attacker.id)
    const victimCookie = await storefrontSessionCookie(victim.username, victim.password)
    const victimFortune = await getJson(`${baseUrl()}/api/fortune/today`, { headers: { Cookie: victimCookie } })
    expect(victimFortune.body.content).not.toContain('evil.example')
  })

  it('document locks are for staff only', async () => {
    const [user, editor] = [await createUser('user'), await createUser('editor')]
    const admin = (await cms('/users/me', { headers: auth(await adminToken()) })).body.user
    const lock = { document: { relationTo: 'credit-cards', value: 1 }, globalSlug: null, user: { relationTo: 'users', value: admin.id } }
    expect((await cmsJson('POST', '/payload-locked-documents', lock, user.token)).status).toBe(403)
    expect((await cms('/payload-locked-documents', { headers: auth(user.token) })).status).toBe(403)
    expect((await cms('/payload-locked-documents')).status).toBe(403)
    expect((await cms('/payload-locked-documents', { headers: auth(editor.token) })).status).toBe(200)
  })

  it('unverified users cannot write compare lists or favourites through the CMS either', async () => {
    const unverified = await createUser('user', { verified: false })
    expect((await cmsJson('POST', '/compare-lists', { user: unverified.id, cards: [1] }, unverified.token)).status).toBe(403)
    expect((await cmsJson('POST', '/favorites', { user: unverified.id, card: 1 }, unverified.token)).status).toBe(403)
    const verified = await createUser('user')
    expect((await cmsJson('POST', '/compare-lists', { cards: [1] }, verified.token)).status).toBe(201)
    expect((await cmsJson('POST', '/favorites', { card: 1 }, verified.token)).status).toBe(201)
  })
})

describe('§6 sign-in time does not tell whether an account exists', () => {
  it('a wrong password for a real account takes as long as an unknown name', async () => {
    const users = [await createUser('user'), await createUser('user')]
    const time = async (username: string) => {
      const started = performance.now()
      const res = await sendJson('/api/login', { username, password: 'Wrong-Pass-123!' })
      expect(res.status).toBe(401)
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    // Four failures per account, so neither kind of name reaches the lock.
    for (let round = 0; round < 4; round++) {
      for (const user of users) {
        known.push(await time(user.username))
        unknown.push(await time(`ghost_${randomUUID().slice(0, 12)}`))
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    // Before: ~154 ms against ~14 ms (a ratio of 0.09). One password derivation is ~100+ ms on
    // this machine; the known name's few more database round trips stay, and under load (the
    // end-to-end suite runs beside this one) they have measured up to 0.6.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5)
    expect(median(known) / median(unknown)).toBeGreaterThan(0.5)
  })
})

describe('§7 hostile input gets a 4xx, never a 5xx', () => {
  it('a NUL byte in a login name, a comment or a contact message', async () => {
    expect((await sendJson('/api/login', { username: 'ad\u0000min', password: 'x' })).status).toBe(400)
    expect((await sendForm('/auth', { username: 'ad\u0000min', password: 'x' })).status).toBe(400)
    const post = (await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=1&depth=0`)).body.docs[0]
    const comment = await sendForm(`/blog/${post.slug}`, { name: 'Sara', email: 'sara@example.com', content: 'Hi\u0000there' })
    expect(comment.status).toBe(400)
    const contact = await sendForm('/contact', { fullName: 'Sara Ali', email: 'sara@example.com', message: 'Hello\u0000', consent: 'on' })
    expect(contact.status).toBe(400)
  })

  it('bodies that are not forms, sent to form actions', async () => {
    const post = (await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=1&depth=0`)).body.docs[0]
    const actions = ['/auth', '/contact', '/compare', `/blog/${post.slug}`, '/reset-password', '/verify-email']
    const bodies: [string | undefined, string][] = [
      ['application/json', '{"username":"a","password":"b"}'],
      ['text/plain', 'username=a&password=b'],
      [undefined, ''],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken'],
      ['multipart/form-data', 'no boundary at all'],
    ]
    for (const path of actions) {
      for (const [type, body] of bodies) {
        const res = await fetch(`${baseUrl()}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Origin: new URL(baseUrl()).origin, 'X-Forwarded-For': fromIp(), ...(type ? { 'Content-Type': type } : {}) },
          body,
        })
        expect(res.status, `${path} ${type}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${path} ${type}`).toBeLessThan(500)
      }
    }
  })

  it('odd paths, ids, paging and queries', async () => {
    const cases = [
      '/blog/%00',
      '/blog/tag/%00',
      '/cms-api/credit-cards/abc',
      '/cms-api/credit-cards/2147483648',
      '/cms-api/credit-cards/1.5',
      '/cms-api/credit-cards/-1',
      '/cms-api/credit-cards?limit=1.5',
      '/cms-api/credit-cards?limit=-1',
      '/cms-api/credit-cards?page=-1',
      '/cms-api/credit-cards?page=1e400',
      '/cms-api/credit-cards?depth=-1',
      '/cms-api/credit-cards?where[id][in]=abc',
      '/cms-api/credit-cards?where[id][equals]=99999999999',
      '/cms-api/credit-cards?where[bank][equals]=abc',
      '/cms-api/credit-cards?where[bank][in]=1,abc',
      '/cms-api/credit-cards?where[id][near]=1,2',
      '/cms-api/credit-cards?where[name][like]=%00',
      '/cms-api/credit-cards?where[id][exists]=maybe',
      '/cms-api/credit-cards/count?where[id][in]=abc',
      // Found by the property test: "null" inside a list became NaN in SQL.
      '/cms-api/credit-cards?where[id][in]=null&where[slug][equals]=%5C',
      '/cms-api/credit-cards?where[bank][not_in]=null,1',
      '/cms-api/blog-posts?where[slug][equals]=%00',
    ]
    for (const path of cases) {
      const res = await fetch(`${baseUrl()}${path}`)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
    }
    for (const path of ['/cms-api/credit-cards/abc', '/cms-api/credit-cards/2147483648', '/cms-api/credit-cards/1.5']) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404)
    }
    const editor = await createUser('editor')
    for (const method of ['PATCH', 'DELETE']) {
      const res = await cmsJson(method, '/credit-cards/1.5', { name: 'x' }, editor.token)
      expect(res.status, method).toBe(404)
    }
  })

  it('deeply nested JSON, wrongly typed or unknown related ids on public creates', async () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
    expect((await sendJson('/cms-api/blog-comments', deep)).status).toBe(400)
    // A visitor may not create leads through the CMS at all (they come through the intake).
    expect([400, 403]).toContain((await sendJson('/cms-api/leads', deep)).status)
    // The storefront's contract refuses bodies over 64 kB before reading them.
    for (const path of ['/api/login', '/api/register']) {
      expect((await sendJson(path, deep)).status, path).toBe(413)
      expect((await sendJson(path, `${'['.repeat(5000)}${']'.repeat(5000)}`)).status, path).toBe(400)
    }
    const lead = { fullName: 'Omar Ali', email: 'omar@example.com', phone: '+971501234567' }
    const before = Number((await sql('SELECT count(*) FROM leads'))[0].count)
    for (const card of [999_999, 1.5, 2_147_483_648, 'abc', { id: 'x' }, -3, true]) {
      const res = await sendJson('/cms-api/leads', { ...lead, card })
      expect([400, 403], JSON.stringify(card)).toContain(res.status)
      const applied = await sendJson('/api/card-applications', { ...lead, salary: '9000', consentContact: true, cardId: card })
      expect(applied.status, JSON.stringify(card)).toBe(400)
    }
    const post = (await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=1&depth=0`)).body.docs[0]
    for (const target of [999_999, 0.5, 'abc']) {
      const res = await sendJson('/cms-api/blog-comments', { post: target, name: 'Sara', email: 'sara@example.com', content: 'Nice' })
      expect(res.status, JSON.stringify(target)).toBe(400)
    }
    expect(
      (await sendJson('/cms-api/blog-comments', { post: post.id, name: 'Sara', email: 'sara@example.com', content: 'Nice' })).status,
    ).toBe(201)
    expect(Number((await sql('SELECT count(*) FROM leads'))[0].count)).toBe(before)
  })

  it('deleting a post takes its comments; deleting a bank that still has cards is refused', async () => {
    const editor = await createUser('editor')
    const created = await cmsJson('POST', '/blog-posts', { title: `Doomed ${randomUUID()}`, published: true }, editor.token)
    expect(created.status).toBe(201)
    const postId = created.body.doc.id
    expect(
      (await cmsJson('POST', '/blog-comments', { post: postId, name: 'Sara', email: 'sara@example.com', content: 'First!' })).status,
    ).toBe(201)
    const deleted = await cms(`/blog-posts/${postId}`, { method: 'DELETE', headers: auth(editor.token) })
    expect(deleted.status).toBe(200)
    expect(await sql('SELECT id FROM blog_comments WHERE post_id = $1', [postId])).toEqual([])

    const bank = await cms('/banks/1', { method: 'DELETE', headers: auth(editor.token) })
    expect(bank.status).toBe(409)
    expect(bank.body.errors[0].message).toMatch(/^This bank still has \d+ credit cards\. Move them to another bank or delete them first\.$/)
    expect((await getJson(`${baseUrl()}/api/banks`)).body.some((b: { id: number }) => b.id === 1)).toBe(true)
  })

  it('a Host that differs from the Origin behind a proxy is not an empty 500', async () => {
    const res = await fetch(`${baseUrl()}/admin`, {
      method: 'POST',
      headers: {
        Origin: new URL(baseUrl()).origin,
        'X-Forwarded-Host': 'proxy.internal',
        'Content-Type': 'text/plain',
        'Next-Action': 'abc',
      },
      body: '[]',
    })
    expect(res.status).toBeLessThan(500)
  })
})

describe('§8 the session token never reaches scripts', () => {
  it('/cms-api/users/me answers the user without the token, and never from a cache', async () => {
    const user = await createUser('user')
    const cookie = await storefrontSessionCookie(user.username, user.password)
    const me = await getJson(`${baseUrl()}/cms-api/users/me`, { headers: asBrowser(cookie) })
    expect(me.status).toBe(200)
    expect(me.body.user.id).toBe(user.id)
    expect(me.body).not.toHaveProperty('token')
    expect(JSON.stringify(me.body)).not.toContain(cookie.split('=')[1])
    expect(me.res.headers.get('cache-control')).toBe('private, no-store')
    const refreshed = await getJson(`${baseUrl()}/cms-api/users/refresh-token`, { method: 'POST', headers: asBrowser(cookie) })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).not.toHaveProperty('refreshedToken')
    expect(refreshed.body).not.toHaveProperty('token')
  })
})

describe('§10 the lock is no weapon', () => {
  const failFive = async (username: string) => {
    for (let i = 0; i < 5; i++) expect((await sendJson('/api/login', { username, password: 'Wrong-Pass-123!' })).status).toBe(401)
  }

  it('a locked account still lets its owner in from a device that signed in before', async () => {
    const user = await createUser('user')
    const first = await sendJson('/api/login', { username: user.username, password: user.password })
    expect(first.status).toBe(200)
    const device = cookieFrom(first.res, 'cc_device')
    expect(device).toMatch(/^cc_device=\d+\.[\w-]+\.[\w-]+$/)
    await failFive(user.username)
    const stranger = await sendJson('/api/login', { username: user.username, password: user.password })
    expect(stranger.status).toBe(423)
    const owner = await sendJson('/api/login', { username: user.username, password: user.password }, { cookie: device! })
    expect(owner.status).toBe(200)
    // A device cookie of another account, or a forged one, is no key.
    const other = await createUser('user')
    await failFive(other.username)
    expect((await sendJson('/api/login', { username: other.username, password: other.password }, { cookie: device! })).status).toBe(423)
    const forged = `cc_device=${other.id}.${device!.split('.')[1]}.${device!.split('.')[2]}`
    expect((await sendJson('/api/login', { username: other.username, password: other.password }, { cookie: forged })).status).toBe(423)
  })

  it('an unknown name locks exactly like a real one, so the lock reveals nothing', async () => {
    const user = await createUser('user')
    const ghost = `ghost_${randomUUID().slice(0, 12)}`
    await failFive(user.username)
    await failFive(ghost)
    const real = await sendJson('/api/login', { username: user.username, password: 'Wrong-Pass-123!' })
    const unknown = await sendJson('/api/login', { username: ghost, password: 'Wrong-Pass-123!' })
    expect([real.status, real.body]).toEqual([423, unknown.body])
    expect(unknown.status).toBe(423)
    expect(real.body.error).toBe(
      'Sign-in is locked for 10 minutes after too many failed attempts. Try again later, or sign in from a device you have used before.',
    )
  })

  it('an admin can lift a lock', async () => {
    const user = await createUser('user')
    await failFive(user.username)
    expect((await sendJson('/api/login', { username: user.username, password: user.password })).status).toBe(423)
    const unlocked = await cmsJson('POST', '/users/unlock', { username: user.username }, await adminToken())
    expect(unlocked.status).toBe(200)
    expect((await cmsLogin(user.username, user.password)).length).toBeGreaterThan(20)
  })
})
