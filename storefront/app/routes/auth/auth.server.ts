// The /auth page's form actions: one per `intent`, each answering with what the form shows.
import { forgotSchema, registerFormSchema, toRegisterPayload, fieldErrors, NOTIFICATIONS, type Notification } from '@cardcompare/shared'
import { redirectDocument } from '@remix-run/node'
import { redirectIn } from '~/utils/locale.server'
import { cmsErrorBody, login } from '~/utils/account.server'
import { CmsError, cmsFetch, isUnavailable } from '~/utils/cms.server'
import { flashCookie } from '~/utils/flash.server'
import { UNAVAILABLE_MESSAGE } from '~/utils/http.server'
import { readFormFields } from '~/utils/form.server'
import { requestLocale } from '~/utils/locale.server'
import { safeRedirect } from '~/utils/redirect.server'
import { sessionCookie } from '~/utils/session.server'
import type { AuthActionData } from '~/components/auth/auth.types'
import forms from '@cardcompare/shared/i18n/en/forms'

// The answers are English; the page shows them in its language (FieldError, Notice, the toasts).
const { answers: A, validation: V } = forms

const answer = (data: AuthActionData, status = 200) => Response.json(data, { status })

/** The admin is not a Remix route: the browser must load it as a new document. */
const go = async (request: Request, target: string, cookies: string[], toast: Notification) => {
  const admin = /^\/admin(\/|\?|$)/.test(target)
  const headers = new Headers()
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  // The admin shows no storefront toasts: the message would wait for the next storefront page.
  if (!admin) headers.append('Set-Cookie', await flashCookie(toast))
  // A storefront page opens in the language of the form (docs/decisions/035): /ar/auth goes on to /ar.
  return admin ? redirectDocument(target, { headers }) : redirectIn(request, target, { headers })
}

export async function handleAuthAction(request: Request) {
  const form = await readFormFields(request)
  const target = safeRedirect(form.redirect)
  switch (form.intent) {
    case 'register': {
      const parsed = registerFormSchema.safeParse(form)
      if (!parsed.success) {
        const { details, fieldErrors: fields } = fieldErrors(parsed.error)
        return answer(
          { intent: 'register', error: details[0], details, fieldErrors: fields, toast: NOTIFICATIONS.registerFailed(details[0]) },
          400,
        )
      }
      try {
        const { token, exp, message } = await cmsFetch<{ token: string; exp: number; message?: string }>('users/register', {
          method: 'POST',
          // The page's language is the account's: its mails are written in it (docs/decisions/036).
          body: { ...toRegisterPayload(parsed.data), locale: requestLocale(request) },
        })
        return go(
          request,
          target,
          [sessionCookie(token, new Date(exp * 1000))],
          NOTIFICATIONS.registerSuccess(parsed.data.username, message),
        )
      } catch (error) {
        if (isUnavailable(error)) {
          return answer(
            {
              intent: 'register',
              error: UNAVAILABLE_MESSAGE,
              details: [],
              fieldErrors: {},
              toast: NOTIFICATIONS.registerFailed(UNAVAILABLE_MESSAGE),
            },
            503,
          )
        }
        if (!(error instanceof CmsError)) throw error
        const body = cmsErrorBody(error) as { error?: string; details?: string[] }
        const message = body.error ?? A.registrationFailed
        return answer(
          {
            intent: 'register',
            error: message,
            details: body.details ?? [],
            fieldErrors: {},
            toast: NOTIFICATIONS.registerFailed(body.error),
          },
          error.status,
        )
      }
    }
    case 'forgot-password':
    case 'forgot-username': {
      const parsed = forgotSchema.safeParse(form)
      if (!parsed.success) {
        return answer(
          {
            intent: form.intent,
            error: V.email,
            toast: { title: forms.toasts.invalidEmail, description: V.email, variant: 'destructive' },
          },
          400,
        )
      }
      try {
        const res = await cmsFetch<{ message: string }>(`users/${form.intent}`, { method: 'POST', body: parsed.data })
        return answer({ intent: form.intent, sent: true, message: res.message })
      } catch (error) {
        if (!(error instanceof CmsError)) {
          // spec §8 Forgot forms, exception: the CMS failed or could not be reached.
          console.error(
            `[auth] ${form.intent} failed:`,
            error instanceof Response ? `the CMS is unavailable (${error.status})` : error instanceof Error ? error.message : error,
          )
          return answer({ intent: form.intent, error: NOTIFICATIONS.forgotError.description!, toast: NOTIFICATIONS.forgotError }, 502)
        }
        const message = String((cmsErrorBody(error) as { message?: unknown; error?: unknown }).message ?? '') || undefined
        return answer(
          {
            intent: form.intent,
            error: message ?? forms.toasts.forgotFailed,
            toast: NOTIFICATIONS.forgotFailed(message),
          },
          error.status,
        )
      }
    }
    case 'resend': {
      const parsed = forgotSchema.safeParse(form)
      // The answer never says whether the address is known, so a refused call changes nothing here.
      if (parsed.success)
        await cmsFetch('users/resend-verification-public', { method: 'POST', body: parsed.data }).catch(ignoreClientErrors)
      return answer({
        intent: 'resend',
        message: A.checkInboxForLink,
        toast: NOTIFICATIONS.verificationSent,
      })
    }
    default: {
      const result = await login({ username: form.username, password: form.password }, request)
      if (result.ok) return go(request, target, result.cookies, NOTIFICATIONS.loginSuccess(result.user.username))
      if (result.status === 403) {
        const message = String(result.body.message ?? A.verifyBeforeLogin)
        return answer({ intent: 'login', requiresVerification: true, error: message, toast: NOTIFICATIONS.unverifiedLogin(message) }, 403)
      }
      const error = result.status === 400 || result.status === 423 ? String(result.body.error) : V.loginFailed
      const serverError = typeof result.body.error === 'string' ? result.body.error : undefined
      return answer({ intent: 'login', error, toast: NOTIFICATIONS.loginFailed(serverError) }, result.status)
    }
  }
}

function ignoreClientErrors(error: unknown) {
  if (!(error instanceof CmsError)) throw error
}
