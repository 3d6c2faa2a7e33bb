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
import { useTranslation } from 'react-i18next'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import forms from '@cardcompare/shared/i18n/en/forms'
import { redirectIn } from '~/utils/locale.server'

export const handle = { bare: true, i18n: ['forms'] } satisfies I18nHandle & { bare: boolean }

const INVALID_LINK = forms.validation.invalidLink

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [{ title: t('titles.suffix', { title: t('links.confirmTitle', { ns: 'forms' }) }) }, { name: 'robots', content: 'noindex' }]
}

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
  const { t } = useTranslation('forms')
  const busy = useNavigation().state !== 'idle'
  return (
    <StandalonePage title={t('links.confirmTitle')}>
      {result && 'email' in result ? (
        <div className="mt-6 space-y-4">
          <Notice tone="success">
            {t('links.emailChangedTo')}
            <strong className="break-all" dir="ltr">
              {result.email}
            </strong>
            {t('links.emailChangedAfter')}
          </Notice>
          <Link to="/auth" className="inline-block rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800">
            {t('links.goToLogin')}
          </Link>
        </div>
      ) : result?.error || !token ? (
        <div className="mt-6 space-y-4">
          <Notice tone="error">{result?.error ?? INVALID_LINK}</Notice>
          <p className="text-sm text-slate-700">
            {t('links.askNewLink')}
            <Link to="/account" className="font-medium text-teal-800 underline">
              {t('links.accountPage')}
            </Link>
            .
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{t('links.confirmText')}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton wide busy={busy} busyText={t('links.confirming')}>
            {t('links.confirmButton')}
          </SubmitButton>
        </Form>
      )}
    </StandalonePage>
  )
}

export const meta = withSocial(pageMeta)
