// The page the "Confirm your new e-mail address" mail links to (docs/decisions/020). As with
// /verify-email, confirming is a POST from this page, so a mail scanner that only fetches the
// link does not use up the single-use token. It works whether or not this browser is signed in.
import { NOTIFICATIONS, verifyTokenSchema } from '@cardcompare/shared'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { cmsErrorBody } from '~/utils/account.server'
import { CmsError, cmsFetch } from '~/utils/cms.server'
import { flashCookie } from '~/utils/flash.server'
import { readFormFields } from '~/utils/form.server'
import { withSocial } from '~/utils/seo'
import { getSessionUser } from '~/utils/user.server'
import { SubmitButton } from '~/components/ui/Button'
import { StandalonePage } from '~/components/ui/StandalonePage'
import { Notice } from '~/components/ui/Notice'
import { redirectIn } from '~/utils/locale.server'

export const handle = { bare: true }

const INVALID_LINK = 'Invalid or expired link'

const pageMeta: MetaFunction = () => [{ title: 'Confirm your new email | CardCompare UAE' }, { name: 'robots', content: 'noindex' }]

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

type ActionData = { error: string } | { email: string }

export async function action({ request }: ActionFunctionArgs) {
  const parsed = verifyTokenSchema.safeParse(await readFormFields(request))
  if (!parsed.success) return Response.json({ error: INVALID_LINK } satisfies ActionData, { status: 400 })
  let email: string
  try {
    ;({ email } = await cmsFetch<{ email: string }>('users/account/email/confirm', { method: 'POST', body: parsed.data }))
  } catch (error) {
    if (!(error instanceof CmsError) || error.status >= 500) throw error
    return Response.json({ error: String(cmsErrorBody(error).error ?? INVALID_LINK) } satisfies ActionData, { status: error.status })
  }
  // Signed in here to that account: back to its page, which shows the new address, with the toast.
  if ((await getSessionUser(request))?.email === email) {
    return redirectIn(request, '/account', { headers: { 'Set-Cookie': await flashCookie(NOTIFICATIONS.emailChanged(email)) } })
  }
  return Response.json({ email } satisfies ActionData)
}

export default function ConfirmEmailPage() {
  const { token } = useLoaderData<typeof loader>()
  const result = useActionData<ActionData>()
  const busy = useNavigation().state !== 'idle'
  return (
    <StandalonePage title="Confirm your new email">
      {result && 'email' in result ? (
        <div className="mt-6 space-y-4">
          <Notice tone="success">
            Your email address has been changed to <strong className="break-all">{result.email}</strong>. Use it the next time you log in.
          </Notice>
          <Link to="/auth" className="inline-block rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800">
            Go to Login
          </Link>
        </div>
      ) : result?.error || !token ? (
        <div className="mt-6 space-y-4">
          <Notice tone="error">{result?.error ?? INVALID_LINK}</Notice>
          <p className="text-sm text-slate-700">
            Ask for a new link on{' '}
            <Link to="/account" className="font-medium text-teal-800 underline">
              your account page
            </Link>
            .
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">Confirm this address to make it the email address of your account.</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton wide busy={busy} busyText="Confirming...">
            Confirm my new email
          </SubmitButton>
        </Form>
      )}
    </StandalonePage>
  )
}

export const meta = withSocial(pageMeta)
