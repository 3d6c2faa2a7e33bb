// A card's figures as a visitor reads them, each with the bank document that confirms it and the
// date we checked it, or "Not confirmed" (docs/decisions/009, 021): one home for the card page's
// key figures and the assistant's answers about a card, so both say the same thing the same way.

import {
  aprText,
  feeOptionText,
  firstYearFreeText,
  KEY_FIGURE_LABELS,
  monthlyRateText,
  rateLabel,
  sourceFor,
  SOURCE_KIND_LABELS,
  type CardSource,
  type SourceFigure,
} from './card-data'
import type { CreditCard } from './contract'
import { rewardsDisplay } from './card-display'
import { formatAed } from './money'

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })

/** "23 November 2026" (UAE time); null for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : longDate.format(date)
}

export type FigureProvenance = { title: string; url: string; kind: string; checked: string; documentDate: string | null }

export function provenance(source: CardSource): FigureProvenance {
  return {
    title: source.title,
    url: source.url,
    kind: SOURCE_KIND_LABELS[source.kind],
    checked: formatLongDate(source.checkedAt) ?? source.checkedAt,
    documentDate: formatLongDate(source.documentDate),
  }
}

/** "Source: {document}, dated {date}, checked {date}", as the card page prints it under a figure. */
export function sourceText(source: FigureProvenance): string {
  return `Source: ${source.title}${source.documentDate ? `, dated ${source.documentDate}` : ''}, checked ${source.checked}`
}

/** The figures a card answer can give: the card page's key figures and the foreign-exchange fee. */
export type ShownFigure = Exclude<SourceFigure, 'pointValue'>

export type KeyFigureView = {
  key: ShownFigure
  term: string
  /** Null: no document confirms it, shown as "Not confirmed". */
  value: string | null
  /** Conditions the bank attaches (VAT, waivers, salary transfer). */
  notes: string[]
  source: FigureProvenance | null
}

export type FigureCard = Pick<
  CreditCard,
  'name' | 'fees' | 'rates' | 'minimumSalary' | 'salaryTransfer' | 'salaryNote' | 'rewardRate' | 'welcomeBonus' | 'sources'
>

const vatNote = (vat: CreditCard['fees']['vat']) =>
  vat === 'included' ? 'Includes 5% VAT, as the bank states' : vat === 'excluded' ? '5% VAT is added to this amount' : null

const money = (amount: number | null) => (amount === null ? null : amount === 0 ? 'None' : formatAed(amount))

/** One figure with its source; a value nobody matched to a document is not published. */
export function figureView(card: FigureCard, key: ShownFigure): KeyFigureView {
  const { fees, rates } = card
  const view = (term: string, value: string | null, notes: (string | null | undefined)[] = []): KeyFigureView => {
    const source = sourceFor(card, key)
    return {
      key,
      term,
      value: source ? value : null,
      notes: source ? notes.filter((n): n is string => Boolean(n)) : [],
      source: source ? provenance(source) : null,
    }
  }
  switch (key) {
    case 'annualFee':
      return view(KEY_FIGURE_LABELS.annualFee, fees.annualFee === 0 ? 'No annual fee' : money(fees.annualFee), [
        fees.annualFee ? vatNote(fees.vat) : null,
        fees.firstYearFree ? firstYearFreeText(fees.firstYearCondition, 'sentence') : null,
        fees.spendWaiver,
        ...(fees.options ?? []).map((option) => `Also ${feeOptionText(option, fees.vat)}`),
      ])
    case 'joiningFee':
      return view(KEY_FIGURE_LABELS.joiningFee, money(fees.joiningFee), [
        fees.joiningFee ? vatNote(fees.vat) : null,
        fees.joiningFee ? 'Charged once, on the first statement' : null,
      ])
    case 'monthlyRate':
      return view(rateLabel(rates.kind, 'monthly'), monthlyRateText(rates))
    case 'apr':
      return view(rateLabel(rates.kind, 'annual'), aprText(rates))
    case 'minimumSalary':
      return view(KEY_FIGURE_LABELS.minimumSalary, card.minimumSalary === null ? null : `${formatAed(card.minimumSalary)} a month`, [
        card.salaryTransfer === 'required'
          ? 'Salary transfer to the bank required'
          : card.salaryTransfer === 'not-required'
            ? 'No salary transfer needed'
            : null,
        card.salaryNote,
      ])
    case 'rewardRate':
      return view(KEY_FIGURE_LABELS.rewardRate, card.rewardRate ? rewardsDisplay(card.rewardRate, card.name) : null)
    case 'welcomeBonus':
      return view(KEY_FIGURE_LABELS.welcomeBonus, card.welcomeBonus?.trim() || null)
    case 'fxFee':
      return view(
        KEY_FIGURE_LABELS.fxFee,
        fees.fxFee === null || fees.fxFee === undefined ? null : `${Number(fees.fxFee.toFixed(2))}% of each transaction`,
        [fees.fxFeeNote],
      )
  }
}

/** The card page's key figures, in its order. */
export const CARD_PAGE_FIGURES = [
  'annualFee',
  'joiningFee',
  'monthlyRate',
  'apr',
  'fxFee',
  'minimumSalary',
  'rewardRate',
  'welcomeBonus',
] as const satisfies readonly ShownFigure[]

export function keyFigureViews(card: FigureCard): KeyFigureView[] {
  return CARD_PAGE_FIGURES.map((key) => figureView(card, key))
}
