import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Role } from '@cardcompare/shared'
import { baseUrl, cmsUrl, databaseUrl, testAdmin } from '../env'

export { baseUrl, cmsUrl }

export async function getJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init)
  const text = await res.text()
  let body: any = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { res, status: res.status, body }
}

/** Signs in through Payload's REST API and returns the JWT. */
/** A CMS session token; `cms` is the test stack's CMS unless a file runs a stack of its own. */
export async function cmsLogin(username: string, password: string, cms = cmsUrl()): Promise<string> {
  const { status, body } = await getJson(`${cms}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (status !== 200) throw new Error(`login of ${username} failed: ${status} ${JSON.stringify(body)}`)
  return body.token
}

// One admin session for the whole file: Payload keeps a user's sessions in one row, and
// concurrent sign-ins of the same user can overwrite each other's session.
let adminSession: Promise<string> | null = null
export const adminToken = () => (adminSession ??= cmsLogin(testAdmin().username, testAdmin().password))

export const auth = (token: string) => ({ Authorization: `JWT ${token}` })

export type TestUser = { id: number; username: string; email: string; password: string; role: Role; token: string }

/**
 * Creates a user with the given role through the admin's REST access, then signs in as them.
 * No request may mark an account verified (docs/decisions/004): a verified user is one whose
 * verification the test setup writes straight into the database, as following the link would.
 */
export async function createUser(role: Role, { verified = true }: { verified?: boolean } = {}): Promise<TestUser> {
  const admin = await adminToken()
  const suffix = randomUUID().slice(0, 8)
  const user = { username: `${role}_${suffix}`, email: `${role}.${suffix}@test.cardcompare.local`, password: 'Str0ng-Pass!word', role }
  const { status, body } = await getJson(`${cmsUrl()}/cms-api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(admin) },
    body: JSON.stringify(user),
  })
  if (status !== 201) throw new Error(`creating ${role} failed: ${status} ${JSON.stringify(body)}`)
  if (verified) await sql('UPDATE users SET is_verified = true, verification_token = NULL WHERE id = $1', [body.doc.id])
  const token = verified ? await cmsLogin(user.username, user.password) : await unverifiedSession(user.username, user.password)
  return { ...user, id: body.doc.id, token }
}

/** A session for an unverified user, as registration gives one (login refuses them). */
async function unverifiedSession(username: string, password: string) {
  await sql('UPDATE users SET is_verified = true WHERE username = $1', [username])
  try {
    return await cmsLogin(username, password)
  } finally {
    await sql('UPDATE users SET is_verified = false WHERE username = $1', [username])
  }
}

let pool: pg.Pool | null = null
/** A query against the test database (setup only; the product is always reached over HTTP). */
export async function sql(text: string, values: unknown[] = []) {
  pool ??= new pg.Pool({ connectionString: databaseUrl(), max: 2 })
  return (await pool.query(text, values)).rows
}

/** Signs in through the storefront's /auth form (of the stack at `base`) and returns the session cookie it set. */
export async function storefrontSessionCookie(username: string, password: string, base = baseUrl()): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(base).origin,
      // Its own address per sign-in, so the per-IP login limit does not meet the tests.
      'X-Forwarded-For': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: new URLSearchParams({ username, password, redirect: '/' }),
  })
  const cookie = res.headers.get('set-cookie')
  if (res.status !== 302 || !cookie) throw new Error(`storefront login failed: ${res.status}`)
  return cookie.split(';')[0]
}
