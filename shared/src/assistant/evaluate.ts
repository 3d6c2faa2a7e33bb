// The assistant's evaluation (`npm run eval:assistant`, tests/eval/assistant.json): each
// question with the constraints its answer must satisfy, checked against the catalogue's own
// data with rules written apart from the engine's, so a mistake in one is caught by the other.

import { CBUAE_MIN_MONTHLY_INCOME } from '../constants'
import { catalogueFeeClass } from '../catalogue'
import type { CreditCard } from '../contract'
import { cardPath } from '../rules'
import type { AssistantAnswer, AssistantAnswerKind, AssistantCatalogue } from './answer-types'
import type { RewardKind } from './read-request'
import type { SpendCategory } from '../card-value'

export interface EvalExpectation {
  kind?: AssistantAnswerKind
  /** Every card named is open to this monthly salary (and the salary is what was read). */
  salary?: number
  fee?: 'free' | 'first-year' | { max: number }
  /** The answer read these spend categories (at least). */
  categories?: SpendCategory[]
  /** Every card named is from one of these banks (catalogue names). */
  bank?: string[]
  /** No card named is from these banks. */
  notBank?: string[]
  /** true: every card is Islamic; false: none is. */
  islamic?: boolean
  rewards?: RewardKind
  /** Every card named is a travel card (Travel type or miles). */
  travel?: boolean
  /** Every card named has airport lounge access. */
  lounge?: boolean
  minCards?: number
  maxCards?: number
  /** Phrases the answer's text must contain (case-insensitive). */
  mentions?: string[]
}

export interface EvalCase {
  id: string
  question: string
  /** Earlier messages of the visitor, oldest first. */
  history?: string[]
  expect: EvalExpectation
}

export interface EvalContext {
  catalogue: AssistantCatalogue
  /** Every card, listed or not: a card named must be one of the listed ones. */
  allCards: readonly CreditCard[]
}

const typeIds = (ctx: EvalContext, pattern: RegExp) => ctx.catalogue.cardTypes.filter((t) => pattern.test(t.name)).map((t) => t.id)
const featureIds = (ctx: EvalContext, pattern: RegExp) => ctx.catalogue.features.filter((f) => pattern.test(f.name)).map((f) => f.id)
const has = (ids: readonly number[], wanted: readonly number[]) => ids.some((id) => wanted.includes(id))

/** The failures of one answer, in words; empty when it satisfies every constraint. */
export function checkAnswer(answer: AssistantAnswer, expectation: EvalExpectation, ctx: EvalContext): string[] {
  const failures: string[] = []
  const fail = (message: string) => failures.push(message)
  const listed = new Map(ctx.catalogue.cards.map((card) => [card.id, card]))
  const bankId = (name: string) => ctx.catalogue.banks.find((b) => b.name === name)?.id

  if (expectation.kind && answer.kind !== expectation.kind) fail(`answer is "${answer.kind}", expected "${expectation.kind}"`)
  if (expectation.minCards !== undefined && answer.cards.length < expectation.minCards) fail(`${answer.cards.length} cards, expected at least ${expectation.minCards}`)
  if (expectation.maxCards !== undefined && answer.cards.length > expectation.maxCards) fail(`${answer.cards.length} cards, expected at most ${expectation.maxCards}`)
  if (answer.kind !== 'recommendations' && answer.cards.length > 0) fail(`a "${answer.kind}" answer names cards`)
  if (expectation.salary !== undefined && answer.understood.salary !== expectation.salary) fail(`read salary ${answer.understood.salary}, expected ${expectation.salary}`)
  for (const category of expectation.categories ?? []) {
    if (!answer.understood.categories.includes(category)) fail(`did not read the category ${category}`)
  }
  for (const phrase of expectation.mentions ?? []) {
    if (!answer.text.toLowerCase().includes(phrase.toLowerCase())) fail(`text does not mention "${phrase}"`)
  }

  const seen = new Set<number>()
  for (const named of answer.cards) {
    const card = listed.get(named.id)
    const label = `"${named.name}"`
    if (!card) {
      fail(`${label} is ${ctx.allCards.some((c) => c.id === named.id) ? 'not listed' : 'not in the catalogue'}`)
      continue
    }
    if (seen.has(card.id)) fail(`${label} is named twice`)
    seen.add(card.id)
    if (card.name !== named.name) fail(`${label} is called "${card.name}" in the catalogue`)
    if (named.path !== cardPath(card)) fail(`${label} links to ${named.path}, not its card page ${cardPath(card)}`)
    if (!named.reason.trim()) fail(`${label} has no reason`)

    // Eligible by the salary read: the Central Bank's floor and the card's own minimum.
    const salary = answer.understood.salary
    if (salary === null) fail(`${label} named without a salary`)
    else {
      if (salary < CBUAE_MIN_MONTHLY_INCOME) fail(`${label} named for a salary below the Central Bank's floor`)
      if (card.minimumSalary !== null && card.minimumSalary > salary) fail(`${label} needs AED ${card.minimumSalary}, above the salary AED ${salary}`)
    }
    if (expectation.salary !== undefined && card.minimumSalary !== null && card.minimumSalary > expectation.salary) fail(`${label} needs more than AED ${expectation.salary}`)

    const fee = expectation.fee
    const feeClass = catalogueFeeClass(card)
    if (fee === 'free' && feeClass !== 'free') fail(`${label} has an annual fee (${card.annualFee ?? 'not confirmed'})`)
    if (fee === 'first-year' && feeClass !== 'free' && feeClass !== 'first-year-free') fail(`${label} is not free in the first year`)
    if (typeof fee === 'object') {
      const amount = card.unverifiedFields.includes('annualFee') ? null : card.fees.annualFee
      if (amount === null || amount > fee.max) fail(`${label}'s annual fee (${amount ?? 'not confirmed'}) is not at most AED ${fee.max}`)
    }
    if (expectation.bank && !expectation.bank.some((name) => bankId(name) === card.bankId)) fail(`${label} is not from ${expectation.bank.join(' or ')}`)
    if (expectation.notBank?.some((name) => bankId(name) === card.bankId)) fail(`${label} is from a bank left out`)

    const islamic = card.rates.kind === 'profit' || has(card.cardTypeIds, typeIds(ctx, /islamic/i)) || has(card.featureIds, featureIds(ctx, /shari/i))
    if (expectation.islamic === true && !islamic) fail(`${label} is not Islamic`)
    if (expectation.islamic === false && islamic) fail(`${label} is Islamic`)
    if (expectation.rewards === 'cashback' && !(has(card.cardTypeIds, typeIds(ctx, /cashback/i)) || has(card.featureIds, featureIds(ctx, /cashback/i)))) fail(`${label} is not a cashback card`)
    if (expectation.rewards === 'miles' && !has(card.featureIds, featureIds(ctx, /miles/i))) fail(`${label} does not earn miles`)
    if (expectation.rewards === 'points' && !has(card.featureIds, featureIds(ctx, /points/i))) fail(`${label} does not earn points`)
    if (expectation.travel && !(has(card.cardTypeIds, typeIds(ctx, /travel/i)) || has(card.featureIds, featureIds(ctx, /miles/i)))) fail(`${label} is not a travel card`)
    if (expectation.lounge && !has(card.featureIds, featureIds(ctx, /lounge/i))) fail(`${label} has no confirmed lounge access`)
  }
  return failures
}
