import { parsePositiveInt } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { BankIcon, CardGrid } from '~/components/CardTile'
import { ImageWithFallback } from '~/components/ImageWithFallback'
import { getBank, listCards } from '~/utils/catalogue.server'
import { catalogueCacheHeaders, catalogueHeaders, tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'

const BANK_PAGE_CARDS = 100

// spec §2 /bank/:id, opened from a partner-bank logo. A malformed or unknown id is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  const bank = id === null ? null : await getBank(id)
  if (!bank || !bank.isActive) throw new Response('Not Found', { status: 404 })
  const [context, result] = await Promise.all([tileContext(), listCards({ limit: BANK_PAGE_CARDS, page: 1, bank: bank.id })])
  return data(
    {
      bank,
      cards: toCardTiles(result.cards, context),
      total: result.total,
    },
    { headers: catalogueCacheHeaders(request) },
  )
}

export const headers = catalogueHeaders

const pageMeta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.bank.name} Credit Cards | CardCompare UAE` },
        {
          name: 'description',
          content: `Compare ${data.bank.name} credit cards in the UAE: fees, rates, rewards and minimum salary.`,
        },
      ]
    : [{ title: 'Page not found | CardCompare UAE' }]

export default function BankRoute() {
  const { bank, cards, total } = useLoaderData<typeof loader>()
  const facts = [
    ['Headquarters', bank.headquarters],
    ['Established', bank.established],
    ['Employees', bank.employees?.toLocaleString('en-US')],
    ['Address', bank.address],
  ].filter((fact): fact is [string, string | number] => fact[1] != null && fact[1] !== '')

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <section className="grid gap-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:grid-cols-[auto_1fr] lg:items-start">
        <div className="flex h-24 w-60 items-center justify-center rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <ImageWithFallback
            src={bank.logo}
            alt={`${bank.name} logo`}
            width={200}
            height={80}
            className="h-20 w-auto object-contain"
            fallback={<BankIcon className="size-12" />}
          />
        </div>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{bank.name}</h1>
          {bank.description ? <p className="mt-3 max-w-3xl leading-7 text-slate-700">{bank.description}</p> : null}
          {facts.length > 0 ? (
            <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt className="font-semibold text-slate-900">{term}</dt>
                  <dd className="mt-0.5 text-slate-700">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {bank.website ? (
              <li>
                <a
                  href={bank.website}
                  target="_blank"
                  rel="noopener nofollow"
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  Visit {bank.name} website<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
            {bank.phoneNumber ? (
              <li>
                <a
                  href={`tel:${bank.phoneNumber.replace(/[^\d+]/g, '')}`}
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  {bank.phoneNumber}
                </a>
              </li>
            ) : null}
            {bank.email ? (
              <li>
                <a href={`mailto:${bank.email}`} className="font-medium text-brand-700 underline hover:text-brand-900">
                  {bank.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </section>

      <section aria-labelledby="bank-cards-heading" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="bank-cards-heading" className="text-2xl font-bold text-slate-900">
            {bank.name} Credit Cards
          </h2>
          <p className="text-sm text-slate-700">
            {total} {total === 1 ? 'card' : 'cards'}
          </p>
        </div>
        {cards.length > 0 ? (
          <CardGrid cards={cards} className="mt-6" />
        ) : (
          <p className="mt-6 text-slate-700">We have no cards from {bank.name} listed yet.</p>
        )}
        {total > cards.length ? (
          <p className="mt-6">
            <Link to={`/cards?bank=${bank.id}`} className="btn-outline">
              View all {bank.name} cards
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  )
}

export const meta = withSocial(pageMeta)
