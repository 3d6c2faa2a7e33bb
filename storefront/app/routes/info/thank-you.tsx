import { cardPath } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { useAccountGate } from '~/components/account/AccountGate'
import { lookUpCardParam } from '~/utils/catalogue.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'
import { useTranslation } from 'react-i18next'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { useContentLang } from '~/utils/locale'

// Shown after one person's application: never cached.
export const headers = privatePageHeaders

export const handle = { i18n: ['forms'] } satisfies I18nHandle

/**
 * ?card= names the card applied for (its page's slug). Only a real, visible card is named, by
 * its stored name: nothing from the query is shown as typed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const param = new URL(request.url).searchParams.get('card')
  // Thanking someone must not fail on a catalogue hiccup: the page is whole without the name.
  const found = param ? await lookUpCardParam(param).catch(() => null) : null
  const card = found && found.card.isActive ? { name: found.card.name, href: cardPath(found.card) } : null
  return data({ card }, { headers: PRIVATE_NO_STORE })
}

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('thankYou.title', { ns: 'forms' }) }) },
    { name: 'description', content: t('thankYou.metaDescription', { ns: 'forms' }) },
    // Reached only after applying: nothing here for search engines.
    { name: 'robots', content: 'noindex' },
  ]
}

const NEXT_STEPS = ['review', 'contact', 'bank'] as const

// spec §2: shown after a successful application.
export default function ThankYouPage() {
  const { card } = useLoaderData<typeof loader>()
  const { user } = useAccountGate()
  const { t } = useTranslation(['forms', 'common'])
  const lang = useContentLang()
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg className="size-9" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
            <path strokeLinecap="round" strokeLinejoin="round" d="m5 13 4 4L19 7" />
          </svg>
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('thankYou.title')}</h1>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          {card ? (
            <>
              {t('thankYou.receivedFor')}
              <Link to={card.href} lang={lang} className="font-semibold text-brand-700 underline hover:text-brand-900">
                {card.name}
              </Link>
              .
            </>
          ) : (
            t('thankYou.received')
          )}{' '}
          {t('thankYou.contactSoon')}
        </p>
      </div>

      <section aria-labelledby="next-steps-heading" className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
          {t('thankYou.nextSteps')}
        </h2>
        <ol className="mt-6 space-y-6">
          {NEXT_STEPS.map((step, i) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`thankYou.${step}Title`)}</h3>
                <p className="mt-1 leading-7 text-slate-700">{t(`thankYou.${step}Text`, { hours: t('common:site.hours') })}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">{t('thankYou.noGuarantee')}</p>
      </section>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/cards" className="btn-primary">
          {t('thankYou.browse')}
        </Link>
        {user ? (
          <Link to="/leads" className="btn-outline">
            {t('thankYou.myLeads')}
          </Link>
        ) : (
          <Link to="/" className="btn-outline">
            {t('thankYou.home')}
          </Link>
        )}
      </div>
    </div>
  )
}

export const meta = withSocial(pageMeta)
