// The /auth page's form actions: one per `intent`, each answering with what the form shows.
import { forgotSchema, registerFormSchema, toRegisterPayload, fieldErrors } from '@cardcompare/shared'
import { redirect, redirectDocument } from '@remix-run/node'
import { cmsErrorBody, login } from './account.server'
import { CmsError, cmsFetch } from './cms.server'
import { safeRedirect } from './redirect.server'
import { sessionCookie } from './session.server'

export type AuthActionData =
  | { intent: 'login'; error: string; requiresVerification?: boolean }
  | { intent: 'register'; error: string; details: string[]; fieldErrors: Record<string, string> }
  | { intent: 'forgot-password' | 'forgot-username'; sent: true; message: string }
  | { intent: 'forgot-password' | 'forgot-username'; error: string }
  | { intent: 'resend'; message: string }

const answer = (data: AuthActionData, status = 200) => Response.json(data, { status })

/** The admin is not a Remix route: the browser must load it as a new document. */
const go = (target: string, cookie: string) =>
  (/^\/admin(\/|\?|$)/.test(target) ? redirectDocument : redirect)(target, { headers: { 'Set-Cookie': cookie } })

export async function handleAuthAction(request: Request) {
  const form = Object.fromEntries(await request.formData())
  const target = safeRedirect(form.redirect)
  switch (form.intent) {
    case 'register': {
      const parsed = registerFormSchema.safeParse(form)
      if (!parsed.success) {
        const { details, fieldErrors: fields } = fieldErrors(parsed.error)
        return answer({ intent: 'register', error: details[0], details, fieldErrors: fields }, 400)
      }
      try {
        const { token, exp } = await cmsFetch<{ token: string; exp: number }>('users/register', {
          method: 'POST',
          body: toRegisterPayload(parsed.data),
        })
        return go(target, sessionCookie(token, new Date(exp * 1000)))
      } catch (error) {
        if (!(error instanceof CmsError) || error.status >= 500) throw error
        const body = cmsErrorBody(error) as { error?: string; details?: string[] }
        return answer({ intent: 'register', error: body.error ?? 'Registration failed. Username or email may already exist.', details: body.details ?? [], fieldErrors: {} }, error.status)
      }
    }
    case 'forgot-password':
    case 'forgot-username': {
      const parsed = forgotSchema.safeParse(form)
      if (!parsed.success) return answer({ intent: form.intent, error: 'Please enter a valid email address' }, 400)
      try {
        const res = await cmsFetch<{ message: string }>(`users/${form.intent}`, { method: 'POST', body: parsed.data })
        return answer({ intent: form.intent, sent: true, message: res.message })
      } catch (error) {
        if (!(error instanceof CmsError) || error.status >= 500) throw error
        return answer({ intent: form.intent, error: 'Failed to process your request. Please try again.' }, error.status)
      }
    }
    case 'resend': {
      const parsed = forgotSchema.safeParse(form)
      if (parsed.success) await cmsFetch('users/resend-verification-public', { method: 'POST', body: parsed.data })
      return answer({ intent: 'resend', message: 'Please check your inbox for the verification link.' })
    }
    default: {
      const result = await login({ username: form.username, password: form.password })
      if (result.ok) return go(target, result.cookie)
      if (result.status === 403) {
        return answer({ intent: 'login', requiresVerification: true, error: String(result.body.message ?? 'Please verify your email address before logging in.') }, 403)
      }
      const error = result.status === 400 || result.status === 423 ? String(result.body.error) : 'Login failed. Please check your credentials.'
      return answer({ intent: 'login', error }, result.status)
    }
  }
}
