import { COMPANY, isWithinCallingHours } from '@cardcompare/shared'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { ContactForm } from '~/components/info/ContactForm'
import { InfoHeader } from '~/components/info/InfoPage'
import { CONTACT_HONEYPOT, newContactStamp, submitContactForm } from './contact.server'
import { readSessionToken } from '~/utils/session.server'
import { withSocial } from '~/utils/seo'
import { readForm } from '~/utils/form.server'
import { PRIVATE_NO_STORE } from '~/utils/http.server'
import { redirectIn } from '~/utils/locale.server'
import { useTranslation } from 'react-i18next'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'

export const handle = { i18n: ['forms'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('contact.title', { ns: 'forms' }) }) },
    { name: 'description', content: t('contact.metaDescription', { ns: 'forms', hours: t('site.hours') }) },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get('sent') === '1'
  // "Open now" depends on the clock: never cache this page.
  // The form's stamp is this visitor's too.
  return data(
    { sent, openNow: isWithinCallingHours(new Date()), honeypot: CONTACT_HONEYPOT, formStamp: sent ? '' : newContactStamp() },
    { headers: PRIVATE_NO_STORE },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await submitContactForm(await readForm(request), { token: readSessionToken(request), request })
  if (result.ok) return redirectIn(request, '/contact?sent=1')
  const { ok: _ok, status, ...state } = result
  return data(state, { status })
}

function SentPanel() {
  const { t } = useTranslation(['forms', 'common'])
  return (
    <div role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950">
      <h2 id="contact-form-heading" className="text-xl font-bold">
        {t('contact.sentTitle')}
      </h2>
      <p className="mt-2 leading-7">{t('contact.sentText', { hours: t('common:site.hours') })}</p>
      <p className="mt-4">
        <Link to="/contact" className="btn-outline">
          {t('contact.sendAnother')}
        </Link>
      </p>
    </div>
  )
}

export default function ContactPage() {
  const { sent, openNow, honeypot, formStamp } = useLoaderData<typeof loader>()
  const state = useActionData<typeof action>()
  const { t } = useTranslation(['forms', 'common'])
  return (
    <>
      <InfoHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={<p>{t('contact.intro')}</p>} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          {sent ? (
            <SentPanel />
          ) : (
            <>
              <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
                {t('contact.formTitle')}
              </h2>
              <p className="mt-2 mb-6 text-slate-700">{t('contact.neverSell')}</p>
              <ContactForm state={state} honeypot={honeypot} formStamp={state?.formStamp ?? formStamp} />
            </>
          )}
        </section>

        <aside aria-labelledby="contact-details-heading" className="space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h2 id="contact-details-heading" className="text-xl font-bold text-slate-900">
              {t('common:site.name')}
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">{t('contact.address')}</dt>
                <dd className="mt-0.5 text-slate-700">
                  <address className="not-italic">{t('common:site.address')}</address>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{t('contact.phone')}</dt>
                <dd className="mt-0.5">
                  <a href={COMPANY.phoneHref} dir="ltr" className="text-brand-700 underline hover:text-brand-900">
                    {COMPANY.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{t('contact.email')}</dt>
                <dd className="mt-0.5">
                  <a href={`mailto:${COMPANY.email}`} dir="ltr" className="text-brand-700 underline hover:text-brand-900">
                    {COMPANY.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{t('contact.hours')}</dt>
                <dd className="mt-0.5 text-slate-700">
                  {t('common:site.hours')} <span className="text-slate-600">{t('contact.dubaiTime')}</span>
                  <span
                    className={`mt-2 flex w-fit items-center gap-2 rounded-full px-3 py-1 font-semibold ${openNow ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
                  >
                    <span aria-hidden="true" className={`size-2 rounded-full ${openNow ? 'bg-emerald-600' : 'bg-slate-500'}`} />
                    {openNow ? t('contact.openNow') : t('contact.closedNow')}
                  </span>
                </dd>
              </div>
            </dl>
            <p className="mt-5 border-t border-slate-200 pt-4 text-xs leading-5 text-slate-600">{t('common:site.registration')}</p>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6 text-sm leading-6 text-slate-700">
            <h2 className="text-base font-semibold text-slate-900">{t('contact.whenWeCall')}</h2>
            <p className="mt-2">
              {t('contact.whenWeCallText')}
              <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
                {t('contact.privacyPolicy')}
              </Link>
              .
            </p>
            {!openNow ? <p className="mt-2">{t('contact.answeredWhenOpen')}</p> : null}
          </div>
        </aside>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
