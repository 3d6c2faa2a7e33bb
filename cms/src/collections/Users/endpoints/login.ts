// Sign-in and unlock, replacing Payload's own endpoints on `users` (same paths, same answer
// shape, so the admin's login form uses them too). What Payload's defaults got wrong for us:
// - a wrong password for a real account took ~150 ms, an unknown name ~14 ms:
//   every failing path now does one password derivation;
// - five failures locked anyone's account and said it existed: failures are
//   counted per account or per unknown name alike, and a device the owner signed in from
//   before still gets in with the right password (docs/decisions/007).
import type { Endpoint, PayloadRequest } from 'payload'
import { AuthenticationError, headersWithCors } from 'payload'
import { generatePayloadCookie, parseCookies } from 'payload/shared'
import { hasControlCharacters, SIGN_IN_LOCKED_MESSAGE } from '@cardcompare/shared'
import { cmsEnv } from '@cardcompare/shared/server'
import forms from '@cardcompare/shared/i18n/en/forms'
import { burnPasswordCheck } from '../../../auth/password'
import { accountKey, clearFailures, lockedUntil, nameKey, recordFailure } from '../../../auth/throttle'
import { DEVICE_COOKIE, deviceCookie, isDeviceOf, newDeviceToken } from '../../../auth/device'
import { ADMIN_ROLES, hasRole } from '../../../access'
import { errorAnswer, NO_STORE } from '../../../http'
import { readJsonBody } from '../../../endpoints/request'

const LOGIN_FAILED_MESSAGE = forms.answers.loginIncorrect
const REQUIRED_MESSAGE = forms.validation.loginRequired

const errors = (message: string, status: number, req: PayloadRequest) =>
  errorAnswer(status, message, { headers: headersWithCors({ headers: new Headers(), req }) })

type Credentials = { name: string; field: 'username' | 'email'; password: string }

function credentialsFrom(data: unknown): Credentials | null {
  if (!data || typeof data !== 'object') return null
  const { username, email, password } = data as Record<string, unknown>
  const given = typeof username === 'string' && username.trim() ? username : typeof email === 'string' ? email : ''
  const name = given.trim().toLowerCase()
  if (!name || typeof password !== 'string' || !password) return null
  if (name.length > 254 || password.length > 1024 || hasControlCharacters(name) || password.includes('\u0000')) return null
  return { name, field: name.includes('@') ? 'email' : 'username', password }
}

const login: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const credentials = credentialsFrom(await readJsonBody(req))
    if (!credentials) return errors(REQUIRED_MESSAGE, 400, req)
    const { name, field, password } = credentials
    const { payload } = req

    // The same lookup Payload's login does (a name may be a username or an e-mail address).
    const found = await payload.db.findOne<{ id: number }>({
      collection: 'users',
      req,
      where: { or: [{ username: { equals: name } }, { email: { equals: name } }] },
    })
    const key = found ? accountKey(found.id) : nameKey(name)
    const trustedDevice = found ? isDeviceOf(payload.secret, parseCookies(req.headers).get(DEVICE_COOKIE), found.id) : false
    if (!trustedDevice && (await lockedUntil(payload, key))) return errors(SIGN_IN_LOCKED_MESSAGE, 423, req)

    if (!found) {
      await burnPasswordCheck(password)
      await recordFailure(payload, key)
      return errors(LOGIN_FAILED_MESSAGE, 401, req)
    }

    let result: Awaited<ReturnType<typeof payload.login<'users'>>>
    try {
      result = await payload.login({
        collection: 'users',
        data: field === 'email' ? { email: name, password } : { username: name, password },
        req,
        depth: 0,
        overrideAccess: false,
      })
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error // e.g. 403 unverified: Payload formats it
      await recordFailure(payload, key)
      return errors(LOGIN_FAILED_MESSAGE, 401, req)
    }
    await clearFailures(payload, key)

    const headers = new Headers(NO_STORE)
    const users = payload.collections.users.config
    headers.append(
      'Set-Cookie',
      generatePayloadCookie({
        collectionAuthConfig: users.auth,
        cookiePrefix: payload.config.cookiePrefix,
        token: result.token!,
      }) as string,
    )
    headers.append('Set-Cookie', deviceCookie(newDeviceToken(payload.secret, found.id), cmsEnv().secureCookies))
    return Response.json(
      { message: req.t('authentication:passed'), user: result.user, token: result.token, exp: result.exp },
      { headers: headersWithCors({ headers, req }) },
    )
  },
}

/** Admins lift a lock (Payload's unlock only knows its own counters, which we do not use). */
const unlock: Endpoint = {
  path: '/unlock',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, ...ADMIN_ROLES)) return errors('You are not allowed to perform this action.', 403, req)
    const credentials = credentialsFrom({ ...((await readJsonBody(req)) as object), password: '-' })
    if (!credentials) return errors('Missing username or email.', 400, req)
    const found = await req.payload.db.findOne<{ id: number }>({
      collection: 'users',
      req,
      where: { or: [{ username: { equals: credentials.name } }, { email: { equals: credentials.name } }] },
    })
    await clearFailures(req.payload, found ? accountKey(found.id) : nameKey(credentials.name))
    return Response.json({ message: 'Success' }, { headers: headersWithCors({ headers: new Headers(), req }) })
  },
}

export const loginEndpoints = [login, unlock]
