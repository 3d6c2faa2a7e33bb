import { compareLinkPath, type ComparisonFeatureRow } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { ApplyButton } from '../apply/ApplyButton'
import { CardColumnHead, ComparisonTable, featureRows, type ComparisonCardView } from '../ComparisonTable'
import { ShareComparisonButton } from './ShareComparisonButton'

/**
 * spec §2 Home: the first three featured cards side by side with the comparison table's full
 * rows, a "Change Cards" link to /compare, and the read-only link of these cards to share.
 */
export function FeaturedComparison({ cards, features }: { cards: ComparisonCardView[]; features: ComparisonFeatureRow[] }) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="featured-comparison-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-comparison-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Compare Featured Cards
        </h2>
        <div className="flex flex-wrap gap-3">
          <ShareComparisonButton path={compareLinkPath(cards.map((card) => card.id))} className="btn-ghost" />
          <Link to="/compare" className="btn-outline">
            Change Cards
          </Link>
        </div>
      </div>
      <ComparisonTable
        label="Featured cards comparison"
        cards={cards}
        className="mt-2"
        head={(card) => <CardColumnHead card={card} />}
        rows={[
          ...featureRows<ComparisonCardView>(features),
          {
            key: 'actions',
            label: 'Actions',
            cell: (card) => <ApplyButton card={card} className="btn-primary" />,
          },
        ]}
      />
    </section>
  )
}
