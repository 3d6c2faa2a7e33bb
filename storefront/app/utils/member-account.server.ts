// The member's own account page (/account, docs/decisions/020): reads and changes go to the
// CMS's account endpoints with the member's session; the CMS owns every rule. Each form posts
// here with an `intent`; success redirects back with a toast in the flash cookie (so it works
// without JavaScript), failure answers the form with its messages and a toast.
import {
  changeEmailSchema,
  changePasswordFormSchema,
  deleteAccountSchema,
  fieldErrors,
  marketingFormSchema,
  mobileFormSchema,
  NOTIFICATIONS,
  toMobilePayload,
  type MemberAccount,
  type Notification,
} from '@cardcompare/shared'
import { data } from '@remix-run/node'
import type { AccountActionData, AccountIntent } from '~/components/account/AccountForms'
import { cmsErrorBody } from './account.server'
import { CmsError, cmsFetch } from './cms.server'
import { flashCookie } from './flash.server'
import { readFormFields } from './form.server'
import { toSignIn } from './guards.server'
import { redirectIn, requestLocale } from './locale.server'
import { PRIVATE_NO_STORE } from './http.server'
import { clearSessionCookie, readSessionToken } from './session.server'

/** Every form's intent once: the record's type keeps the list complete. */
const ACCOUNT_INTENTS: Record<AccountIntent, true> = {
  mobile: true,
  email: true,
  'cancel-email': true,
  password: true,
  marketing: true,
  delete: true,
}

/** What the page shows, read with the member's session; a guest or an ended session goes to /auth. */
export async function loadMemberAccount(request: Request): Promise<MemberAccount> {
  const token = readSessionToken(request)
  if (!token) throw toSignIn(request, '/account')
  try {
    return await cmsFetch<MemberAccount>('users/account', { token })
  } catch (error) {
    if (error instanceof CmsError && error.status === 401) throw toSignIn(request, '/account')
    throw error
  }
}

const failed = (intent: AccountIntent | null, error: string, fields: Record<string, string>, toast: Notification, status = 400) =>
  data({ intent, error, fieldErrors: fields, toast } satisfies AccountActionData, { status, headers: PRIVATE_NO_STORE })

/** A form with nothing to fill in (a single button). */
const NOTHING_TO_CHECK = { safeParse: () => ({ success: true as const, data: {} }) }

const back = async (request: Request, toast: Notification, extraCookies: string[] = [], target = '/account') => {
  const headers = new Headers(PRIVATE_NO_STORE)
  for (const cookie of [...extraCookies, await flashCookie(toast)]) headers.append('Set-Cookie', cookie)
  return redirectIn(request, target, { headers })
}

export async function handleAccountAction(request: Request) {
  const form = await readFormFields(request)
  const token = readSessionToken(request)
  if (!token) throw toSignIn(request, '/account')
  const intent = Object.hasOwn(ACCOUNT_INTENTS, form.intent) ? (form.intent as AccountIntent) : null
  if (!intent)
    return failed(
      null,
      'Please choose what to change.',
      {},
      { title: 'Error', description: 'Please choose what to change.', variant: 'destructive' },
    )

  /** Validates with the form's schema, then calls the CMS; its refusals become the form's answer. */
  const run = async <T>(
    schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] } },
    fail: (error?: string) => Notification,
    call: (input: T) => Promise<Response>,
  ) => {
    const parsed = schema.safeParse(form)
    if (!parsed.success) {
      const { details, fieldErrors: fields } = fieldErrors(parsed.error)
      return failed(intent, details[0], fields, fail(details[0]))
    }
    try {
      return await call(parsed.data)
    } catch (error) {
      if (!(error instanceof CmsError) || error.status >= 500) throw error
      if (error.status === 401) throw toSignIn(request, '/account')
      const body = cmsErrorBody(error) as { error?: string; fieldErrors?: Record<string, string> }
      const message = body.error ?? 'Please try again.'
      return failed(intent, message, body.fieldErrors ?? {}, fail(message), error.status)
    }
  }
  const post = <R>(path: string, body: unknown = {}) => cmsFetch<R>(`users/account/${path}`, { method: 'POST', token, body })

  switch (intent) {
    case 'mobile':
      return run(mobileFormSchema, NOTIFICATIONS.mobileUpdateFailed, async (input) => {
        await post('mobile', toMobilePayload(input))
        return back(request, NOTIFICATIONS.mobileUpdated)
      })
    case 'email':
      return run(changeEmailSchema, NOTIFICATIONS.emailChangeFailed, async (input) => {
        const { pendingEmail } = await post<{ pendingEmail: string }>('email', input)
        return back(request, NOTIFICATIONS.emailChangeSent(pendingEmail))
      })
    case 'cancel-email':
      return run(NOTHING_TO_CHECK, NOTIFICATIONS.emailChangeFailed, async () => {
        await post('email/cancel')
        return back(request, NOTIFICATIONS.emailChangeCancelled)
      })
    case 'password':
      return run(changePasswordFormSchema, NOTIFICATIONS.passwordChangeFailed, async ({ currentPassword, password }) => {
        await post('password', { currentPassword, password })
        return back(request, NOTIFICATIONS.passwordChanged)
      })
    case 'marketing':
      return run(marketingFormSchema, NOTIFICATIONS.marketingFailed, async ({ marketing }) => {
        // The consent text recorded is the one this page showed, in its language (docs/decisions/036).
        await post('marketing', { marketing, locale: requestLocale(request) })
        return back(request, marketing ? NOTIFICATIONS.marketingOn : NOTIFICATIONS.marketingOff)
      })
    case 'delete':
      return run(deleteAccountSchema, NOTIFICATIONS.accountDeleteFailed, async (input) => {
        await post('delete', input)
        // The account and its sessions are gone; the browser forgets the cookie too.
        return back(request, NOTIFICATIONS.accountDeleted, [clearSessionCookie()], '/')
      })
  }
}

/** GET /account/export: the member's data as a JSON file (UAE PDPL access right). */
export async function exportMemberData(request: Request): Promise<Response> {
  const token = readSessionToken(request)
  if (!token) throw toSignIn(request, '/account')
  let body: unknown
  try {
    body = await cmsFetch('users/account/export', { token })
  } catch (error) {
    if (error instanceof CmsError && error.status === 401) throw toSignIn(request, '/account')
    throw error
  }
  const day = new Date().toISOString().slice(0, 10)
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      ...PRIVATE_NO_STORE,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="cardcompare-my-data-${day}.json"`,
    },
  })
}
