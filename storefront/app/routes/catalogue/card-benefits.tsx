import { cardTypeDescription } from '@cardcompare/shared'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { CardTypeIcon } from '~/components/CardTypeIcon'
import { Callout, InfoHeader, InfoSection } from '~/components/info/InfoPage'
import { getCardTypes, getFeatures } from '~/utils/catalogue.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Credit Card Benefits Explained | CardCompare UAE' },
  {
    name: 'description',
    content:
      'What cashback, rewards, travel, low-interest and other UAE credit cards offer, what each benefit means, and the fine print to check before you apply.',
  },
]

// spec §2 /card-benefits: benefit types explained from the CMS's card types and features.
export async function loader({ request }: LoaderFunctionArgs) {
  const [cardTypes, features] = await Promise.all([getCardTypes(), getFeatures()])
  return data(
    {
      cardTypes: cardTypes.map((type) => ({ id: type.id, name: type.name, icon: type.icon, description: cardTypeDescription(type) })),
      features: features.map(({ id, name, description }) => ({ id, name, description })).sort((a, b) => a.name.localeCompare(b.name, 'en')),
    },
    { headers: catalogueCacheHeaders(request) },
  )
}

export const headers: HeadersFunction = catalogueHeaders

// Central Bank of the UAE caps (its Appendix 2), excluding VAT: docs/domain.md.
const FEE_CAPS = [
  ['Late payment fee', 'AED 230'],
  ['Card replacement', 'AED 75'],
  ['Duplicate statement', 'AED 45'],
] as const

export default function CardBenefitsPage() {
  const { cardTypes, features } = useLoaderData<typeof loader>()
  return (
    <>
      <InfoHeader
        eyebrow="Card benefits"
        title="Credit Card Benefits Explained"
        intro={
          <p>
            UAE credit cards differ most in what they give back: cash, points, miles or a lower rate. Here is what each kind of card and
            each benefit means, so you can tell which ones you will really use.
          </p>
        }
      />

      <InfoSection
        id="card-types"
        title="Types of credit card"
        intro="Most cards belong to one or more of these types. Choose a type to see every matching card."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cardTypes.map((type) => (
            <li key={type.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <CardTypeIcon icon={type.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{type.name} cards</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{type.description}</p>
              <Link
                to={`/cards?cardType=${type.id}`}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Browse {type.name} cards
              </Link>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        id="benefits"
        title="Benefits and features"
        intro="The benefits you will see on card pages, and what they usually mean in practice."
        className="border-t border-slate-200"
      >
        <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <div key={feature.id} className="border-s-4 border-brand-200 ps-4">
              <dt className="font-semibold text-slate-900">{feature.name}</dt>
              <dd className="mt-1 text-sm leading-6 text-slate-700">
                {feature.description || 'Details differ by card: check the card page and the bank’s terms.'}
              </dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection id="fine-print" title="The fine print to check" className="border-t border-slate-200">
        <div className="grid gap-6 lg:grid-cols-2">
          <Callout title="Benefits come with conditions" tone="amber">
            <ul className="list-disc space-y-1 ps-5">
              <li>Cashback is often capped per month and may need a minimum monthly spend.</li>
              <li>Many “free” cards are free only in the first year; check the fee from year two.</li>
              <li>Lounge visits, valet parking and cinema offers usually have monthly limits or spend conditions.</li>
              <li>Points and miles can expire; interest on a carried balance usually outweighs the rewards.</li>
            </ul>
          </Callout>
          <Callout title="Fees the Central Bank caps">
            <p>Whatever the card, UAE banks may not charge more than these amounts (excluding VAT):</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
              {FEE_CAPS.map(([term, amount]) => (
                <div key={term} className="contents">
                  <dt>{term}</dt>
                  <dd className="font-semibold">{amount}</dd>
                </div>
              ))}
            </dl>
            <p>
              Before you apply, read the bank’s Key Facts Statement: it lists every fee, the monthly rate and the annual percentage rate
              (APR).
            </p>
          </Callout>
        </div>
        <p className="mt-8 flex flex-wrap gap-3">
          <Link to="/cards" className="btn-primary">
            Browse All Cards
          </Link>
          <Link to="/financial-tips" className="btn-outline">
            Read Financial Tips
          </Link>
        </p>
      </InfoSection>
    </>
  )
}

export const meta = withSocial(pageMeta)
