import { activeFilterCount, catalogueHref, centralBankFloorText, HOW_WE_ARE_PAID, isBelowCentralBankFloor } from '@cardcompare/shared'
import { useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import type { CataloguePageData } from './catalogue.types'
import { CatalogueFilterPanel } from './CatalogueFilterPanel'
import { CatalogueFilters, CatalogueSort } from './CatalogueFilters'
import { CardGrid } from './CardTile'
import { Pagination } from './Pagination'

/** The card catalogue (spec §2 /cards and /credit-cards): filters, count, grid, pagination. */
export function CataloguePage({ data, basePath }: { data: CataloguePageData; basePath: string }) {
  const { cards, total, page, totalPages, pageSize, filters } = data
  const first = (page - 1) * pageSize + 1
  const last = first + cards.length - 1
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === basePath

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{data.heading}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Compare annual fees, interest rates, rewards and minimum salary across credit cards from UAE banks.
      </p>

      {/* On a phone the filters fold behind a button, so the first screen shows cards. */}
      <section aria-labelledby="filters-heading" className="mt-6 lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-slate-50 lg:p-5">
        <CatalogueFilterPanel
          activeCount={activeFilterCount(filters)}
          total={total}
          heading={
            <h2 id="filters-heading" className="text-lg font-semibold text-slate-900 lg:sr-only">
              Filter cards
            </h2>
          }
        >
          <CatalogueFilters basePath={basePath} filters={filters} cardTypes={data.cardTypes} banks={data.banks} />
        </CatalogueFilterPanel>
      </section>

      <h2 className="sr-only">Results</h2>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status">
          {cards.length > 0
            ? `Showing ${first}–${last} of ${total} ${total === 1 ? 'card' : 'cards'}`
            : total > 0
              ? `There is no page ${page}; ${total} ${total === 1 ? 'card matches' : 'cards match'}.`
              : 'No cards match these filters.'}
        </p>
        <CatalogueSort sort={filters.sort} />
      </div>
      <HowWeRank />

      <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        {cards.length > 0 ? (
          <CardGrid cards={cards} className="mt-4" priority />
        ) : (
          <>
            {total === 0 && isBelowCentralBankFloor(filters.salary) ? (
              <p className="mt-4 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
                {centralBankFloorText(filters.salary)}
              </p>
            ) : null}
            <p className="mt-4">
              {total > 0 ? (
                <Link to={pageHref(basePath, filters, 1)} className="btn-outline">
                  Go to the first page
                </Link>
              ) : (
                <Link to={basePath} className="btn-primary">
                  View All Cards
                </Link>
              )}
            </p>
          </>
        )}
      </div>

      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => pageHref(basePath, filters, p)} />
    </div>
  )
}

/** The ranking rules, published so visitors can judge the order (shared/src/catalogue.ts). */
function HowWeRank() {
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">How we rank</summary>
      <ul className="mt-1 max-w-3xl list-disc space-y-1 ps-5">
        <li>
          <strong>Recommended</strong>: cards our editors feature first, in their order, then every other card.
        </li>
        <li>
          <strong>Lowest annual fee</strong>: cards with no fee first, then by the yearly fee after any first-year waiver.
        </li>
        <li>
          <strong>Lowest minimum salary</strong>: by the monthly salary the bank asks for; cards that state none come last.
        </li>
        <li>
          <strong>Highest reward</strong>: cashback percentages first (highest first), then points or miles per dirham spent, then cards
          whose rate varies, then cards without a rewards programme. Different units are never converted into each other.
        </li>
      </ul>
      <p className="mt-2 max-w-3xl">{HOW_WE_ARE_PAID}</p>
      <p className="mt-2 max-w-3xl">
        What a card is worth for your own spending, in AED:{' '}
        <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
          how we work out a card’s value
        </Link>
        .
      </p>
    </details>
  )
}

export function pageHref(basePath: string, filters: CataloguePageData['filters'], page: number) {
  return catalogueHref(basePath, { ...filters, page })
}
