// /apply/:cardId: the Apply dialog as a page, for browsers without JavaScript (every "Apply
// Now" links here; with JavaScript the dialog opens instead).
import { useTranslation } from 'react-i18next'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ApplicationForm } from '~/components/apply/ApplicationForm'
import { ApplyCardHeader } from '~/components/apply/ApplyCardHeader'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { loadApplyCard, newApplicationPage, submitApplicationPage } from './apply.server'
import { readForm } from '~/utils/form.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'
import { redirectIn, requestLocale } from '~/utils/locale.server'
import { useContentLang } from '~/utils/locale'

// The stamp and key are this visitor's: never cached.
export const headers = privatePageHeaders

export const handle = { i18n: ['forms'] } satisfies I18nHandle

export async function loader({ request, params }: LoaderFunctionArgs) {
  const card = await loadApplyCard(params.cardId, requestLocale(request))
  return data({ card, page: newApplicationPage() }, { headers: PRIVATE_NO_STORE })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const card = await loadApplyCard(params.cardId, requestLocale(request))
  const result = await submitApplicationPage(request, card, await readForm(request))
  if (result.ok) throw redirectIn(request, result.redirectTo, { headers: { ...PRIVATE_NO_STORE, ...result.headers } })
  return data(result.state, { status: result.status, headers: { ...PRIVATE_NO_STORE, ...result.headers } })
}

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  const t = metaT(location)
  return data
    ? [
        { title: t('titles.suffix', { title: t('apply.metaTitle', { ns: 'forms', name: data.card.name }) }) },
        { name: 'description', content: t('apply.metaDescription', { ns: 'forms', name: data.card.name }) },
        { name: 'robots', content: 'noindex' },
      ]
    : [{ title: t('titles.suffix', { title: t('notFound.title') }) }]
}

export default function ApplyPage() {
  const { card, page } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const { t } = useTranslation(['forms', 'common'])
  const contentLang = useContentLang()
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <Breadcrumbs
        trail={[
          { label: t('common:footer.home'), href: '/' },
          { label: t('common:nav.allCards'), href: '/cards' },
          { label: card.name, href: card.href, lang: contentLang },
          { label: t('apply.breadcrumb') },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('apply.title')}</h1>
      <p className="mt-2 text-slate-700">{t('apply.intro')}</p>
      <div className="mt-6">
        <ApplyCardHeader card={card} />
      </div>
      <section aria-label={t('apply.formLabel')} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ApplicationForm card={card} idPrefix="apply-" page={refused ?? page} />
      </section>
    </div>
  )
}

export const meta = withSocial(pageMeta)
