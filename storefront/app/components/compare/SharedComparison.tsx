import type { CompareLinkProblem, ComparisonFeatureRow, SpendEntry } from '@cardcompare/shared'
import { useNavigation } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { COMPARE_MAX_CARDS } from '@cardcompare/shared'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccountGate } from '../account/AccountGate'
import { ApplyButton } from '../apply/ApplyButton'
import { CardColumnHead, ComparisonTable, featureRows, type ComparisonCardView } from '../ComparisonTable'
import { SpendCalculator, type CalculatorCard } from '../SpendCalculator'
import { ShareComparisonButton } from './ShareComparisonButton'

type SharedComparisonData =
  | { view: 'invalid'; problem: CompareLinkProblem }
  | {
      view: 'shared'
      cards: ComparisonCardView[]
      features: ComparisonFeatureRow[]
      link: string
      /** How many of the link's cards are no longer listed. */
      unlisted: number
      calculator: { cards: CalculatorCard[]; initial: SpendEntry }
    }

/** What a visitor can do with someone else's comparison: sign in, or keep it as their own. */
function Banner({ ids, link }: { ids: number[]; link: string }) {
  const { user, requireVerified } = useAccountGate()
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save'
  const { t } = useTranslation(['card', 'catalogue', 'common'])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // An unverified user gets the verification reminder, as for Compare (spec §4).
    if (!requireVerified()) event.preventDefault()
  }

  return (
    <section
      aria-labelledby="shared-comparison-heading"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="shared-comparison-heading" className="font-semibold text-slate-900">
          {t('compare.shared.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('compare.shared.text')}</p>
      </div>
      {user ? (
        <Form method="post" action={link} onSubmit={onSubmit} className="flex flex-col gap-1 sm:items-end">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="cards" value={ids.join(',')} />
          <button type="submit" className="btn-primary" disabled={saving}>
            {t('compare.shared.save')}
          </button>
          <span className="text-xs text-slate-600">{t('compare.shared.replaces')}</span>
        </Form>
      ) : (
        <Link to="/auth?redirect=/compare" className="btn-primary self-start whitespace-normal text-center sm:self-auto">
          {t('compare.shared.logIn')}
        </Link>
      )}
    </section>
  )
}

/** /compare?cards=… (docs/decisions/015): the cards of a link side by side, without Remove buttons. */
export function SharedComparison({ data }: { data: SharedComparisonData }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('compare.heading')}</h1>
      {data.view === 'invalid' ? (
        <Problem text={t(`compare.problems.${data.problem}`, { max: COMPARE_MAX_CARDS })} />
      ) : data.cards.length === 0 ? (
        <Problem text={t('compare.shared.gone')} />
      ) : (
        <>
          <Banner ids={data.cards.map((card) => card.id)} link={data.link} />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-600">
              {t('compare.shared.comparing', { count: data.cards.length })}
              {data.unlisted > 0 ? (
                <span className="ms-1 font-medium text-amber-900">{t('compare.shared.unlisted', { count: data.unlisted })}</span>
              ) : null}
            </p>
            <ShareComparisonButton path={data.link} className="btn-outline" />
          </div>
          <ComparisonTable
            label={t('compare.shared.label')}
            cards={data.cards}
            head={(card) => <CardColumnHead card={card} />}
            rows={[
              ...featureRows<ComparisonCardView>(data.features),
              {
                key: 'actions',
                label: t('compare.actions'),
                cell: (card) => <ApplyButton card={card} className="btn-primary" />,
              },
            ]}
          />
          <SpendCalculator
            cards={data.calculator.cards}
            initial={data.calculator.initial}
            heading={t('calculator.headingMany')}
            keep={{ cards: data.cards.map((card) => card.id).join(',') }}
          />
        </>
      )}
    </div>
  )
}

function Problem({ text }: { text: string }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{text}</p>
      <p className="mt-2 text-slate-600">{t('compare.shared.browseText')}</p>
      <Link to="/cards" className="btn-primary mt-6">
        {t('common:notFound.browse')}
      </Link>
    </div>
  )
}
