// Value in AED (docs/decisions/014): what a card is worth a year for the way a person spends. One
// pure function shared by the card page's calculator, /compare, the card finder and the assistant,
// explained on /how-we-rank. Every input that no bank document confirms counts as unknown, and an
// unknown part makes the total unknown: never a zero.

import arAssistant from './i18n/ar/assistant'
import enAssistant from './i18n/en/assistant'
import enCard from './i18n/en/card'
import { fill } from './i18n/render'
import type { Locale } from './locale'
import { formatsFor, type Formats } from './locale-format'
import {
  feeOptionText,
  sourceFor,
  type CardFees,
  type CardSource,
  type FeeOption,
  type FeeVat,
  type Loose,
  type SourceFigure,
} from './card-data'
import { formatAed } from './money'
import { VAT_RATE } from './uae-card-facts'

export const SPEND_CATEGORIES = ['groceries', 'dining', 'fuel', 'travel', 'online', 'international', 'other'] as const
export type SpendCategory = (typeof SPEND_CATEGORIES)[number]
export const SPEND_CATEGORY_LABELS: Record<SpendCategory, string> = {
  groceries: 'Groceries and supermarkets',
  dining: 'Dining and restaurants',
  fuel: 'Fuel',
  travel: 'Travel (flights and hotels)',
  online: 'Online shopping',
  international: 'Spending abroad or in foreign currency',
  other: 'Everything else',
}

/** AED a month in each category; a payment belongs to exactly one. */
export type SpendProfile = Record<SpendCategory, number>

/** The most a profile may hold in one category: larger amounts are clipped, not trusted. */
export const MAX_MONTHLY_SPEND = 1_000_000

export function spendProfile(partial: Partial<Record<SpendCategory, unknown>>): SpendProfile {
  const profile = {} as SpendProfile
  for (const category of SPEND_CATEGORIES) {
    const value = partial[category]
    const amount = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
    profile[category] = Math.min(Math.round(amount), MAX_MONTHLY_SPEND)
  }
  return profile
}

export function totalSpend(profile: SpendProfile): number {
  return SPEND_CATEGORIES.reduce((sum, category) => sum + profile[category], 0)
}

/** The spend a calculator starts from: AED 5,000 a month, split typically. */
export const DEFAULT_MONTHLY_SPEND = 5000

/** What the calculator says next to an amount it cannot count. */
export const SPEND_AMOUNT_MESSAGES = {
  notANumber: 'Enter an amount in AED, in digits only, like 1,500',
  negative: 'Spending cannot be negative: enter 0 or more',
  tooLarge: `Enter at most ${formatAed(MAX_MONTHLY_SPEND)} a month`,
} as const

/**
 * One calculator field as typed: empty is 0; digits with thousands separators and up to two
 * decimals are an amount; anything else is an error to show beside the field, never a silent 0.
 */
export function readSpendAmount(text: string): { amount: number; error: null } | { amount: null; error: string } {
  const compact = String(text).replace(/[,\s]/g, '')
  if (compact === '') return { amount: 0, error: null }
  if (/^-\d+(\.\d+)?$/.test(compact)) return { amount: null, error: SPEND_AMOUNT_MESSAGES.negative }
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return { amount: null, error: SPEND_AMOUNT_MESSAGES.notANumber }
  const amount = Number(compact)
  return amount > MAX_MONTHLY_SPEND ? { amount: null, error: SPEND_AMOUNT_MESSAGES.tooLarge } : { amount, error: null }
}

/** The calculator's fields as typed, one text per category. */
export type SpendEntry = Record<SpendCategory, string>

/** A profile's amounts as the calculator's fields show them. */
export function spendEntryOf(profile: SpendProfile): SpendEntry {
  return Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, String(profile[category])])) as SpendEntry
}

/** The amounts the fields hold, and a message for each field that holds no amount (it counts as nothing). */
export function readSpendEntry(entry: Partial<Record<SpendCategory, string>>): {
  profile: SpendProfile
  errors: Partial<Record<SpendCategory, string>>
} {
  const amounts: Partial<Record<SpendCategory, number>> = {}
  const errors: Partial<Record<SpendCategory, string>> = {}
  for (const category of SPEND_CATEGORIES) {
    const read = readSpendAmount(entry[category] ?? '')
    if (read.error === null) amounts[category] = read.amount
    else errors[category] = read.error
  }
  return { profile: spendProfile(amounts), errors }
}

/** The fields from a query string (`?groceries=2000&dining=800`), or null when it names no category. */
export function spendEntryFromQuery(query: URLSearchParams): SpendEntry | null {
  if (!SPEND_CATEGORIES.some((category) => query.has(category))) return null
  return Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, (query.get(category) ?? '').slice(0, 40)])) as SpendEntry
}

/** A profile from a query string, or null when it names no category; an amount in error counts as nothing. */
export function spendProfileFromQuery(query: URLSearchParams): SpendProfile | null {
  const entry = spendEntryFromQuery(query)
  return entry ? readSpendEntry(entry).profile : null
}

/**
 * An illustrative split of a month's card spending (our assumption, published on /how-we-rank,
 * not a statistic): used when a person names a budget and the categories they care about but
 * not the amounts. Each emphasised category counts three times its usual share (at least 15).
 */
export const TYPICAL_SHARES: SpendProfile = {
  groceries: 25,
  dining: 12,
  fuel: 8,
  travel: 8,
  online: 12,
  // Spending abroad only when the person says so: few banks publish their FX fee, and an
  // unknown fee makes the value unknown.
  international: 0,
  other: 35,
}
const EMPHASIS = (category: SpendCategory) => Math.max(TYPICAL_SHARES[category] * 3, 15)

export function typicalProfile(monthlySpend: number, emphasis: readonly SpendCategory[] = []): SpendProfile {
  const weights = SPEND_CATEGORIES.map((c) => (emphasis.includes(c) ? EMPHASIS(c) : TYPICAL_SHARES[c]))
  const sum = weights.reduce((a, b) => a + b, 0)
  const spend = Number.isFinite(monthlySpend) && monthlySpend > 0 ? monthlySpend : 0
  return spendProfile(Object.fromEntries(SPEND_CATEGORIES.map((c, i) => [c, (spend * weights[i]!) / sum])))
}

/**
 * The spending a card's value is quoted at where no visitor has given theirs (the data check's
 * count, the editors' "no value in AED" reason): AED 10,000 a month, split as typical.
 */
export const REFERENCE_MONTHLY_SPEND = 10_000
export const referenceProfile = (): SpendProfile => typicalProfile(REFERENCE_MONTHLY_SPEND)

/** Why a card has no value in AED at the reference spending, in words; null when it has one. */
export function noValueReason(card: ValuedCard): string | null {
  const value = cardValue(card, referenceProfile())
  return value.netOngoing === null ? `No value in AED: we do not know ${value.unknowns.map(valueReasonText).join('; ')}` : null
}

// --- Reward rules as the CMS stores them ---

export const REWARD_PROGRAMMES = ['cashback', 'points', 'miles', 'none'] as const
export type RewardProgramme = (typeof REWARD_PROGRAMMES)[number]
export const REWARD_PROGRAMME_LABELS: Record<RewardProgramme, string> = {
  cashback: 'Cashback',
  points: 'Points',
  miles: 'Miles',
  none: 'No rewards',
}

export interface EarnRule {
  category: SpendCategory
  /** Cashback: % back. Points and miles: units earned per `per` AED. Null: the bank does not say. */
  rate: number | null
  /** AED spent per `rate` units (1 unless the bank quotes "1.5 miles per AED 4"; USD 1 = 3.6725). */
  per: number
  /** The most this rule earns in a month, in the programme's units (AED for cashback). */
  monthlyCap: number | null
}

/** Tiered programmes: `rate` applies to the part of the month's spend from `from` AED up to the next band. */
export interface SpendBand {
  from: number
  rate: number
}

export interface RewardRules {
  programme: RewardProgramme
  /** "TouchPoints", "Skywards Miles"; null for cashback. */
  unitName: string | null
  /** AED one point or mile is worth, where the bank publishes it. */
  unitValueAed: number | null
  /** Rules per category; 'other' covers every category without its own rule. */
  earn: EarnRule[]
  /** When present, categories without their own rule earn by these bands instead of 'other'. */
  bands: SpendBand[]
  /** Below this total a month the card earns nothing. */
  minimumMonthlySpend: number | null
  /** The most the card earns in a month across all categories, in units. */
  monthlyCap: number | null
  /** What the rules leave out, in the bank's words (merchant bonuses, excluded payments). */
  note: string | null
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null)
const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** A stored `rewards` group as it may arrive; null when it holds no programme. */
export function readRewardRules(input: unknown): RewardRules | null {
  const raw: Loose<RewardRules> | null = typeof input === 'object' ? input : null
  if (!raw) return null
  const programme = (REWARD_PROGRAMMES as readonly unknown[]).includes(raw.programme) ? (raw.programme as RewardProgramme) : null
  if (programme === null) return null
  const earn = (Array.isArray(raw.earn) ? raw.earn : []).flatMap((row: Loose<EarnRule> | null) => {
    if (!row || typeof row !== 'object' || !(SPEND_CATEGORIES as readonly unknown[]).includes(row.category)) return []
    const per = num(row.per)
    return [
      {
        category: row.category as SpendCategory,
        rate: num(row.rate),
        per: per !== null && per > 0 ? per : 1,
        monthlyCap: num(row.monthlyCap),
      },
    ]
  })
  const bands = (Array.isArray(raw.bands) ? raw.bands : [])
    .flatMap((row: Loose<SpendBand> | null) => {
      const from = num(row?.from)
      const rate = num(row?.rate)
      return from === null || rate === null ? [] : [{ from, rate }]
    })
    .sort((a, b) => a.from - b.from)
  return {
    programme,
    unitName: programme === 'cashback' || programme === 'none' ? null : str(raw.unitName),
    unitValueAed: programme === 'cashback' ? 1 : num(raw.unitValueAed),
    earn,
    bands,
    minimumMonthlySpend: num(raw.minimumMonthlySpend),
    monthlyCap: num(raw.monthlyCap),
    note: str(raw.note),
  }
}

/** Rates UAE banks publish sit well inside these; anything beyond is a typing slip. */
export const REWARD_LIMITS = { cashbackPercent: 25, unitsPerAed: 50, unitValueAed: 1, fxFeePercent: 5 } as const

/** What makes stored rules implausible or unreadable, in words (the data check and the CMS). */
export function rewardRulesProblems(rules: RewardRules): string[] {
  const problems: string[] = []
  const cashback = rules.programme === 'cashback'
  const rateProblem = (rate: number, per: number) =>
    cashback ? rate > REWARD_LIMITS.cashbackPercent : rate / per > REWARD_LIMITS.unitsPerAed
  const seen = new Set<SpendCategory>()
  for (const rule of rules.earn) {
    if (seen.has(rule.category)) problems.push(`${rule.category} has two earn rules`)
    seen.add(rule.category)
    if (rule.rate !== null && rateProblem(rule.rate, rule.per)) {
      problems.push(`${rule.category} earns ${rule.rate}${cashback ? ' %' : ` per AED ${rule.per}`}, beyond any published rate`)
    }
  }
  for (const band of rules.bands) {
    if (rateProblem(band.rate, 1)) problems.push(`the band from AED ${band.from} earns ${band.rate}, beyond any published rate`)
  }
  if (rules.programme === 'none' && (rules.earn.length > 0 || rules.bands.length > 0))
    problems.push('a card with no rewards has earn rules')
  if (rules.unitValueAed !== null && !cashback && rules.unitValueAed > REWARD_LIMITS.unitValueAed) {
    problems.push(`one ${rules.unitName ?? 'point'} worth AED ${rules.unitValueAed} is beyond any published value`)
  }
  return problems
}

// --- The value ---

export type ValuedCard = {
  id: number
  name: string
  fees: CardFees & { fxFee?: number | null }
  rewards: RewardRules | null
  sources: readonly CardSource[]
}

/** Only what the value needs, so a page sends a calculator no more of the card than that. */
export function valuedCard({ id, name, fees, rewards, sources }: ValuedCard): ValuedCard {
  return { id, name, fees, rewards, sources }
}

export interface CardValue {
  /** Points, miles or AED of cashback a year; null when a rate is unknown. */
  yearlyUnits: number | null
  unitName: string | null
  /** AED a year; null when the rules, a rate or the value of a point is unknown. */
  yearlyRewards: number | null
  /** AED in year one: the joining fee where published (charged instead of the first annual fee), else the annual fee; 0 when waived. */
  firstYearFee: number | null
  /** AED a year from year two. */
  ongoingFee: number | null
  /** AED a year of foreign-exchange fees on the international spend. */
  yearlyFxCost: number | null
  netFirstYear: number | null
  netOngoing: number | null
  /** What is not known ("the AED value of one TouchPoint" in English, `valueReasonText`). */
  unknowns: ValueReason[]
  /** What shaped the figure ("Below the AED 3,000 minimum monthly spend it earns nothing."). */
  notes: ValueReason[]
}

/** A cap on rewards: AED of cashback (`unit` null), or points or miles by the bank's name for them. */
export type RewardsCap = { amount: number; unit: string | null }

/** Why a value is unknown, or what shaped it: a key of card:calculator.reasons and its parts. */
export type ValueReason =
  | { key: 'rewardRates' | 'annualFee' | 'firstYearFee' | 'fxFee' | 'vatUnknown' }
  | { key: 'rateOn'; category: SpendCategory }
  | { key: 'unitValue'; unit: string }
  | { key: 'belowMinimum'; amount: number }
  | { key: 'categoryCap'; category: SpendCategory; cap: RewardsCap }
  | { key: 'rewardsCap'; cap: RewardsCap }
  | { key: 'countedAt' | 'notCounted'; option: FeeOption; vat: FeeVat }
  | { key: 'firstYearFree'; condition: string | null }
  | { key: 'waiverNotCounted'; waiver: string }
  | { key: 'fxCounted'; fee: number; note: string }

/**
 * A reason's placeholders in a language: `formats` writes its numbers, `category` names a spend
 * category inside a sentence. `bank` lists the placeholders that hold the bank's own English
 * words (a page in another language marks them).
 */
export function valueReasonParts(
  reason: ValueReason,
  formats: Pick<Formats, 'aed' | 'number' | 'percent'>,
  category: (key: SpendCategory) => string,
): { key: ValueReasonKey; values: Record<string, string>; bank: string[] } {
  const aed = (amount: number) => formats.aed(Math.round(amount))
  const cap = ({ amount, unit }: RewardsCap) => (unit === null ? aed(amount) : `${formats.number(Math.round(amount))} ${unit}`)
  switch (reason.key) {
    case 'rateOn':
      return { key: reason.key, values: { category: category(reason.category) }, bank: [] }
    case 'unitValue':
      return { key: reason.key, values: { unit: reason.unit }, bank: ['unit'] }
    case 'belowMinimum':
      return { key: reason.key, values: { amount: aed(reason.amount) }, bank: [] }
    case 'categoryCap':
      return {
        key: reason.key,
        values: { category: category(reason.category), cap: cap(reason.cap) },
        bank: reason.cap.unit ? ['cap'] : [],
      }
    case 'rewardsCap':
      return { key: reason.key, values: { cap: cap(reason.cap) }, bank: reason.cap.unit ? ['cap'] : [] }
    case 'countedAt':
    case 'notCounted':
      return { key: reason.key, values: { option: feeOptionText(reason.option, reason.vat) }, bank: ['option'] }
    case 'firstYearFree':
      return reason.condition
        ? { key: 'firstYearFreeOn', values: { condition: reason.condition }, bank: ['condition'] }
        : { key: reason.key, values: {}, bank: [] }
    case 'waiverNotCounted':
      return { key: reason.key, values: { waiver: reason.waiver }, bank: ['waiver'] }
    case 'fxCounted':
      return { key: reason.key, values: { fee: formats.percent(reason.fee), note: reason.note }, bank: ['note'] }
    default:
      return { key: reason.key, values: {}, bank: [] }
  }
}

export type ValueReasonKey = keyof typeof enCard.calculator.reasons

const ENGLISH = formatsFor('en')
/** A reason in English (the finder, the editors' "no value" reason, English pages). */
export const valueReasonText = (reason: ValueReason): string => {
  const { key, values } = valueReasonParts(reason, ENGLISH, (category) => SPEND_CATEGORY_LABELS[category].toLowerCase())
  return fill(enCard.calculator.reasons[key], values)
}

const confirmed = (card: ValuedCard, figure: SourceFigure) => sourceFor(card, figure) !== null

/** Estimates are whole dirhams: "AED 1,590". */
export const aedAmount = (amount: number) => formatAed(Math.round(amount))
/** A net value, negative with a minus sign: "−AED 45". */
export const signedAed = (amount: number) => (amount < 0 ? `−${aedAmount(-amount)}` : aedAmount(amount))

const plural = (unit: string | null) => unit ?? 'point'

function rewardsFor(card: ValuedCard, profile: SpendProfile, unknowns: ValueReason[], notes: ValueReason[]) {
  const rules = card.rewards
  if (rules === null || !confirmed(card, 'rewardRate')) {
    unknowns.push({ key: 'rewardRates' })
    return { units: null, aed: null }
  }
  if (rules.programme === 'none') return { units: 0, aed: 0 }
  const total = totalSpend(profile)
  if (rules.minimumMonthlySpend !== null && total < rules.minimumMonthlySpend) {
    notes.push({ key: 'belowMinimum', amount: rules.minimumMonthlySpend })
    return { units: 0, aed: 0 }
  }
  const cashback = rules.programme === 'cashback'
  const unitsFor = (spend: number, rate: number, per: number) => (cashback ? (spend * rate) / 100 : (spend * rate) / per)
  const byRule = new Map<EarnRule, number>()
  const other = rules.earn.find((rule) => rule.category === 'other')
  let bandSpend = 0
  let known = true
  for (const category of SPEND_CATEGORIES) {
    const spend = profile[category]
    if (spend === 0) continue
    const own = rules.earn.find((rule) => rule.category === category)
    if (own) byRule.set(own, (byRule.get(own) ?? 0) + spend)
    else if (rules.bands.length > 0) bandSpend += spend
    else if (other) byRule.set(other, (byRule.get(other) ?? 0) + spend)
    else {
      known = false
      unknowns.push({ key: 'rateOn', category })
    }
  }
  let monthly = 0
  for (const [rule, spend] of byRule) {
    if (rule.rate === null) {
      known = false
      unknowns.push({ key: 'rateOn', category: rule.category })
      continue
    }
    const units = unitsFor(spend, rule.rate, rule.per)
    if (rule.monthlyCap !== null && units > rule.monthlyCap) {
      notes.push({ key: 'categoryCap', category: rule.category, cap: capOf(rule.monthlyCap, rules) })
      monthly += rule.monthlyCap
    } else monthly += units
  }
  rules.bands.forEach((band, index) => {
    const upTo = rules.bands[index + 1]?.from ?? Number.POSITIVE_INFINITY
    const inBand = Math.max(0, Math.min(bandSpend, upTo) - band.from)
    monthly += unitsFor(inBand, band.rate, 1)
  })
  if (!known) return { units: null, aed: null }
  if (rules.monthlyCap !== null && monthly > rules.monthlyCap) {
    notes.push({ key: 'rewardsCap', cap: capOf(rules.monthlyCap, rules) })
    monthly = rules.monthlyCap
  }
  const units = monthly * 12
  if (cashback) return { units, aed: units }
  if (rules.unitValueAed === null || !confirmed(card, 'pointValue')) {
    unknowns.push({ key: 'unitValue', unit: plural(rules.unitName).replace(/s$/, '') })
    return { units, aed: null }
  }
  return { units, aed: units * rules.unitValueAed }
}

const capOf = (amount: number, rules: RewardRules): RewardsCap => ({
  amount,
  unit: rules.programme === 'cashback' ? null : plural(rules.unitName),
})

/** What the visitor told us that decides which of a card's conditional fees applies. */
export type ValueAnswers = {
  /** Will they transfer their salary to the card's bank? null: not asked or not sure. */
  salaryTransfer?: boolean | null
}

/** The fee option the visitor's answer selects, if the bank prints one for it. */
function chosenOption(fees: CardFees, answers: ValueAnswers): FeeOption | null {
  if (answers.salaryTransfer === undefined || answers.salaryTransfer === null) return null
  const wanted = answers.salaryTransfer ? 'required' : 'not-required'
  return (fees.options ?? []).find((option) => option.salaryTransfer === wanted) ?? null
}

function feesFor(card: ValuedCard, unknowns: ValueReason[], notes: ValueReason[], answers: ValueAnswers) {
  const { fees } = card
  const vat = fees.vat === 'excluded' ? 1 + VAT_RATE : 1
  if (fees.vat === 'unknown') notes.push({ key: 'vatUnknown' })
  const feeConfirmed = confirmed(card, 'annualFee')
  const option = feeConfirmed ? chosenOption(fees, answers) : null
  const annual = option ? option.amount * vat : fees.annualFee !== null && feeConfirmed ? fees.annualFee * vat : null
  if (annual === null) unknowns.push({ key: 'annualFee' })
  if (option) notes.push({ key: 'countedAt', option, vat: fees.vat })
  else if (feeConfirmed) for (const other of fees.options ?? []) notes.push({ key: 'notCounted', option: other, vat: fees.vat })
  let first: number | null
  if (fees.firstYearFree) {
    first = 0
    notes.push({ key: 'firstYearFree', condition: fees.firstYearCondition?.trim() || null })
  } else if (fees.joiningFee !== null && !option) first = confirmed(card, 'joiningFee') ? fees.joiningFee * vat : null
  else first = annual
  if (first === null && annual !== null) unknowns.push({ key: 'firstYearFee' })
  if (fees.spendWaiver) notes.push({ key: 'waiverNotCounted', waiver: fees.spendWaiver })
  return { first, annual }
}

function fxFor(card: ValuedCard, profile: SpendProfile, unknowns: ValueReason[], notes: ValueReason[]) {
  if (profile.international === 0) return 0
  const fee = card.fees.fxFee ?? null
  if (fee === null || !confirmed(card, 'fxFee')) {
    unknowns.push({ key: 'fxFee' })
    return null
  }
  if (card.fees.fxFeeNote) notes.push({ key: 'fxCounted', fee, note: card.fees.fxFeeNote })
  return (profile.international * 12 * fee) / 100
}

const net = (rewards: number | null, fee: number | null, fx: number | null) =>
  rewards === null || fee === null || fx === null ? null : rewards - fee - fx

/** A card's yearly rewards, fees and net value in AED for a month's spending. */
export function cardValue(card: ValuedCard, profile: SpendProfile, answers: ValueAnswers = {}): CardValue {
  const unknowns: ValueReason[] = []
  const notes: ValueReason[] = []
  const rewards = rewardsFor(card, profile, unknowns, notes)
  const fees = feesFor(card, unknowns, notes, answers)
  const fx = fxFor(card, profile, unknowns, notes)
  return {
    yearlyUnits: rewards.units,
    unitName: card.rewards?.programme === 'cashback' ? 'AED' : (card.rewards?.unitName ?? null),
    yearlyRewards: rewards.aed,
    firstYearFee: fees.first,
    ongoingFee: fees.annual,
    yearlyFxCost: fx,
    netFirstYear: net(rewards.aed, fees.first, fx),
    netOngoing: net(rewards.aed, fees.annual, fx),
    unknowns,
    notes,
  }
}

const nullsLast = (a: number | null, b: number | null, ascending: boolean) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : ascending ? a - b : b - a

/**
 * Best first: cards whose net value is known, by the net of a usual year (year two on, since a
 * waiver lasts one year) and then year one; then the cards whose value is unknown, by their
 * known annual fee, lowest first. Ties end on the id so the order never shuffles.
 */
export function rankByValue<T extends ValuedCard>(
  cards: readonly T[],
  profile: SpendProfile,
  answers: ValueAnswers = {},
): { card: T; value: CardValue }[] {
  return cards
    .map((card) => ({ card, value: cardValue(card, profile, answers) }))
    .sort(
      (a, b) =>
        nullsLast(a.value.netOngoing, b.value.netOngoing, false) ||
        nullsLast(a.value.netFirstYear, b.value.netFirstYear, false) ||
        nullsLast(a.value.ongoingFee, b.value.ongoingFee, true) ||
        a.card.id - b.card.id,
    )
}

/**
 * One line in AED saying why a card ranks where it does, in `locale` (the assistant's catalogue,
 * docs/decisions/034): the card finder shows it in English, the assistant in the answer's language.
 */
export function valueReason(value: CardValue, locale: Locale = 'en'): string {
  const m = (locale === 'ar' ? arAssistant : enAssistant).value
  const f = formatsFor(locale)
  const amount = (n: number) => f.aed(Math.round(n))
  const signed = (n: number) => (n < 0 ? `−${amount(-n)}` : amount(n))
  const fee =
    value.ongoingFee === null ? m.feeUnknown : value.ongoingFee === 0 ? m.noFee : fill(m.fee, { amount: amount(value.ongoingFee) })
  const fx = value.yearlyFxCost ? fill(m.fx, { amount: amount(value.yearlyFxCost) }) : ''
  if (value.netOngoing !== null && value.yearlyRewards !== null) {
    const firstYear =
      value.netFirstYear !== null && value.netFirstYear !== value.netOngoing
        ? fill(m.firstYear, { amount: signed(value.netFirstYear) })
        : ''
    return fill(m.net, { rewards: amount(value.yearlyRewards), fee, fx, net: signed(value.netOngoing), firstYear })
  }
  if (value.yearlyRewards !== null) return fill(m.netUnknown, { rewards: amount(value.yearlyRewards), fee })
  if (value.yearlyUnits !== null && value.unitName)
    return fill(m.units, { units: f.number(Math.round(value.yearlyUnits)), unit: value.unitName, fee })
  // A sentence that starts with the fee starts with a capital in English.
  return fill(m.unknown, { fee: `${fee[0]!.toUpperCase()}${fee.slice(1)}` })
}
