import {
  activeFilterCount,
  CATALOGUE_SORTS,
  catalogueHref,
  CBUAE_MIN_ANNUAL_INCOME,
  CBUAE_MIN_MONTHLY_INCOME,
  formatAed,
  isBelowCentralBankFloor,
  pathWithoutLocale,
  type CardTypeKey,
} from '@cardcompare/shared'
import { useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'
import { cardTypeName } from '~/utils/card-type-name'
import type { CataloguePageData } from './catalogue.types'
import { CatalogueFilterPanel } from './CatalogueFilterPanel'
import { CatalogueFilters, CatalogueSort } from './CatalogueFilters'
import { CardGrid } from './CardTile'
import { Pagination } from './Pagination'

/** The card catalogue (spec §2 /cards and /credit-cards): filters, count, grid, pagination. */
export function CataloguePage({ data, basePath }: { data: CataloguePageData; basePath: string }) {
  const { t } = useTranslation(['catalogue', 'common'])
  const { cards, total, page, totalPages, pageSize, filters } = data
  const first = (page - 1) * pageSize + 1
  const last = first + cards.length - 1
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && pathWithoutLocale(navigation.location.pathname) === basePath
  const heading = catalogueHeading(data.heading, (key) => t(`common:categories.${key}`))

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <WithNames text={t(heading.key, tokens(heading.names))} names={heading.names} />
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>

      {/* On a phone the filters fold behind a button, so the first screen shows cards. */}
      <section aria-labelledby="filters-heading" className="mt-6 lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-slate-50 lg:p-5">
        <CatalogueFilterPanel
          activeCount={activeFilterCount(filters)}
          total={total}
          heading={
            <h2 id="filters-heading" className="text-lg font-semibold text-slate-900 lg:sr-only">
              {t('filters.heading')}
            </h2>
          }
        >
          <CatalogueFilters basePath={basePath} filters={filters} cardTypes={data.cardTypes} banks={data.banks} />
        </CatalogueFilterPanel>
      </section>

      <h2 className="sr-only">{t('results.heading')}</h2>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status">
          {cards.length > 0
            ? t('results.showing', { first, last, count: total })
            : total > 0
              ? t('results.noPage', { page, count: total })
              : t('results.none')}
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
                {t('results.belowFloor', {
                  monthly: formatAed(CBUAE_MIN_MONTHLY_INCOME),
                  annual: formatAed(CBUAE_MIN_ANNUAL_INCOME),
                  salary: formatAed(filters.salary),
                })}
              </p>
            ) : null}
            <p className="mt-4">
              {total > 0 ? (
                <Link to={pageHref(basePath, filters, 1)} className="btn-outline">
                  {t('results.firstPage')}
                </Link>
              ) : (
                <Link to={basePath} className="btn-primary">
                  {t('results.viewAll')}
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
  const { t } = useTranslation('catalogue')
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">{t('ranking.summary')}</summary>
      <ul className="mt-1 max-w-3xl list-disc space-y-1 ps-5">
        {CATALOGUE_SORTS.map((sort) => (
          <li key={sort}>
            <strong>{t(`sort.${sort}`)}</strong>
            {t(`ranking.${sort}`)}
          </li>
        ))}
      </ul>
      <p className="mt-2 max-w-3xl">{t('ranking.paid')}</p>
      <p className="mt-2 max-w-3xl">
        {t('ranking.value')}{' '}
        <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
          {t('ranking.valueLink')}
        </Link>
        .
      </p>
    </details>
  )
}

type Heading = {
  key: 'heading.all' | 'heading.type' | 'heading.bank' | 'heading.typeAndBank'
  names: { type?: Named; bank?: Named }
}

/**
 * "Cashback Credit Cards from {bank}" and its siblings (spec §2): which text names the chosen
 * type and bank, and the names in the page's language (the CMS's, marked English where it has none yet).
 */
export function catalogueHeading({ type, bank }: CataloguePageData['heading'], category: (key: CardTypeKey) => string): Heading {
  const names: Heading['names'] = {}
  if (type) names.type = cardTypeName(type, category)
  if (bank) names.bank = bank.lang ? { text: bank.name, lang: bank.lang } : { text: bank.name }
  const key = type && bank ? 'heading.typeAndBank' : type ? 'heading.type' : bank ? 'heading.bank' : 'heading.all'
  return { key, names }
}

export function pageHref(basePath: string, filters: CataloguePageData['filters'], page: number) {
  return catalogueHref(basePath, { ...filters, page })
}
