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

export const handle = { bare: true }

const pageMeta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.tab === 'register' ? 'Create your account' : 'Login'} | CardCompare UAE` },
  { name: 'description', content: 'Sign in or create a free CardCompare UAE account to compare, save and track credit cards.' },
  { name: 'robots', content: 'noindex' },
]

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

const BENEFITS = ['Compare cards from top UAE banks', 'Save and track your favourite cards', 'AI-powered recommendations']

export default function AuthPage() {
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
          <img src="/favicon.svg" alt="" width={28} height={28} /> CardCompare UAE
        </Link>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-labelledby="auth-heading">
            <h1 id="auth-heading" className="sr-only">
              {tab === 'register' ? 'Create your account' : 'Login'}
            </h1>
            {verified ? (
              <div className="mb-6">
                <Notice tone="success">Your email has been verified. You can now log in.</Notice>
              </div>
            ) : null}
            <nav aria-label="Login or register" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
              <Link to={`?tab=login${keep}`} className={tabClass(tab === 'login')} aria-current={tab === 'login' ? 'page' : undefined}>
                Login
              </Link>
              <Link
                to={`?tab=register${keep}`}
                className={tabClass(tab === 'register')}
                aria-current={tab === 'register' ? 'page' : undefined}
              >
                Register
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
          <aside className="self-start rounded-2xl bg-teal-800 p-8 text-white" aria-label="Why create an account">
            <h2 className="text-2xl font-bold">Your free CardCompare UAE account</h2>
            <ul className="mt-6 space-y-4">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <span aria-hidden="true" className="font-bold text-amber-300">
                    ✓
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
            <p className="mt-8 text-sm text-teal-100">
              We never sell your details. Read our{' '}
              <Link to="/privacy-policy" className="underline">
                privacy policy
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
