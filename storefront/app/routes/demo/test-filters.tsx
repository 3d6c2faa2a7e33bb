import { cardPath, cardsHref, parseCardFilters } from '@cardcompare/shared'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { InfoHeader } from '~/components/info/InfoPage'
import { getBanks, getCardTypes, listCards } from '~/utils/catalogue.server'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslation } from 'react-i18next'
import { useContentLang } from '~/utils/locale'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('demo.filters.title', { ns: 'pages' }) }) },
    { name: 'description', content: t('demo.filters.description', { ns: 'pages' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

const RESULT_LIMIT = 100

// spec §2 demo page: the catalogue's two filters as a bare GET form, listing matching names.
export async function loader({ request }: LoaderFunctionArgs) {
  const filters = parseCardFilters(new URL(request.url).searchParams)
  const [cardTypes, banks, result] = await Promise.all([
    getCardTypes(),
    getBanks(),
    listCards({ limit: RESULT_LIMIT, page: 1, cardType: filters.cardType ?? undefined, bank: filters.bank ?? undefined, sort: 'name' }),
  ])
  return {
    filters,
    cardTypes: cardTypes.map(({ id, name }) => ({ id, name })),
    banks: banks.filter((bank) => bank.isActive).map(({ id, name }) => ({ id, name })),
    cards: result.cards.filter((card) => card.isActive).map((card) => ({ id: card.id, name: card.name, href: cardPath(card) })),
    total: result.total,
  }
}

export default function TestFiltersPage() {
  const { filters, cardTypes, banks, cards, total } = useLoaderData<typeof loader>()
  const { t } = useTranslation('pages')
  const contentLang = useContentLang()
  return (
    <>
      <InfoHeader eyebrow={t('demo.eyebrow')} title={t('demo.filters.title')} intro={<p>{t('demo.filters.intro')}</p>} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Form
          method="get"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor="filter-card-type" className="block text-sm font-medium text-slate-800">
              {t('demo.filters.cardType')}
            </label>
            <select id="filter-card-type" name="cardType" defaultValue={filters.cardType ?? ''} className="field-select mt-1">
              <option value="">{t('demo.filters.allTypes')}</option>
              {cardTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {t('demo.filters.typeCards', { type: type.name })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-bank" className="block text-sm font-medium text-slate-800">
              {t('demo.filters.bank')}
            </label>
            <select id="filter-bank" name="bank" defaultValue={filters.bank ?? ''} className="field-select mt-1">
              <option value="">{t('demo.filters.allBanks')}</option>
              {banks.map((bank) => (
                <option key={bank.id} value={bank.id}>
                  {bank.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-3">
            <button type="submit" className="btn-primary">
              {t('demo.filters.apply')}
            </button>
            <Link to="/test-filters" className="btn-ghost border border-slate-200">
              {t('demo.filters.reset')}
            </Link>
          </div>
        </Form>

        <section aria-labelledby="filter-results-heading" className="mt-8">
          <h2 id="filter-results-heading" className="text-xl font-bold text-slate-900">
            {t('demo.filters.matching', { count: total })}
          </h2>
          {cards.length > 0 ? (
            <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3" lang={contentLang}>
              {cards.map((card) => (
                <li key={card.id}>
                  <Link to={card.href} className="inline-block py-1.5 text-brand-700 underline-offset-4 hover:underline">
                    {card.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">{t('demo.filters.none')}</p>
          )}
          {total > cards.length ? (
            <p className="mt-4 text-sm text-slate-600">
              {t('demo.filters.showingFirst', { count: cards.length })}{' '}
              <Link to={cardsHref(filters)} className="font-medium text-brand-700 underline">
                {t('demo.filters.seeAll')}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
