// The Card Finder quiz (spec §2 Quiz dialog: spending habits, income and preferences,
// recommendations; docs/decisions/014): the eligible cards, ranked by their value in AED for the
// way the person spends (card-value.ts), each with one line saying why.
import type { CatalogueKeys } from './catalogue-keys'
import { filterCatalogue, SALARY_FILTER_MAX, type CatalogueCard, type FeeFilter } from './catalogue'
import {
  rankByValue,
  SPEND_CATEGORIES,
  typicalProfile,
  valueReason,
  type CardValue,
  type SpendCategory,
  type SpendProfile,
  type ValuedCard,
} from './card-value'
import type { CreditCard } from './contract'
import type { Locale } from './locale'
import { parsePositiveInt } from './ids'
import { formatAed } from './money'
import en from './i18n/en/card'
import { z } from './zod'

export const BANKING_CHOICES = ['any', 'islamic', 'conventional'] as const
export type Banking = (typeof BANKING_CHOICES)[number]
export const BANKING_LABELS: Record<Banking, string> = {
  any: en.finder.banking.any,
  islamic: en.finder.banking.islamic,
  conventional: en.finder.banking.conventional,
}

/** Whether the person will move their salary to the card's bank: some banks charge another fee without it. */
export const SALARY_TRANSFER_CHOICES = ['not-sure', 'yes', 'no'] as const
export type SalaryTransferAnswer = (typeof SALARY_TRANSFER_CHOICES)[number]
export const SALARY_TRANSFER_LABELS: Record<SalaryTransferAnswer, string> = {
  'not-sure': en.finder.salaryTransfer['not-sure'],
  yes: en.finder.salaryTransfer.yes,
  no: en.finder.salaryTransfer.no,
}

/** The answer as the value function takes it (null: count the bank's headline fee). */
export const salaryTransferAnswer = (answer: SalaryTransferAnswer): boolean | null =>
  answer === 'yes' ? true : answer === 'no' ? false : null

/** The monthly card spend a quiz answer may give, in AED. */
export const FINDER_SPEND_MAX = 1_000_000

export interface FinderAnswers {
  /** AED spent by card in a month. */
  monthlySpend: number
  /** Where most of it goes (may be empty: a typical split). */
  categories: SpendCategory[]
  salary: number
  banking: Banking
  fee: FeeFilter | null
  /** Decides which fee counts where a bank prints one with and one without a salary transfer. */
  salaryTransfer: SalaryTransferAnswer
}

export const FINDER_RESULTS = 5

/** What the quiz says beside a field it cannot use (with or without JavaScript: finderFormSchema). */
export const FINDER_MESSAGES = {
  spendRequired: 'Please enter about how much you spend by card a month',
  spendInvalid: 'Please enter your monthly card spending as a whole number in AED, like 5,000',
  spendTooLarge: `Please enter a monthly card spending of at most ${formatAed(FINDER_SPEND_MAX)}`,
  salaryRequired: 'Please enter your monthly salary',
  salaryInvalid: 'Please enter your monthly salary as a whole number in AED, like 12,000',
  salaryTooLarge: `Please enter a monthly salary of at most ${formatAed(SALARY_FILTER_MAX)}`,
} as const

/** A whole number of AED above 0, as typed (thousands separators allowed), with the field's messages. */
const wholeAed = (messages: { required: string; invalid: string; tooLarge: string }, max: number) =>
  z.string({ error: messages.required }).transform((text, ctx) => {
    const compact = text.trim().replace(/[,\s]/g, '')
    const amount = parsePositiveInt(compact)
    const message = compact === '' ? messages.required : amount === null ? messages.invalid : amount > max ? messages.tooLarge : null
    if (message === null) return amount as number
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  })

/**
 * The quiz form, one schema for the browser (react-hook-form) and the action (the authority):
 * the spend and the salary are required whole amounts; the categories, banking and fee are
 * choices, so an unknown one is ignored rather than refused. Its output is the answers.
 */
export const finderFormSchema = z
  .object({
    spend: wholeAed(
      { required: FINDER_MESSAGES.spendRequired, invalid: FINDER_MESSAGES.spendInvalid, tooLarge: FINDER_MESSAGES.spendTooLarge },
      FINDER_SPEND_MAX,
    ),
    category: z.array(z.string()),
    salary: wholeAed(
      { required: FINDER_MESSAGES.salaryRequired, invalid: FINDER_MESSAGES.salaryInvalid, tooLarge: FINDER_MESSAGES.salaryTooLarge },
      SALARY_FILTER_MAX,
    ),
    banking: z.string(),
    fee: z.string(),
    salaryTransfer: z.string(),
  })
  .transform((form): FinderAnswers => ({
    monthlySpend: form.spend,
    categories: SPEND_CATEGORIES.filter((category) => form.category.includes(category)),
    salary: form.salary,
    banking: (BANKING_CHOICES as readonly unknown[]).includes(form.banking) ? (form.banking as Banking) : 'any',
    fee: form.fee === 'free' || form.fee === 'first-year' ? form.fee : null,
    salaryTransfer: (SALARY_TRANSFER_CHOICES as readonly unknown[]).includes(form.salaryTransfer)
      ? (form.salaryTransfer as SalaryTransferAnswer)
      : 'not-sure',
  }))
export type FinderFormInput = z.input<typeof finderFormSchema>

/** URLSearchParams or FormData: only their string values are read. */
type QueryLike = { get(name: string): unknown; getAll(name: string): unknown[] }

/** The quiz's fields as a query string or a posted form holds them. */
export function finderFormValues(query: QueryLike): FinderFormInput {
  const text = (name: string) => {
    const value = query.get(name)
    return typeof value === 'string' ? value.slice(0, 40) : ''
  }
  return {
    spend: text('spend'),
    category: query
      .getAll('category')
      .filter((v): v is string => typeof v === 'string')
      .slice(0, SPEND_CATEGORIES.length),
    salary: text('salary'),
    banking: text('banking') || 'any',
    fee: text('fee') || 'any',
    salaryTransfer: text('salaryTransfer') || 'not-sure',
  }
}

/** Complete answers from a query string or a posted form, or null while any is missing or invalid. */
export function parseFinderAnswers(query: QueryLike): FinderAnswers | null {
  const parsed = finderFormSchema.safeParse(finderFormValues(query))
  return parsed.success ? parsed.data : null
}

/** The query string of a set of answers, so results can be bookmarked and prefilled. */
export function finderQuery(answers: FinderAnswers): string {
  const params = new URLSearchParams()
  params.set('spend', String(answers.monthlySpend))
  for (const category of answers.categories) params.append('category', category)
  params.set('salary', String(answers.salary))
  params.set('banking', answers.banking)
  params.set('fee', answers.fee ?? 'any')
  if (answers.salaryTransfer !== 'not-sure') params.set('salaryTransfer', answers.salaryTransfer)
  return params.toString()
}

/** Islamic cards charge a profit rate or carry the Islamic card type (`keys`: this catalogue's, docs/decisions/028). */
export function isIslamicCard(card: Pick<CreditCard, 'cardTypeIds' | 'rates'>, keys: Pick<CatalogueKeys, 'islamicCardType'>): boolean {
  return card.rates.kind === 'profit' || (keys.islamicCardType !== null && card.cardTypeIds.includes(keys.islamicCardType))
}

export type FinderCard = CatalogueCard & ValuedCard & Pick<CreditCard, 'rates' | 'isActive'>

/** Listed cards the person qualifies for: salary (with the Central Bank's floor), fee wish and banking. */
export function eligibleCards<T extends FinderCard>(
  cards: readonly T[],
  answers: Pick<FinderAnswers, 'salary' | 'banking' | 'fee'>,
  keys: CatalogueKeys,
): T[] {
  return filterCatalogue(cards, { cardType: null, bank: null, salary: answers.salary, fee: answers.fee }, keys).filter((card) => {
    if (!card.isActive) return false
    if (answers.banking === 'islamic') return isIslamicCard(card, keys)
    if (answers.banking === 'conventional') return !isIslamicCard(card, keys)
    return true
  })
}

export interface Recommendation<T> {
  card: T
  value: CardValue
  /** One line in AED. */
  reason: string
}

/** The best eligible cards for the answers, best first, each with its reason in `locale`. */
export function recommendCards<T extends FinderCard>(
  cards: readonly T[],
  answers: FinderAnswers,
  keys: CatalogueKeys,
  { limit = FINDER_RESULTS, locale = 'en' }: { limit?: number; locale?: Locale } = {},
): { profile: SpendProfile; eligible: number; picks: Recommendation<T>[] } {
  const profile = typicalProfile(answers.monthlySpend, answers.categories)
  const eligible = eligibleCards(cards, answers, keys)
  const picks = rankByValue(eligible, profile, { salaryTransfer: salaryTransferAnswer(answers.salaryTransfer) })
    .slice(0, limit)
    .map(({ card, value }) => ({ card, value, reason: valueReason(value, locale) }))
  return { profile, eligible: eligible.length, picks }
}
