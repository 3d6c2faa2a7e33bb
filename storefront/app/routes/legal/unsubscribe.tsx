// The newsletter's unsubscribe link (UAE PDPL: withdrawing consent is as easy as giving it).
// Opening the link only asks: mail scanners follow links, so a GET never unsubscribes. The
// button's POST does, without JavaScript too, and so does a mailbox's RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click`) to the same address: it carries no Origin or cookie, which the
// server's cross-site check lets through, and the signed link is the authority.
import type { I18nHandle } from '~/i18n/namespaces'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { SubmitButton } from '~/components/ui/Button'
import { StandalonePage } from '~/components/ui/StandalonePage'
import { Notice } from '~/components/ui/Notice'
import { readForm } from '~/utils/form.server'
import { privatePageHeaders } from '~/utils/http.server'
import { unsubscribeByLink, type UnsubscribeState } from './unsubscribe.server'

export const handle = { bare: true, i18n: ['forms'] } satisfies I18nHandle & { bare: boolean }

export const meta: MetaFunction = () => [{ title: 'Unsubscribe | CardCompare UAE' }, { name: 'robots', content: 'noindex' }]

export const headers = privatePageHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const { status, body } = await unsubscribeByLink(request, false)
  return data(body, { status })
}

export async function action({ request }: ActionFunctionArgs) {
  // The page's button and a mailbox's one-click both send a form; the link itself is in the URL.
  await readForm(request)
  const { status, body } = await unsubscribeByLink(request, true)
  return data(body, { status })
}

const TITLES: Record<UnsubscribeState['state'], string> = {
  subscribed: 'Unsubscribe from our deals',
  unsubscribed: 'You are unsubscribed',
  'already-unsubscribed': 'You are already unsubscribed',
  invalid: 'This link is not valid',
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const page: UnsubscribeState = done ?? loaded
  const busy = useNavigation().state !== 'idle'
  return (
    <StandalonePage title={TITLES[page.state]}>
      <div className="mt-6 space-y-4">
        {page.state === 'invalid' ? (
          <Notice tone="error">
            This unsubscribe link is not valid. To unsubscribe, write to{' '}
            <a href={`mailto:${page.companyEmail}?subject=unsubscribe`} className="font-medium underline">
              {page.companyEmail}
            </a>{' '}
            from the address you signed up with, and we will remove it.
          </Notice>
        ) : page.state === 'subscribed' ? (
          <Form method="post" className="space-y-4">
            <p className="text-slate-700">
              Stop the credit card deals we send to <strong className="text-slate-900">{page.email}</strong>.
            </p>
            <SubmitButton wide busy={busy} busyText="Unsubscribing...">
              Unsubscribe
            </SubmitButton>
          </Form>
        ) : (
          <Notice tone="success">
            {page.state === 'unsubscribed' ? (
              'You are unsubscribed. You will get no more deals from us.'
            ) : (
              <>
                <strong>{page.email}</strong> is already unsubscribed. You will get no more deals from us.
              </>
            )}
          </Notice>
        )}
        {page.state !== 'invalid' && page.state !== 'subscribed' ? (
          <p className="text-sm text-slate-700">
            Changed your mind? Sign up again at the bottom of{' '}
            <Link to="/" className="font-medium text-teal-800 underline">
              our home page
            </Link>
            .
          </p>
        ) : null}
      </div>
    </StandalonePage>
  )
}
