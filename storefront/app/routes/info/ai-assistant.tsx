// /ai-assistant (spec §2, public; docs/decisions/018): a chat that picks cards from our catalogue,
// in English and under /ar in Arabic (its answers in the language asked, docs/decisions/034).
import type { MetaFunction } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'
import { AssistantChat } from '~/components/assistant/AssistantChat'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { useLocalePath } from '~/utils/locale'
import { withSocial } from '~/utils/seo'

export const handle = { i18n: ['assistant'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('page.heading', { ns: 'assistant' }) }) },
    { name: 'description', content: t('meta.description', { ns: 'assistant' }) },
  ]
}

export default function AiAssistantPage() {
  const { t } = useTranslation('assistant')
  const localePath = useLocalePath()
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('page.heading')}</h1>
      <p className="mt-2 text-slate-700">{t('page.intro')}</p>
      <aside
        aria-label={t('page.about')}
        className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950"
      >
        <p>
          <strong>{t('page.whatThisIs')}</strong>
          {t('page.whatThisIsText')}
        </p>
        <p className="mt-2">
          <strong>{t('page.notAdvice')}</strong>
          {t('page.notAdviceText')}
          <Link to="/cards" className="font-medium underline">
            {t('page.browse')}
          </Link>
          {t('page.orTake')}
          <Link to="/card-finder" className="font-medium underline">
            {t('page.quiz')}
          </Link>
          {t('page.end')}
        </p>
      </aside>
      <noscript>
        <p className="mt-4 rounded-xl border border-slate-300 p-4">
          {t('page.noscript')}
          <a href={localePath('/cards')} className="underline">
            {t('page.noscriptLink')}
          </a>
          {t('page.end')}
        </p>
      </noscript>
      <AssistantChat />
    </div>
  )
}

export const meta = withSocial(pageMeta)
