import { cardPath, cardsHref, parseCardFilters } from '@cardcompare/shared'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { InfoHeader } from '~/components/info/InfoPage'
import { getBanks, getCardTypes, listCards } from '~/utils/catalogue.server'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Filters Demo | CardCompare UAE' },
  { name: 'description', content: 'A demonstration of the card type and bank filters of the CardCompare UAE catalogue.' },
  { name: 'robots', content: 'noindex' },
]

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
  return (
    <>
      <InfoHeader
        eyebrow="Demo"
        title="Filters Demo"
        intro={<p>Pick a card type, a bank or both, then press Apply Filters. The list shows the names of the matching cards.</p>}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Form
          method="get"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor="filter-card-type" className="block text-sm font-medium text-slate-800">
              Card type
            </label>
            <select id="filter-card-type" name="cardType" defaultValue={filters.cardType ?? ''} className="field-select mt-1">
              <option value="">All Credit Card Types</option>
              {cardTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name} Cards
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-bank" className="block text-sm font-medium text-slate-800">
              Bank
            </label>
            <select id="filter-bank" name="bank" defaultValue={filters.bank ?? ''} className="field-select mt-1">
              <option value="">All Banks</option>
              {banks.map((bank) => (
                <option key={bank.id} value={bank.id}>
                  {bank.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-3">
            <button type="submit" className="btn-primary">
              Apply Filters
            </button>
            <Link to="/test-filters" className="btn-ghost border border-slate-200">
              Reset
            </Link>
          </div>
        </Form>

        <section aria-labelledby="filter-results-heading" className="mt-8">
          <h2 id="filter-results-heading" className="text-xl font-bold text-slate-900">
            {total} {total === 1 ? 'matching card' : 'matching cards'}
          </h2>
          {cards.length > 0 ? (
            <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map((card) => (
                <li key={card.id}>
                  <Link to={card.href} className="inline-block py-1.5 text-brand-700 underline-offset-4 hover:underline">
                    {card.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">No cards match these filters. Try another card type or bank.</p>
          )}
          {total > cards.length ? (
            <p className="mt-4 text-sm text-slate-600">
              Showing the first {cards.length}.{' '}
              <Link to={cardsHref(filters)} className="font-medium text-brand-700 underline">
                See every match in the catalogue
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
