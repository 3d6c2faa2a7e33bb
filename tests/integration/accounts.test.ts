// The account contract of spec §7 with real mail (docs/decisions/004): status codes, bodies, links
// followed from the received messages, enumeration-safe answers, lockout, limits, Origin.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseUrl, createUser, getJson } from './helpers'
import { linkFrom, mailsTo, waitForMail } from './mail'

// Each test speaks from its own address so the per-IP limits stay out of its way.
const fromIp = () => `10.${rand()}.${rand()}.${rand()}`
const rand = () => Math.floor(Math.random() * 250) + 1
const origin = () => new URL(baseUrl()).origin

function post(
  path: string,
  body: unknown,
  { ip = fromIp(), cookie, headers = {} }: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  return getJson(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin(),
      'X-Forwarded-For': ip,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? ''

function newPerson() {
  const id = randomUUID().slice(0, 8)
  return { username: `reg_${id}`, email: `reg.${id}@example.test`, password: 'Sunny-Dubai-42!', mobileNumber: '+971501234567' }
}

async function registered() {
  const person = newPerson()
  const res = await post('/api/register', person)
  expect(res.status).toBe(201)
  return { ...person, cookie: cookieOf(res.res), body: res.body }
}

describe('POST /api/register', () => {
  it('creates an unverified user, signs them in and asks them to verify', async () => {
    const person = newPerson()
    const res = await post('/api/register', { ...person, role: 'admin' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ username: person.username, email: person.email, role: 'user', isVerified: false })
    expect(res.body.message).toMatch(/verify/i)
    expect(res.body).not.toHaveProperty('token')
    const setCookie = res.res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^payload-token=[^;]+;/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const me = await getJson(`${baseUrl()}/api/user`, { headers: { Cookie: cookieOf(res.res) } })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ username: person.username, isVerified: false })
  })

  it('answers bad input with 400, the spec messages and a details list', async () => {
    const res = await post('/api/register', { username: 'ab', email: 'not-an-email', password: 'short' })
    expect(res.status).toBe(400)
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        'Username must be at least 3 characters',
        'Please enter a valid email address',
        'Password must be at least 8 characters',
      ]),
    )
    const weak = await post('/api/register', { ...newPerson(), password: 'alllowercase1!' })
    expect(weak.body.details).toContain('Password must contain at least one uppercase letter')
    const symbols = await post('/api/register', { ...newPerson(), username: 'bad name!' })
    expect(symbols.body.details).toContain('Username can only contain letters, numbers, and underscores')
    const common = await post('/api/register', { ...newPerson(), password: 'P@ssw0rd1' })
    expect(common.status).toBe(400)
    expect(common.body.details).toContain('This password is too common. Please choose another one.')
    for (const hostile of ['{"username":', '[]', 'null', '"x"']) {
      const res = await post('/api/register', hostile)
      expect(res.status, hostile).toBe(400)
    }
  })

  it('refuses a username or e-mail already taken, keeping the first account intact', async () => {
    const first = await registered()
    const again = await post('/api/register', { ...newPerson(), username: first.username })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('Username or email already exists')
    const me = await getJson(`${baseUrl()}/api/user`, { headers: { Cookie: first.cookie } })
    expect(me.body.email).toBe(first.email)
  })
})

describe('verification by e-mail', () => {
  it('an unverified login gets 403 requiresVerification; the mailed link verifies once; then login works', async () => {
    const person = await registered()
    const blocked = await post('/api/login', { username: person.username, password: person.password })
    expect(blocked.status).toBe(403)
    expect(blocked.body).toEqual({ requiresVerification: true, message: 'Please verify your email address before logging in.' })
    expect(blocked.res.headers.get('set-cookie')).toBeNull()

    const mail = await waitForMail(person.email, /Verify your e-mail address/)
    expect(mail.html).toContain('CardCompare UAE')
    const link = linkFrom(mail, `${baseUrl()}/verify-email?token=`)
    const token = new URL(link).searchParams.get('token')
    const ok = await post('/api/verify-email', { token })
    expect(ok.status).toBe(200)
    const reused = await post('/api/verify-email', { token })
    expect(reused.status).toBe(400)
    expect(reused.body.error).toBe('Invalid or expired verification link')

    const login = await post('/api/login', { username: person.username, password: person.password })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ username: person.username, isVerified: true })
    expect(login.body).not.toHaveProperty('password')
  })

  it('resend needs a session; the public resend answers alike for known and unknown addresses', async () => {
    const person = await registered()
    expect((await post('/api/resend-verification', {})).status).toBe(401)
    const resent = await post('/api/resend-verification', {}, { cookie: person.cookie })
    expect(resent.status).toBe(200)
    expect(resent.body.message).toBe('Verification email sent. Please check your inbox.')
    expect(resent.body).not.toHaveProperty('devInfo')
    const known = await post('/api/resend-verification-public', { email: person.email })
    const unknown = await post('/api/resend-verification-public', { email: `nobody.${randomUUID()}@example.test` })
    expect(known.status).toBe(200)
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body])
  })
})

describe('POST /api/login', () => {
  it('400 without credentials, 401 with wrong ones', async () => {
    const missing = await post('/api/login', { username: '', password: '' })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('Username and password are required')
    const wrong = await post('/api/login', { username: `nobody_${randomUUID().slice(0, 8)}`, password: 'Wrong-pass1!' })
    expect(wrong.status).toBe(401)
    expect(typeof wrong.body.error).toBe('string')
  })

  it('locks an account after five failures, even for the right password', async () => {
    const user = await createUser('user')
    const ip = fromIp()
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/login', { username: user.username, password: 'Wrong-pass1!' }, { ip })).status).toBe(401)
    }
    const locked = await post('/api/login', { username: user.username, password: user.password }, { ip: fromIp() })
    expect(locked.status).toBe(423)
    expect(locked.body.error).toMatch(/locked/)
  })

  it('limits attempts per address with 429', async () => {
    const ip = fromIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/api/login', { username: `nobody_${randomUUID().slice(0, 8)}`, password: 'x' }, { ip })).status)
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true)
    expect(statuses[10]).toBe(429)
    const limited = await post('/api/forgot-password', { email: 'a@example.test' }, { ip })
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe('Too many attempts. Please wait a minute and try again.')
  })

  it('refuses a foreign Origin, oversized bodies and non-JSON', async () => {
    const foreign = await post('/api/login', { username: 'a', password: 'b' }, { headers: { Origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    expect((await post('/api/login', 'x'.repeat(70_000))).status).toBe(413)
    expect((await post('/api/login', '{not json')).status).toBe(400)
  })
})

describe('forgot password and username', () => {
  it('answers alike for known and unknown e-mails, mails a single-use reset link', async () => {
    const user = await createUser('user')
    const unknownEmail = `ghost.${randomUUID()}@example.test`
    const known = await post('/api/forgot-password', { email: user.email })
    const unknown = await post('/api/forgot-password', { email: unknownEmail })
    expect(known.status).toBe(200)
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body])
    expect(known.body).toEqual({ message: 'If your email exists in our system, you will receive a password reset link shortly.' })

    const mail = await waitForMail(user.email, /Reset your password/)
    const token = new URL(linkFrom(mail, `${baseUrl()}/reset-password?token=`)).searchParams.get('token')
    const weak = await post('/api/reset-password', { token, password: 'weak' })
    expect(weak.status).toBe(400)
    expect(weak.body.details).toContain('Password must be at least 8 characters')
    const reset = await post('/api/reset-password', { token, password: 'Brand-New-Pass9!' })
    expect(reset.status).toBe(200)
    expect((await post('/api/reset-password', { token, password: 'Another-Pass9!' })).status).toBe(400)
    expect((await post('/api/login', { username: user.username, password: user.password })).status).toBe(401)
    expect((await post('/api/login', { username: user.username, password: 'Brand-New-Pass9!' })).status).toBe(200)
    expect(await mailsTo(unknownEmail)).toHaveLength(0)
  })

  it('answers in comparable time for known and unknown e-mails (mail is queued)', async () => {
    const user = await createUser('user')
    const time = async (email: string) => {
      const started = performance.now()
      await post('/api/forgot-username', { email })
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.email))
      unknown.push(await time(`ghost.${i}.${randomUUID()}@example.test`))
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(Math.abs(mean(known) - mean(unknown))).toBeLessThan(150)
  })

  it('mails the username to a known e-mail and says the same to an unknown one', async () => {
    const user = await createUser('user')
    const known = await post('/api/forgot-username', { email: user.email })
    const unknown = await post('/api/forgot-username', { email: `ghost.${randomUUID()}@example.test` })
    expect(known.body).toEqual({ message: 'If your email exists in our system, you will receive your username shortly.' })
    expect(unknown.body).toEqual(known.body)
    const mail = await waitForMail(user.email, /Your username/)
    expect(mail.text).toContain(user.username)
    const bad = await post('/api/forgot-username', { email: 'nope' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Please enter a valid email address')
  })
})

describe('GET /api/fortune/today', () => {
  it('401 without a session; a stable fortune for the day with one, forceNew or not', async () => {
    expect((await getJson(`${baseUrl()}/api/fortune/today`)).status).toBe(401)
    const person = await registered()
    const headers = { Cookie: person.cookie }
    const first = await getJson(`${baseUrl()}/api/fortune/today?forceNew=true`, { headers })
    expect(first.status).toBe(200)
    expect(Object.keys(first.body).sort()).toEqual(['category', 'content', 'dateForDisplay'])
    expect(first.body.dateForDisplay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first.body.content.length).toBeGreaterThan(10)
    const again = await getJson(`${baseUrl()}/api/fortune/today`, { headers })
    const forced = await getJson(`${baseUrl()}/api/fortune/today?forceNew=true`, { headers })
    expect(again.body).toEqual(first.body)
    expect(forced.body).toEqual(first.body)
  })
})
