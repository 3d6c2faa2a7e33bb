import { POPULAR_ROW_SIZE, POPULAR_WINDOW_DAYS } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { CardTile, type CardTileData } from './CardTile'

// Literal class names (Tailwind reads them from the source), by how many cards the row has.
// The cards keep the width of a three-column grid's tile; with fewer than three, a panel on how
// the list is made takes the rest of the row, so one or two cards look meant, not missing.
const LAYOUT = {
  1: { cards: 'sm:col-span-1 lg:col-span-1', grid: 'sm:grid-cols-1 lg:grid-cols-1', panel: 'sm:col-span-1 lg:col-span-2' },
  2: { cards: 'sm:col-span-2 lg:col-span-2', grid: 'sm:grid-cols-2 lg:grid-cols-2', panel: 'sm:col-span-2 lg:col-span-1' },
  3: { cards: 'sm:col-span-2 lg:col-span-3', grid: 'sm:grid-cols-2 lg:grid-cols-3', panel: '' },
} as const

/**
 * Home: the listed cards people viewed, compared, saved and applied for most in the last 7 days
 * (docs/decisions/016). With no interactions yet there is nothing honest to show, so no row at all.
 */
export function PopularThisWeek({ cards }: { cards: readonly CardTileData[] }) {
  if (cards.length === 0) return null
  const shown = cards.slice(0, POPULAR_ROW_SIZE)
  const layout = LAYOUT[Math.min(shown.length, 3) as 1 | 2 | 3]
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="popular-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Popular this week
      </h2>
      <p className="mt-2 text-lg text-slate-600">The cards visitors viewed, compared, saved and applied for most in the last 7 days</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-popular-row="">
        <ul className={`grid gap-6 ${layout.cards} ${layout.grid}`}>
          {shown.map((card) => (
            <li key={card.id}>
              <CardTile card={card} />
            </li>
          ))}
        </ul>
        {shown.length < 3 ? (
          <div className={`flex flex-col justify-center rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 ${layout.panel}`}>
            <p className="text-xl font-semibold text-slate-900">How this list is made</p>
            <p className="mt-3 max-w-xl text-slate-700">
              We count the card views, comparisons, saved cards and applications on CardCompare UAE over the last {POPULAR_WINDOW_DAYS}{' '}
              days, each visitor once per card and day. Banks do not pay for a place here. Every listed card, popular or not, is in the
              catalogue.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/cards" className="btn-primary">
                Browse all cards
              </Link>
              <Link to="/card-finder" className="btn-outline">
                Find my card
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}
