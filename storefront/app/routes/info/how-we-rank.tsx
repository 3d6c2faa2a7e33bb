// /how-we-rank (docs/decisions/014): the value formula the calculator, the card finder and the
// assistant share (shared/src/card-value.ts), with a worked example computed by that function.
import { cardValue, EMPTY_FEES, sourceFor, SPEND_CATEGORIES, spendProfile, TYPICAL_SHARES, type ValuedCard } from '@cardcompare/shared'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { Callout, InfoHeader, InfoSection } from '~/components/info/InfoPage'
import { getAllCards } from '~/utils/catalogue.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { Trans, useTranslation } from 'react-i18next'
import { useFormats } from '~/utils/locale'

// "How we are paid" is the catalogue's text (catalogue.ranking.paid).
export const handle = { i18n: ['pages', 'catalogue'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('rank.title', { ns: 'pages' }) }) },
    { name: 'description', content: t('rank.description', { ns: 'pages' }) },
  ]
}

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
  const { t } = useTranslation('pages')
  const { aed } = useFormats()
  const strong = { strong: <strong /> }
  return (
    <>
      <InfoHeader eyebrow={t('rank.eyebrow')} title={t('rank.title')} intro={<p>{t('rank.intro')}</p>} />

      <InfoSection id="formula" title={t('rank.formula.title')}>
        <p className="max-w-3xl rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900">{t('rank.formula.equation')}</p>
        <ul className={list}>
          <li>
            <Trans t={t} i18nKey="rank.formula.rewards" components={strong} />
          </li>
          <li>
            <Trans t={t} i18nKey="rank.formula.fee" components={strong} />
          </li>
          <li>
            <Trans t={t} i18nKey="rank.formula.fx" components={strong} />
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="unknown" title={t('rank.unknown.title')} className="pt-0">
        <ul className={list}>
          <li>
            <Trans t={t} i18nKey="rank.unknown.sources" components={strong} />
          </li>
          <li>{t('rank.unknown.today', { withRules, listed })}</li>
          <li>{t('rank.unknown.notCounted')}</li>
        </ul>
      </InfoSection>

      <InfoSection id="order" title={t('rank.order.title')} className="pt-0">
        <ol className="mt-1 max-w-3xl list-decimal space-y-2 ps-5 text-slate-700">
          <li>{t('rank.order.salary')}</li>
          <li>{t('rank.order.known')}</li>
          <li>{t('rank.order.unknown')}</li>
        </ol>
      </InfoSection>

      <InfoSection id="paid" title={t('rank.paid')} className="pt-0">
        <p className="max-w-3xl text-slate-700">{t('ranking.paid', { ns: 'catalogue' })}</p>
      </InfoSection>

      <InfoSection id="example" title={t('rank.example.title')} className="pt-0">
        <p className="max-w-3xl text-slate-700">{t('rank.example.text')}</p>
        <ul className={list}>
          <li>{t('rank.example.dining')}</li>
          <li>{t('rank.example.fuel')}</li>
          <li>{t('rank.example.other')}</li>
          <li>
            <Trans
              t={t}
              i18nKey="rank.example.total"
              values={{
                yearly: aed(Math.round(example.yearlyRewards ?? 0)),
                firstYear: aed(Math.round(example.netFirstYear ?? 0)),
                ongoing: aed(Math.round(example.netOngoing ?? 0)),
              }}
              components={strong}
            />
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="typical" title={t('rank.typical.title')} className="pt-0">
        <p className="max-w-3xl text-slate-700">{t('rank.typical.text')}</p>
        <table className="mt-4 w-full max-w-xl text-start text-sm">
          <caption className="sr-only">{t('rank.typical.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 font-semibold text-slate-900">
                {t('rank.typical.spending')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold text-slate-900">
                {t('rank.typical.shares')}
              </th>
            </tr>
          </thead>
          <tbody>
            {SPEND_CATEGORIES.map((category) => (
              <tr key={category} className="border-b border-slate-100">
                <td className="py-2 text-slate-700">{t(`rank.typical.categories.${category}`)}</td>
                <td className="py-2 text-end text-slate-900">{TYPICAL_SHARES[category]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </InfoSection>

      <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <Callout title={t('rank.tryIt.title')}>
          <p>
            <Trans
              t={t}
              i18nKey="rank.tryIt.text"
              components={{
                compare: <Link to="/compare" className="font-medium underline" />,
                cards: <Link to="/cards" className="font-medium underline" />,
              }}
            />
          </p>
        </Callout>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
