import { LOADING_PLACEHOLDERS } from '@cardcompare/shared'
import type { MetaFunction } from '@remix-run/node'
import { InfoHeader } from '~/components/info/InfoPage'
import { CardTileSkeleton, RowSkeleton, SkeletonBlock } from '~/components/info/Skeleton'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslation } from 'react-i18next'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('demo.skeleton.title', { ns: 'pages' }) }) },
    { name: 'description', content: t('demo.skeleton.description', { ns: 'pages' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

// spec §2 demo page. Each region is marked busy and announces what it is waiting for.
export default function SkeletonDemoPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <InfoHeader eyebrow={t('demo.eyebrow')} title={t('demo.skeleton.title')} intro={<p>{t('demo.skeleton.intro')}</p>} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <section aria-labelledby="skeleton-cards-heading" aria-busy="true">
          <h2 id="skeleton-cards-heading" className="text-2xl font-bold text-slate-900">
            {t('demo.skeleton.featured')}
          </h2>
          <p role="status" className="mt-2 text-slate-700">
            {t('demo.skeleton.loadingCards')}
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
              <li key={i}>
                <CardTileSkeleton />
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="skeleton-list-heading" aria-busy="true">
            <h2 id="skeleton-list-heading" className="text-xl font-bold text-slate-900">
              {t('demo.skeleton.issuers')}
            </h2>
            <p role="status" className="mt-2 text-slate-700">
              {t('demo.skeleton.loadingBanks')}
            </p>
            <div className="mt-4 divide-y divide-slate-200">
              {Array.from({ length: 4 }, (_, i) => (
                <RowSkeleton key={i} />
              ))}
            </div>
          </section>
          <section aria-labelledby="skeleton-text-heading" aria-busy="true">
            <h2 id="skeleton-text-heading" className="text-xl font-bold text-slate-900">
              {t('demo.skeleton.article')}
            </h2>
            <p role="status" className="mt-2 text-slate-700">
              {t('demo.skeleton.loadingArticle')}
            </p>
            <SkeletonBlock className="mt-4 h-48 w-full rounded-xl" />
            <SkeletonBlock className="mt-4 h-4 w-full" />
            <SkeletonBlock className="mt-2 h-4 w-11/12" />
            <SkeletonBlock className="mt-2 h-4 w-4/5" />
          </section>
        </div>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
