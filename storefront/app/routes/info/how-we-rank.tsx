// /how-we-rank (docs/decisions/014): the value formula the calculator, the card finder and the
// assistant share (shared/src/card-value.ts), with a worked example computed by that function.
import {
  aedAmount,
  cardValue,
  EMPTY_FEES,
  HOW_WE_ARE_PAID,
  sourceFor,
  SPEND_CATEGORIES,
  SPEND_CATEGORY_LABELS,
  spendProfile,
  TYPICAL_SHARES,
  type ValuedCard,
} from '@cardcompare/shared'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { Callout, InfoHeader, InfoSection } from '~/components/info/InfoPage'
import { getAllCards } from '~/utils/catalogue.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'How We Rank Credit Cards | CardCompare UAE' },
  {
    name: 'description',
    content:
      'How we turn your monthly spending into each card’s yearly rewards, fees and net value in AED, and what we do when a bank does not publish a figure.',
  },
]

// A made-up card, so the example never reads as a claim about a real one.
const EXAMPLE_CARD: ValuedCard = {
  id: 0,
  name: 'Example card',
  fees: { ...EMPTY_FEES, annualFee: 300, vat: 'included', firstYearFree: true },
  rewards: {
    programme: 'cashback',
    unitName: null,
    unitValueAed: 1,
    earn: [
      { category: 'dining', rate: 5, per: 1, monthlyCap: 100 },
      { category: 'fuel', rate: 0.5, per: 1, monthlyCap: null },
      { category: 'other', rate: 1, per: 1, monthlyCap: null },
    ],
    bands: [],
    minimumMonthlySpend: 1500,
    monthlyCap: null,
    note: null,
  },
  sources: [
    {
      title: 'Example',
      url: 'https://example.com',
      kind: 'kfs',
      documentDate: null,
      checkedAt: '2026-11-24',
      figures: ['annualFee', 'rewardRate'],
    },
  ],
}
const EXAMPLE_SPEND = spendProfile({ groceries: 2000, dining: 2500, fuel: 500, other: 1000 })

export async function loader({ request }: LoaderFunctionArgs) {
  // getAllCards holds the listed cards only.
  const listed = await getAllCards()
  return data(
    {
      listed: listed.length,
      withRules: listed.filter((card) => card.rewards !== null && sourceFor(card, 'rewardRate') !== null).length,
      example: cardValue(EXAMPLE_CARD, EXAMPLE_SPEND),
    },
    { headers: catalogueCacheHeaders(request) },
  )
}

export const headers: HeadersFunction = catalogueHeaders

export default function HowWeRankPage() {
  const { listed, withRules, example } = useLoaderData<typeof loader>()
  const list = 'mt-3 max-w-3xl list-disc space-y-2 ps-5 text-slate-700'
  return (
    <>
      <InfoHeader
        eyebrow="Our method"
        title="How We Rank Credit Cards"
        intro={
          <p>
            When we say one card is worth more to you than another, we mean in dirhams: what it gives back on the way you spend, minus what
            it costs. Banks do not pay for positions. Here is the whole formula.
          </p>
        }
      />

      <InfoSection id="formula" title="The value of a card">
        <p className="max-w-3xl rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900">
          net value a year = rewards a year − annual fee − foreign-exchange fees
        </p>
        <ul className={list}>
          <li>
            <strong>Rewards</strong>: for each kind of spending, your monthly amount × the card’s earn rate. Cashback rates are a
            percentage; points and miles are “so many per AED” and count in dirhams only where the bank publishes what one is worth. A
            monthly cap stops a rate at its limit; below a card’s minimum monthly spend it earns nothing; tiered cards earn each band’s rate
            on the part of the month’s spending inside that band. A month × 12 is a year.
          </li>
          <li>
            <strong>Annual fee</strong>: in the first year, the joining fee where the bank publishes one (UAE banks charge it instead of the
            first annual fee), otherwise the annual fee, and nothing when the first year is waived. From the second year, the annual fee. We
            add 5 % VAT when the bank says its fee excludes it.
          </li>
          <li>
            <strong>Foreign-exchange fees</strong>: your spending abroad or in foreign currency × the card’s published fee.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="unknown" title="When a bank does not publish a figure" className="pt-0">
        <ul className={list}>
          <li>
            Every rate, fee and point value we use comes from the bank’s own document, recorded with its address and the day we read it. A
            figure we could not find is <strong>unknown</strong>, and so is any total that needs it: we never count it as zero.
          </li>
          <li>
            Today {withRules} of the {listed} cards we list have earn rates per kind of spending from the bank’s documents. For the others
            we show the fee and say the value is unknown.
          </li>
          <li>
            Welcome bonuses, merchant offers and fee waivers for spending a certain amount are not counted: they depend on conditions.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="order" title="The order of recommendations" className="pt-0">
        <ol className="mt-1 max-w-3xl list-decimal space-y-2 ps-5 text-slate-700">
          <li>Only cards your salary qualifies for, and Islamic or conventional as you ask.</li>
          <li>
            Cards whose net value is known, highest first, by the value of a usual year (from the second year, since a waiver lasts one
            year); equal values by the first year.
          </li>
          <li>Then the cards whose value is unknown, lowest confirmed annual fee first.</li>
        </ol>
      </InfoSection>

      <InfoSection id="paid" title="How we are paid" className="pt-0">
        <p className="max-w-3xl text-slate-700">{HOW_WE_ARE_PAID}</p>
      </InfoSection>

      <InfoSection id="example" title="A worked example" className="pt-0">
        <p className="max-w-3xl text-slate-700">
          An example card pays 5 % back on dining (up to AED 100 a month), 0.5 % on fuel and 1 % on everything else, needs AED 1,500 of
          spending a month, and costs AED 300 a year with the first year free. You spend AED 2,000 on groceries, AED 2,500 on dining, AED
          500 on fuel and AED 1,000 on other things a month:
        </p>
        <ul className={list}>
          <li>Dining: AED 2,500 × 5 % = AED 125, capped at AED 100.</li>
          <li>Fuel: AED 500 × 0.5 % = AED 2.50.</li>
          <li>Groceries and other: AED 3,000 × 1 % = AED 30.</li>
          <li>
            AED 132.50 a month × 12 = <strong>{aedAmount(example.yearlyRewards ?? 0)} a year</strong>; net{' '}
            <strong>{aedAmount(example.netFirstYear ?? 0)}</strong> in the first year and{' '}
            <strong>{aedAmount(example.netOngoing ?? 0)}</strong> a year after the AED 300 fee.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="typical" title="When you give a budget but not the amounts" className="pt-0">
        <p className="max-w-3xl text-slate-700">
          The card finder and the assistant split a monthly budget in these shares, our assumption rather than a statistic; each kind of
          spending you say you do a lot of counts three times (at least 15 shares). Spending abroad counts only when you mention it.
        </p>
        <table className="mt-4 w-full max-w-xl text-start text-sm">
          <caption className="sr-only">Typical monthly split</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 font-semibold text-slate-900">
                Spending
              </th>
              <th scope="col" className="py-2 text-end font-semibold text-slate-900">
                Shares
              </th>
            </tr>
          </thead>
          <tbody>
            {SPEND_CATEGORIES.map((category) => (
              <tr key={category} className="border-b border-slate-100">
                <td className="py-2 text-slate-700">{SPEND_CATEGORY_LABELS[category]}</td>
                <td className="py-2 text-end text-slate-900">{TYPICAL_SHARES[category]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </InfoSection>

      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <Callout title="Try it with your own spending">
          <p>
            Every card page has a calculator, and{' '}
            <Link to="/compare" className="font-medium underline">
              Compare
            </Link>{' '}
            puts your cards side by side.{' '}
            <Link to="/cards" className="font-medium underline">
              Browse all cards
            </Link>
            . This is not financial advice: check the figures with the bank before you apply.
          </p>
        </Callout>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
