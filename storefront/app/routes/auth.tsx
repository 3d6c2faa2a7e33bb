// First version of /auth: sign-in only (registration and recovery come with the accounts
// work). Enough for editors, sales and admins to reach /admin with one session.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect, redirectDocument } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { login } from '~/utils/account.server'
import { safeRedirect } from '~/utils/redirect.server'
import { getSessionUser } from '~/utils/user.server'

export const handle = { bare: true }

export const meta: MetaFunction = () => [
  { title: 'Sign in · CardCompare UAE' },
  { name: 'description', content: 'Sign in to CardCompare UAE to compare and save credit cards.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSessionUser(request)) return redirect('/')
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const result = await login({ username: form.get('username'), password: form.get('password') })
  if (!result.ok) {
    const error = result.status === 400 || result.status === 403 || result.status === 423
      ? String(result.body.error ?? result.body.message)
      : 'Login failed. Please check your credentials.'
    return Response.json({ error }, { status: result.status })
  }
  const target = safeRedirect(form.get('redirect'))
  // The admin is not a Remix route: the browser must load it as a new document.
  const go = /^\/admin(\/|\?|$)/.test(target) ? redirectDocument : redirect
  return go(target, { headers: { 'Set-Cookie': result.cookie } })
}

export default function AuthPage() {
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const busy = useNavigation().state !== 'idle'
  const error = actionData && 'error' in actionData ? actionData.error : null
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <Link to="/" className="text-sm font-semibold text-teal-800 hover:underline">
          ← CardCompare UAE
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Login</h1>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="redirect" value={params.get('redirect') ?? '/'} />
          <div>
            <label htmlFor="username" className="block text-sm font-medium text-slate-800">Username</label>
            <input id="username" name="username" autoComplete="username" required
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-teal-700" />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium text-slate-800">Password</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-teal-700" />
          </div>
          {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
          <button type="submit" disabled={busy}
            className="w-full rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:opacity-60">
            {busy ? 'Signing in...' : 'Login'}
          </button>
        </Form>
      </div>
    </main>
  )
}
