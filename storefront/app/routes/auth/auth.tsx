// spec §2 Auth page: Login and Register tabs, forgot forms swapping in place, the verified
// banner; rendered without the site header and footer.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { useEffect } from 'react'
import { notify } from '~/components/Notifications'
import { ForgotForm } from '~/components/auth/ForgotForm'
import { ResendVerificationForm } from '~/components/auth/ResendVerificationForm'
import { LoginForm } from '~/components/auth/LoginForm'
import { RegisterForm } from '~/components/auth/RegisterForm'
import type { AuthActionData } from '~/components/auth/auth.types'
import { handleAuthAction } from './auth.server'
import { safeRedirect } from '~/utils/redirect.server'
import { getSessionUser } from '~/utils/user.server'
import { withSocial } from '~/utils/seo'
import { Notice } from '~/components/ui/Notice'
import { redirectIn } from '~/utils/locale.server'
import { useTranslation } from 'react-i18next'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'

export const handle = { bare: true, i18n: ['forms'] } satisfies I18nHandle & { bare: boolean }

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t(data?.tab === 'register' ? 'auth.createAccount' : 'auth.login', { ns: 'forms' }) }) },
    { name: 'description', content: t('auth.metaDescription', { ns: 'forms' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSessionUser(request)) return redirectIn(request, '/')
  const url = new URL(request.url)
  const requested = url.searchParams.get('view')
  const view = requested === 'forgot-password' || requested === 'forgot-username' ? requested : null
  return {
    tab: url.searchParams.get('tab') === 'register' ? ('register' as const) : ('login' as const),
    view,
    verified: url.searchParams.get('verified') === 'true',
    redirectTo: safeRedirect(url.searchParams.get('redirect')),
  }
}

export const action = ({ request }: ActionFunctionArgs) => handleAuthAction(request)

const BENEFITS = ['compare', 'save', 'ai'] as const

export default function AuthPage() {
  const { t } = useTranslation('forms')
  const { tab, view, verified, redirectTo } = useLoaderData<typeof loader>()
  const result = useActionData<AuthActionData>()
  useEffect(() => {
    if (result?.toast) notify(result.toast)
  }, [result])
  const keep = redirectTo !== '/' ? `&redirect=${encodeURIComponent(redirectTo)}` : ''
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-4 py-2 text-center text-sm font-semibold ${active ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-5xl">
        <Link to="/" className="inline-flex items-center gap-2 font-bold text-teal-800 hover:underline">
          <img src="/favicon.svg" alt="" width={28} height={28} /> {t('site.name', { ns: 'common' })}
        </Link>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-labelledby="auth-heading">
            <h1 id="auth-heading" className="sr-only">
              {tab === 'register' ? t('auth.createAccount') : t('auth.login')}
            </h1>
            {verified ? (
              <div className="mb-6">
                <Notice tone="success">{t('auth.verifiedNotice')}</Notice>
              </div>
            ) : null}
            <nav aria-label={t('auth.tabs')} className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
              <Link to={`?tab=login${keep}`} className={tabClass(tab === 'login')} aria-current={tab === 'login' ? 'page' : undefined}>
                {t('auth.login')}
              </Link>
              <Link
                to={`?tab=register${keep}`}
                className={tabClass(tab === 'register')}
                aria-current={tab === 'register' ? 'page' : undefined}
              >
                {t('auth.register')}
              </Link>
            </nav>
            {tab === 'register' ? (
              <RegisterForm redirectTo={redirectTo} result={result} />
            ) : view ? (
              <ForgotForm key={view} intent={view as 'forgot-password' | 'forgot-username'} result={result} />
            ) : (
              <>
                <LoginForm redirectTo={redirectTo} result={result} />
                {(result?.intent === 'login' && result.requiresVerification) || result?.intent === 'resend' ? (
                  <div className="mt-6">
                    <ResendVerificationForm result={result} />
                  </div>
                ) : null}
              </>
            )}
          </section>
          <aside className="self-start rounded-2xl bg-teal-800 p-8 text-white" aria-label={t('auth.asideLabel')}>
            <h2 className="text-2xl font-bold">{t('auth.asideTitle')}</h2>
            <ul className="mt-6 space-y-4">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <span aria-hidden="true" className="font-bold text-amber-300">
                    ✓
                  </span>
                  {t(`auth.benefits.${benefit}`)}
                </li>
              ))}
            </ul>
            <p className="mt-8 text-sm text-teal-100">
              {t('auth.neverSell')}
              <Link to="/privacy-policy" className="underline">
                {t('auth.privacyPolicy')}
              </Link>
              .
            </p>
          </aside>
        </div>
      </div>
    </main>
  )
}

export const meta = withSocial(pageMeta)
