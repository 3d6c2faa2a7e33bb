// The page the verification e-mail links to. Verifying is a POST from this page, so a mail
// scanner that only fetches the link does not use up the single-use token.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { NOTIFICATIONS, verifyTokenSchema } from '@cardcompare/shared'
import { ResendVerificationForm } from '~/components/auth/ResendVerificationForm'
import { CmsError, cmsFetch } from '~/utils/cms.server'
import { flashCookie } from '~/utils/flash.server'
import { withSocial } from '~/utils/seo'
import { getSessionUser } from '~/utils/user.server'
import { readFormFields } from '~/utils/form.server'
import { SubmitButton } from '~/components/ui/Button'
import { StandalonePage } from '~/components/ui/StandalonePage'
import { Notice } from '~/components/ui/Notice'
import { redirectIn } from '~/utils/locale.server'
import { useTranslation } from 'react-i18next'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import forms from '@cardcompare/shared/i18n/en/forms'

export const handle = { bare: true, i18n: ['forms'] } satisfies I18nHandle & { bare: boolean }

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [{ title: t('titles.suffix', { title: t('links.verifyTitle', { ns: 'forms' }) }) }, { name: 'robots', content: 'noindex' }]
}

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = verifyTokenSchema.safeParse(await readFormFields(request))
  if (!parsed.success) return Response.json({ error: forms.answers.verificationLinkInvalid }, { status: 400 })
  try {
    await cmsFetch('users/verify-email', { method: 'POST', body: parsed.data })
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    return Response.json({ error: forms.answers.verificationLinkInvalid }, { status: 400 })
  }
  // Someone still signed in (the registration session) would be sent on from /auth to the home
  // page without a word: tell them there instead.
  if (await getSessionUser(request)) {
    return redirectIn(request, '/', {
      headers: {
        'Set-Cookie': await flashCookie(NOTIFICATIONS.emailVerified),
      },
    })
  }
  return redirectIn(request, '/auth?verified=true')
}

export default function VerifyEmailPage() {
  const { token } = useLoaderData<typeof loader>()
  const result = useActionData<{ error: string }>()
  const { t } = useTranslation('forms')
  const busy = useNavigation().state !== 'idle'
  return (
    <StandalonePage title={t('links.verifyTitle')}>
      {result?.error || !token ? (
        <div className="mt-6 space-y-4">
          <Notice tone="error">{result?.error ?? t('answers.verificationLinkInvalid')}</Notice>
          <ResendVerificationForm />
          <p className="text-sm text-slate-700">
            {t('links.alreadyVerified')}
            <Link to="/auth" className="font-medium text-teal-800 underline">
              {t('links.goToLogin')}
            </Link>
            .
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{t('links.verifyText')}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton wide busy={busy} busyText={t('links.verifying')}>
            {t('links.verifyButton')}
          </SubmitButton>
        </Form>
      )}
    </StandalonePage>
  )
}

export const meta = withSocial(pageMeta)
