import { CardGrid, type CardTileData } from './CardTile'

/**
 * Home: the listed cards people viewed, compared, saved and applied for most in the last 7 days
 * (issue 12 §7). With no interactions yet there is nothing honest to show, so no row at all.
 */
export function PopularThisWeek({ cards }: { cards: readonly CardTileData[] }) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="popular-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Popular this week
      </h2>
      <p className="mt-2 text-lg text-slate-600">The cards visitors viewed, compared, saved and applied for most in the last 7 days</p>
      <CardGrid cards={cards} className="mt-8" />
    </section>
  )
}
