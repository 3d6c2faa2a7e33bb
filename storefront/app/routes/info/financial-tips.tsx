import { FINANCIAL_TIPS, groupTips } from '@cardcompare/shared'
import type { MetaFunction } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import { Callout, InfoHeader, InfoSection } from '~/components/info/InfoPage'
import { TipCard } from '~/components/info/TipCard'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslation } from 'react-i18next'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('tips.metaTitle', { ns: 'pages' }) }) },
    { name: 'description', content: t('tips.description', { ns: 'pages' }) },
  ]
}

// The tips are built in (spec §2), so the page needs no loader. Group 1 "Essentials" holds the
// first two tips of each category, group 2 "Going further" the third (shared groupTips()).
const GROUPS = groupTips(FINANCIAL_TIPS)

export default function FinancialTipsPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <InfoHeader eyebrow={t('tips.eyebrow')} title={t('tips.title')} intro={<p>{t('tips.intro', { count: FINANCIAL_TIPS.length })}</p>}>
        <nav aria-label={t('tips.groupsNav')} className="mt-6 flex flex-wrap gap-3">
          {GROUPS.map((group) => (
            <a key={group.id} href={`#${group.id}`} className="btn-outline">
              {t(`tips.groups.${group.id}.title`)} ({group.tips.length})
            </a>
          ))}
        </nav>
      </InfoHeader>

      {GROUPS.map((group) => (
        <InfoSection
          key={group.id}
          id={group.id}
          title={t(`tips.groups.${group.id}.title`)}
          intro={t(`tips.groups.${group.id}.description`)}
        >
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {group.tips.map((tip) => (
              <li key={tip.id}>
                <TipCard tip={tip} />
              </li>
            ))}
          </ul>
        </InfoSection>
      ))}

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <Callout title={t('tips.ready')}>
          <p>{t('tips.readyText')}</p>
          <p className="flex flex-wrap gap-3 pt-2">
            <Link to="/cards" className="btn-primary">
              {t('tips.browse')}
            </Link>
            <Link to="/card-benefits" className="btn-outline">
              {t('tips.benefits')}
            </Link>
          </p>
        </Callout>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
