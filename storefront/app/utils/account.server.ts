// The account contract of spec §7 on the storefront origin: each route validates early with
// the shared schemas and hands the call to the CMS's account endpoints, which own the rules.
import {
  DEVICE_COOKIE,
  HTTP_MESSAGES,
  loginSchema,
  fieldErrors,
  MAX_JSON_BODY_BYTES,
  readTextAtMost,
  SIGN_IN_LOCKED_MESSAGE,
  toPublicUser,
  type PublicUser,
  type UserRecord,
} from '@cardcompare/shared'
import type { z } from 'zod'
import { CmsError, cmsCall, cmsFetch } from './cms.server'
import { apiError, json } from './http.server'
import { clearSessionCookie, readCookie, readSessionToken, sessionCookie } from './session.server'

/** The request's JSON body, or a 400/413 answer. Form posts are accepted too. */
export async function readBody(request: Request): Promise<{ data: unknown } | { response: Response }> {
  const text = await readTextAtMost(request.body, MAX_JSON_BODY_BYTES)
  if (text === null) return { response: apiError(413, HTTP_MESSAGES.bodyTooLarge) }
  if (!text) return { data: {} }
  if ((request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded')) {
    return { data: Object.fromEntries(new URLSearchParams(text)) }
  }
  try {
    return { data: JSON.parse(text) }
  } catch {
    return { response: apiError(400, HTTP_MESSAGES.bodyNotJson) }
  }
}

export function validationError(error: Parameters<typeof fieldErrors>[0]) {
  const { details, fieldErrors: fields } = fieldErrors(error)
  return json({ error: details[0] ?? 'Invalid request', details, fieldErrors: fields }, 400)
}

/** Validates the body with `schema`, then passes the call to the CMS and its answer back. */
export async function relayAccountCall<S extends z.ZodType>(
  request: Request,
  path: string,
  schema: S,
  { withSession = false }: { withSession?: boolean } = {},
) {
  const body = await readBody(request)
  if ('response' in body) return body.response
  const parsed = schema.safeParse(body.data)
  if (!parsed.success) return validationError(parsed.error)
  const token = withSession ? readSessionToken(request) : null
  if (withSession && !token) return apiError(401, 'Not authenticated')
  try {
    return json(await cmsFetch(`users/${path}`, { method: 'POST', body: parsed.data, token }))
  } catch (error) {
    if (error instanceof CmsError) return json(cmsErrorBody(error), error.status)
    throw error
  }
}

/** Payload answers `{ errors: [{ message, data }] }`; the contract answers `{ error, ... }`. */
export function cmsErrorBody(error: CmsError): Record<string, unknown> {
  const body = error.body as { error?: string; errors?: { message?: string; data?: Record<string, unknown> | null }[] } | null
  if (body && typeof body === 'object' && 'error' in body && body.error) return body
  const first = body?.errors?.[0]
  return { error: first?.message ?? 'Request failed', ...(first?.data ?? {}) }
}

type LoginResult = { ok: true; user: PublicUser; cookies: string[] } | { ok: false; status: number; body: Record<string, unknown> }

/**
 * Signs in through the CMS; an unverified user gets 403 with requiresVerification (spec §4).
 * The browser's device cookie travels to the CMS and its renewal comes back, so a device that
 * signed in before is recognised while an account is locked (docs/decisions/007).
 */
export async function login(input: unknown, request: Request): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input)
  if (!parsed.success) {
    const missing = parsed.error.issues.some((issue) => issue.message === 'Username and password are required')
    return {
      ok: false,
      status: 400,
      body: { error: missing ? 'Username and password are required' : 'Login failed. Please check your credentials.' },
    }
  }
  const { username, password } = parsed.data
  const credentials = username.includes('@') ? { email: username, password } : { username, password }
  const device = readCookie(request, DEVICE_COOKIE)
  try {
    const { data: res, headers } = await cmsCall<{ token: string; exp: number; user: UserRecord }>('users/login', {
      method: 'POST',
      body: credentials,
      cookie: device ? `${DEVICE_COOKIE}=${device}` : undefined,
    })
    const renewed = headers.getSetCookie().filter((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    return { ok: true, user: toPublicUser(res.user), cookies: [sessionCookie(res.token, new Date(res.exp * 1000)), ...renewed] }
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    const body = cmsErrorBody(error)
    if (error.status === 403 && body.requiresVerification) {
      return { ok: false, status: 403, body: { requiresVerification: true, message: body.error } }
    }
    if (error.status === 423) {
      return { ok: false, status: 423, body: { error: SIGN_IN_LOCKED_MESSAGE } }
    }
    return { ok: false, status: 401, body: { error: 'Invalid username or password' } }
  }
}

export async function logout(request: Request) {
  const token = readSessionToken(request)
  // Ends the session server-side too, so a copied token stops working.
  if (token) await cmsFetch('users/logout', { method: 'POST', token }).catch(() => undefined)
  return clearSessionCookie()
}
