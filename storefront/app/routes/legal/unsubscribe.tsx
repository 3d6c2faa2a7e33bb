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
import { metaT } from '~/i18n/meta'
import { Trans, useTranslation } from 'react-i18next'

export const handle = { bare: true, i18n: ['forms', 'pages'] } satisfies I18nHandle & { bare: boolean }

export const meta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [{ title: t('titles.suffix', { title: t('legal.unsubscribe.title', { ns: 'pages' }) }) }, { name: 'robots', content: 'noindex' }]
}

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

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const page: UnsubscribeState = done ?? loaded
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation('pages')
  return (
    <StandalonePage title={t(`legal.unsubscribe.titles.${page.state}`)}>
      <div className="mt-6 space-y-4">
        {page.state === 'invalid' ? (
          <Notice tone="error">
            <Trans
              t={t}
              i18nKey="legal.unsubscribe.invalid"
              values={{ email: page.companyEmail }}
              components={{
                email: (
                  <a href={`mailto:${page.companyEmail}?subject=unsubscribe`} className="font-medium underline" dir="ltr">
                    {page.companyEmail}
                  </a>
                ),
              }}
            />
          </Notice>
        ) : page.state === 'subscribed' ? (
          <Form method="post" className="space-y-4">
            <p className="text-slate-700">
              <Trans
                t={t}
                i18nKey="legal.unsubscribe.stop"
                values={{ email: page.email }}
                components={{ strong: <strong className="text-slate-900" dir="ltr" /> }}
              />
            </p>
            <SubmitButton wide busy={busy} busyText={t('legal.unsubscribe.unsubscribing')}>
              {t('legal.unsubscribe.unsubscribe')}
            </SubmitButton>
          </Form>
        ) : (
          <Notice tone="success">
            {page.state === 'unsubscribed' ? (
              t('legal.unsubscribe.done')
            ) : (
              <Trans
                t={t}
                i18nKey="legal.unsubscribe.already"
                values={{ email: page.email }}
                components={{ strong: <strong dir="ltr" /> }}
              />
            )}
          </Notice>
        )}
        {page.state !== 'invalid' && page.state !== 'subscribed' ? (
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="legal.unsubscribe.changedMind"
              components={{ home: <Link to="/" className="font-medium text-teal-800 underline" /> }}
            />
          </p>
        ) : null}
      </div>
    </StandalonePage>
  )
}
