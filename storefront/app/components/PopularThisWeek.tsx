import { POPULAR_ROW_SIZE, POPULAR_WINDOW_DAYS } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('home')
  if (cards.length === 0) return null
  const shown = cards.slice(0, POPULAR_ROW_SIZE)
  const layout = LAYOUT[Math.min(shown.length, 3) as 1 | 2 | 3]
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="popular-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {t('popular.heading')}
      </h2>
      <p className="mt-2 text-lg text-slate-600">{t('popular.text', { count: POPULAR_WINDOW_DAYS })}</p>
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
            <p className="text-xl font-semibold text-slate-900">{t('popular.howTitle')}</p>
            <p className="mt-3 max-w-xl text-slate-700">{t('popular.howText', { count: POPULAR_WINDOW_DAYS })}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/cards" className="btn-primary">
                {t('popular.browse')}
              </Link>
              <Link to="/card-finder" className="btn-outline">
                {t('popular.find')}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}
