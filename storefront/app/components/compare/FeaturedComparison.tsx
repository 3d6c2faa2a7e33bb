import { compareLinkPath, type ComparisonFeatureRow } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { useTranslation } from 'react-i18next'
import { ApplyButton } from '../apply/ApplyButton'
import { CardColumnHead, ComparisonTable, featureRows, type ComparisonCardView } from '../ComparisonTable'
import { ShareComparisonButton } from './ShareComparisonButton'

/**
 * spec §2 Home: the first three featured cards side by side with the comparison table's full
 * rows, a "Change Cards" link to /compare, and the read-only link of these cards to share.
 */
export function FeaturedComparison({ cards, features }: { cards: ComparisonCardView[]; features: ComparisonFeatureRow[] }) {
  const { t } = useTranslation('home')
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="featured-comparison-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-comparison-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('comparison.heading')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <ShareComparisonButton path={compareLinkPath(cards.map((card) => card.id))} className="btn-ghost" />
          <Link to="/compare" className="btn-outline">
            {t('comparison.change')}
          </Link>
        </div>
      </div>
      <ComparisonTable
        label={t('comparison.label')}
        cards={cards}
        className="mt-2"
        head={(card) => <CardColumnHead card={card} />}
        rows={[
          ...featureRows<ComparisonCardView>(features),
          {
            key: 'actions',
            label: t('comparison.actions'),
            cell: (card) => <ApplyButton card={card} className="btn-primary" />,
          },
        ]}
      />
    </section>
  )
}
