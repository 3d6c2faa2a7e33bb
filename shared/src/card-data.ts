// The card fee model and its provenance (docs/decisions/009): structured fees and rates as the bank
// publishes them, the documents each figure was read from, and the display strings the
// documented /api fields (annualFee, interestRate, interestRateAnnual) are built from.
// Pure functions, shared by the CMS hooks, the storefront and the data check.

import { httpUrl } from './text-safety'

/** The figures a visitor decides on; each one carries its source or is shown as not confirmed. */
export const KEY_FIGURES = ['joiningFee', 'annualFee', 'monthlyRate', 'apr', 'minimumSalary', 'rewardRate', 'welcomeBonus'] as const
export type KeyFigure = (typeof KEY_FIGURES)[number]

/**
 * What a source can confirm: the key figures, and two the value in AED needs (the
 * foreign-exchange fee and the AED value of a point or mile), which are not listed as
 * "unconfirmed" on every card that lacks them. A source confirming `rewardRate` also confirms
 * the card's structured reward rules.
 */
export const SOURCE_FIGURES = [...KEY_FIGURES, 'fxFee', 'pointValue'] as const
export type SourceFigure = (typeof SOURCE_FIGURES)[number]

export const KEY_FIGURE_LABELS: Record<SourceFigure, string> = {
  joiningFee: 'Joining fee',
  annualFee: 'Annual fee',
  monthlyRate: 'Monthly rate',
  apr: 'APR',
  minimumSalary: 'Minimum salary',
  rewardRate: 'Rewards',
  welcomeBonus: 'Welcome bonus',
  fxFee: 'Foreign-exchange fee',
  pointValue: 'Value of a point or mile',
}

export const SOURCE_KINDS = ['kfs', 'schedule-of-charges', 'product-page', 'terms', 'eligibility-page'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  kfs: 'Key Facts Statement',
  'schedule-of-charges': 'Schedule of charges',
  'product-page': 'Product page',
  terms: 'Terms and conditions',
  'eligibility-page': 'Eligibility page',
}

/** How a bank quotes its fees: "incl. VAT" amounts already hold the 5 %; "excluded" adds it. */
export const FEE_VAT = ['included', 'excluded', 'unknown'] as const
export type FeeVat = (typeof FEE_VAT)[number]

/** Conventional cards charge interest; Islamic cards a profit rate (docs/domain.md). */
export const RATE_KINDS = ['interest', 'profit'] as const
export type RateKind = (typeof RATE_KINDS)[number]

export const SALARY_TRANSFER = ['required', 'not-required', 'unknown'] as const
export type SalaryTransfer = (typeof SALARY_TRANSFER)[number]

/**
 * Another yearly fee the bank prints for the same card, with its condition: a fee for customers
 * who do not transfer their salary, a variant with a bigger welcome bonus. `condition` reads on
 * from the amount ("for customers who do not transfer their salary"); `reading` says whether the
 * bank's document states the condition in words (`bank`) or we inferred it (`ours`, shown as
 * "our reading"). `salaryTransfer`: the option applies with (`required`) or without
 * (`not-required`) a salary transfer, so the value function can pick it from a visitor's answer.
 */
export interface FeeOption {
  amount: number
  condition: string
  salaryTransfer: SalaryTransfer
  reading: FigureReading
}

/** Who states a figure's condition: the bank's document in words, or our reading of it. */
export const FIGURE_READINGS = ['bank', 'ours'] as const
export type FigureReading = (typeof FIGURE_READINGS)[number]

export interface CardFees {
  /** One-off fee in AED as published; 0 when the bank says there is none. */
  joiningFee: number | null
  /** Yearly (renewal) fee in AED as published; 0 when free for life. */
  annualFee: number | null
  vat: FeeVat
  firstYearFree: boolean
  firstYearCondition: string | null
  /** E.g. "Annual fee waived when you spend AED 20,000 a year". */
  spendWaiver: string | null
  /** % of each foreign-currency transaction, as published. */
  fxFee: number | null
  /** What the bank adds to it, in words ("plus the card scheme's own charge"): not counted in a value. */
  fxFeeNote?: string | null
  /** The other yearly fees the bank prints for this card, each with its condition (readFees always sets it). */
  options?: FeeOption[]
}

export interface CardRates {
  /** % a month on purchases, as published. */
  monthlyRate: number | null
  /** The bank prints the monthly rate as a maximum ("up to 3.75% per month"); readRates always sets it. */
  monthlyRateUpTo?: boolean
  /** % a year, as published. */
  apr: number | null
  kind: RateKind
}

export interface CardSource {
  title: string
  url: string
  kind: SourceKind
  /** The date the document itself shows, if any (ISO date). */
  documentDate: string | null
  /** When we read it (ISO date). */
  checkedAt: string
  figures: SourceFigure[]
}

export const EMPTY_FEES: CardFees = {
  joiningFee: null,
  annualFee: null,
  vat: 'unknown',
  firstYearFree: false,
  firstYearCondition: null,
  spendWaiver: null,
  fxFee: null,
  fxFeeNote: null,
  options: [],
}

// --- Reading stored data (the CMS hook and the storefront read the same way) ---

/** A stored row as it may arrive: any field missing, null or of the wrong type. */
export type Loose<T> = { [K in keyof T]?: unknown }

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback
const isoDate = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value.slice(0, 10) : null)

export function readFees(fees: Loose<CardFees> | null | undefined): CardFees {
  return {
    joiningFee: num(fees?.joiningFee),
    annualFee: num(fees?.annualFee),
    vat: oneOf(FEE_VAT, fees?.vat, EMPTY_FEES.vat),
    firstYearFree: fees?.firstYearFree === true,
    firstYearCondition: str(fees?.firstYearCondition),
    spendWaiver: str(fees?.spendWaiver),
    fxFee: num(fees?.fxFee),
    fxFeeNote: str(fees?.fxFeeNote),
    options: readFeeOptions(fees?.options),
  }
}

/** Fee options with an amount and a condition in words; anything else is dropped. */
export function readFeeOptions(rows: unknown): FeeOption[] {
  if (!Array.isArray(rows)) return []
  return rows.flatMap((row: Loose<FeeOption> | null) => {
    if (!row || typeof row !== 'object') return []
    const amount = num(row.amount)
    const condition = str(row.condition)
    if (amount === null || amount < 0 || !condition) return []
    return [
      {
        amount,
        condition,
        salaryTransfer: oneOf(SALARY_TRANSFER, row.salaryTransfer, 'unknown'),
        reading: oneOf(FIGURE_READINGS, row.reading, 'bank'),
      },
    ]
  })
}

export function readRates(rates: Loose<CardRates> | null | undefined): CardRates {
  const monthlyRate = num(rates?.monthlyRate)
  return {
    monthlyRate,
    monthlyRateUpTo: monthlyRate !== null && rates?.monthlyRateUpTo === true,
    apr: num(rates?.apr),
    kind: oneOf(RATE_KINDS, rates?.kind, 'interest'),
  }
}

/** A source without an http(s) link, a title or the date it was read confirms nothing. */
export function readSources(rows: unknown): CardSource[] {
  if (!Array.isArray(rows)) return []
  return rows.flatMap((row: Loose<CardSource> | null) => {
    if (!row || typeof row !== 'object') return []
    const url = httpUrl(row.url)
    const title = str(row.title)
    const checkedAt = isoDate(row.checkedAt)
    if (!url || !title || !checkedAt) return []
    const figures = Array.isArray(row.figures) ? row.figures : []
    return [
      {
        title,
        url,
        kind: oneOf(SOURCE_KINDS, row.kind, 'product-page'),
        documentDate: isoDate(row.documentDate),
        checkedAt,
        figures: figures.filter((f): f is SourceFigure => (SOURCE_FIGURES as readonly unknown[]).includes(f)),
      },
    ]
  })
}

// --- Display strings (the documented /api fields) ---

const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`

/**
 * The yearly fee in short, in parts that a page in another language words from the same catalogue
 * keys (`catalogue:tile.fee`): the yearly fee (the catalogue reads its amount), then the joining
 * fee where it differs, the first-year waiver and each fee option. Null when the yearly fee is
 * not known: never "No Fee" for an unknown.
 */
export type FeePart =
  | { key: 'none' }
  | { key: 'yearly'; vat: FeeVat; amount: number }
  | { key: 'joining'; amount: number }
  | { key: 'firstYearFree'; condition: string | null }
  | { key: 'option'; salaryTransfer: SalaryTransfer; amount: number }

export function annualFeeParts(fees: CardFees): FeePart[] | null {
  const { annualFee, joiningFee, vat } = fees
  if (annualFee === null) return null
  const parts: FeePart[] = [annualFee === 0 ? { key: 'none' } : { key: 'yearly', vat, amount: annualFee }]
  if (joiningFee !== null && joiningFee !== annualFee && joiningFee > 0) parts.push({ key: 'joining', amount: joiningFee })
  if (fees.firstYearFree && annualFee > 0) parts.push({ key: 'firstYearFree', condition: fees.firstYearCondition?.trim() || null })
  for (const option of fees.options ?? []) parts.push({ key: 'option', salaryTransfer: option.salaryTransfer, amount: option.amount })
  return parts
}

const vatSuffix = (vat: FeeVat) => (vat === 'included' ? ' incl. VAT' : vat === 'excluded' ? ' + VAT' : '')
const OPTION_WORDS: Record<SalaryTransfer, string> = {
  'not-required': 'without salary transfer',
  required: 'with salary transfer',
  unknown: 'on conditions',
}

/**
 * One part in English, as `annualFee` has it. The words are the catalogue's `catalogue:tile.fee`
 * (card-data.test.ts keeps them equal), written out here: importing a catalogue module into this
 * one made a circular chunk in the storefront's bundles (a TDZ error at hydration).
 */
export function feePartText(part: FeePart): string {
  switch (part.key) {
    case 'none':
      return 'No annual fee'
    case 'yearly':
      return `${aed(part.amount)} a year${vatSuffix(part.vat)}`
    case 'joining':
      return `joining fee ${aed(part.amount)}`
    case 'firstYearFree':
      return firstYearFreeText(part.condition)
    case 'option':
      return `${part.amount === 0 ? 'no fee' : aed(part.amount)} ${OPTION_WORDS[part.salaryTransfer]}`
  }
}

/** `annualFee` as /api shows it, built from the structured fees (annualFeeParts). */
export function annualFeeText(fees: CardFees): string | null {
  return annualFeeParts(fees)?.map(feePartText).join('; ') ?? null
}

/**
 * "first year free" followed by the bank's condition, which is written to read on from it ("on
 * salary transfer", "for customers new to the product"); `sentence` capitalises the first word.
 */
export function firstYearFreeText(condition: string | null | undefined, form: 'phrase' | 'sentence' = 'phrase'): string {
  const text = condition?.trim() ? `first year free ${condition.trim()}` : 'first year free'
  return form === 'sentence' ? `F${text.slice(1)}` : text
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`

/** `interestRate`: the monthly rate as published, e.g. "3.25%", or "Up to 3.75%" when the bank says so. */
export function monthlyRateText(rates: CardRates): string | null {
  if (rates.monthlyRate === null) return null
  return `${rates.monthlyRateUpTo ? 'Up to ' : ''}${percent(rates.monthlyRate)}`
}

/** "AED 525 without salary transfer": an option as a tile or table has room for; the card page says it in full. */
export function feeOptionShort(option: FeeOption): string {
  return feePartText({ key: 'option', salaryTransfer: option.salaryTransfer, amount: option.amount })
}

/**
 * "AED 525 a year for customers who do not transfer their salary", with "(our reading)" when the
 * condition is inferred: one line per option, under the fee wherever it is shown.
 */
export function feeOptionText(option: FeeOption, vat: FeeVat): string {
  const amount = option.amount === 0 ? 'No annual fee' : `${aed(option.amount)} a year${vatSuffix(vat)}`
  return `${amount} ${option.condition}${option.reading === 'ours' ? ' (our reading)' : ''}`
}

/** `interestRateAnnual`: the APR as published, e.g. "39%". */
export function aprText(rates: CardRates): string | null {
  return rates.apr === null ? null : percent(rates.apr)
}

/** "Monthly interest" or "Monthly profit rate", so an Islamic card is never said to charge interest. */
export function rateLabel(kind: RateKind, which: 'monthly' | 'annual'): string {
  if (kind === 'profit') return which === 'monthly' ? 'Monthly profit rate' : 'Annual profit rate (APR)'
  return which === 'monthly' ? 'Monthly interest' : 'Annual rate (APR)'
}

// --- Provenance ---

type Sourced = { sources: readonly CardSource[] }

/** The first document that confirms `figure`, or null (shown as "not confirmed"). */
export function sourceFor(card: Sourced, figure: SourceFigure): CardSource | null {
  return card.sources.find((source) => source.figures.includes(figure)) ?? null
}

/** Key figures no document confirms: the contract's `unverifiedFields`. */
export function unconfirmedFigures(card: Sourced): KeyFigure[] {
  return KEY_FIGURES.filter((figure) => sourceFor(card, figure) === null)
}

/** The latest date any document was read (`lastVerified`), or null when none was. */
export function lastChecked(sources: readonly CardSource[]): string | null {
  const dates = sources.map((s) => s.checkedAt).filter((d) => typeof d === 'string' && d !== '')
  return dates.length === 0 ? null : dates.reduce((a, b) => (a > b ? a : b))
}

export const DATA_FRESH_DAYS = 90

/** The date after which the card page warns its figures may be out of date. */
export function expiryAfterCheck(checkedAt: string, days = DATA_FRESH_DAYS): string {
  const date = new Date(`${checkedAt.slice(0, 10)}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * A card is listed only when a bank document confirms what it costs, its yearly fee or its rate
 * (monthly or APR); the other, if unknown, is shown as "not confirmed" (decision 009).
 */
export function isPublishable(card: Sourced): boolean {
  const confirmed = (figure: KeyFigure) => sourceFor(card, figure) !== null
  return confirmed('annualFee') || confirmed('monthlyRate') || confirmed('apr')
}

// --- Plausibility (the data check and the CMS both use these) ---

/** Card rates UAE banks publish sit well inside these (docs/domain.md: 3.25–3.75 % a month). */
export const MONTHLY_RATE_RANGE = { min: 0.5, max: 5 } as const
export const APR_RANGE = { min: 6, max: 60 } as const

/**
 * The APR a bank publishes should be about 12 × the monthly rate; some compound or add VAT, so
 * allow up to 12 × monthly compounded (3.25 % → 39 % simple, 46.8 % compounded) plus 1 point.
 */
export function aprMatchesMonthly(monthly: number, apr: number): boolean {
  const simple = monthly * 12
  const compounded = (Math.pow(1 + monthly / 100, 12) - 1) * 100
  return apr >= simple - 0.5 && apr <= compounded + 1
}

/**
 * A "+ VAT" fee whose amount is already a round fee plus 5 % (1,575 = 1,500 + VAT) counts VAT
 * twice: banks quote those amounts VAT-inclusive. Round hundreds stay unsuspected.
 */
export function looksLikeDoubleVat(text: string | null | undefined): boolean {
  if (typeof text !== 'string' || !/\+\s*VAT|excl(?:\.|uding|usive of)?\s*VAT/i.test(text)) return false
  const amounts = [...text.matchAll(/AED\s*(\d[\d,]*(?:\.\d+)?)/gi)].map((m) => Number(m[1]!.replace(/,/g, '')))
  return amounts.some((amount) => {
    if (!(amount > 0) || amount % 100 === 0) return false
    const base = amount / 1.05
    return Math.abs(base - Math.round(base)) < 0.006
  })
}

// --- What tiles, tables and the card page show ---

export const NOT_CONFIRMED = 'Not confirmed'

export interface FigureView {
  text: string
  /** A document confirms it; otherwise the page marks it "unconfirmed". */
  confirmed: boolean
}

type Viewable = Sourced &
  Pick<import('./contract').CreditCard, 'annualFee' | 'interestRate' | 'interestRateAnnual' | 'rates' | 'minimumSalary'>

/** The annual fee as a tile or table shows it: never "No Fee" for a fee we do not know. */
export function feeView(card: Viewable): FigureView {
  const text = card.annualFee?.trim()
  return { text: text || NOT_CONFIRMED, confirmed: Boolean(text) && sourceFor(card, 'annualFee') !== null }
}

/**
 * The rate a tile shows, in parts a page words in its own language: interest or profit (Islamic
 * cards), the monthly rate else the APR (`basis`), the figure itself (`value`, null when unknown).
 */
export interface RateFigure {
  kind: 'interest' | 'profit'
  basis: 'month' | 'apr' | null
  value: string | null
  confirmed: boolean
  /** The figure as a number, for a page in another language to write (null where only its text is known). */
  percent: number | null
  /** The bank prints the monthly rate as a maximum ("Up to 3.75%"). */
  upTo: boolean
}

export function rateFigure(card: Viewable): RateFigure {
  const kind = card.rates.kind === 'profit' ? 'profit' : 'interest'
  const { monthlyRate, monthlyRateUpTo, apr } = card.rates
  const monthly = card.interestRate?.trim()
  if (monthly) {
    const confirmed = sourceFor(card, 'monthlyRate') !== null
    return { kind, basis: 'month', value: monthly, confirmed, percent: monthlyRate, upTo: monthlyRate !== null && monthlyRateUpTo === true }
  }
  const annual = card.interestRateAnnual?.trim()
  if (annual) return { kind, basis: 'apr', value: annual, confirmed: sourceFor(card, 'apr') !== null, percent: apr, upTo: false }
  return { kind, basis: null, value: null, confirmed: false, percent: null, upTo: false }
}

/** The monthly rate, else the APR ("39% APR"), labelled as profit on Islamic cards: rateFigure in English. */
export function rateView(card: Viewable): FigureView & { label: string } {
  const { kind, basis, value, confirmed } = rateFigure(card)
  const label = kind === 'profit' ? 'Profit Rate' : 'Interest Rate'
  if (basis === 'month') return { label, text: `${value} a month`, confirmed }
  if (basis === 'apr') return { label, text: `${value} APR`, confirmed }
  return { label, text: NOT_CONFIRMED, confirmed: false }
}

export function salaryConfirmed(card: Viewable): boolean {
  return card.minimumSalary !== null && sourceFor(card, 'minimumSalary') !== null
}
