// The assistant's offline engine (docs/decisions/018): reads the conversation, keeps only the
// listed cards the visitor is eligible for, ranks them with the shared value function and
// explains each pick in dirhams. Every card it names comes from the catalogue it is given;
// every figure it quotes is the card's own data, and an unconfirmed one is said to be so.

import { feeFeatureIds, type FeeFeatureIds } from '../catalogue-keys'
import { CBUAE_MIN_MONTHLY_INCOME } from '../uae-card-facts'
import { feeView, NOT_CONFIRMED, salaryConfirmed, sourceFor } from '../card-data'
import { filterCatalogue } from '../catalogue'
import {
  cardValue,
  rankByValue,
  spendProfile,
  typicalProfile,
  valueReason,
  type CardValue,
  type SpendCategory,
  type SpendProfile,
} from '../card-value'
import type { CreditCard } from '../contract'
import { rewardsDisplay } from '../card-display'
import { formatAed } from '../money'
import { cardPath } from '../slugs'
import { ASSISTANT_LIMITS, type AssistantAnswer, type AssistantCard, type AssistantCatalogue, type AssistantTurn } from './answer-types'
import { factsReader, REWARD_KIND_LABELS, type CardFacts } from './card-facts'
import { cardFactsAnswer, clarifyAnswer, nextContext, NO_CARD_CONTEXT, readCardTurn, type CardQuestion } from './card-question'
import { cleanText, readConversation, saysAnything, type AssistantRequest } from './read-request'
import {
  belowFloor,
  CATEGORY_WORDS,
  followUp,
  helpAnswer,
  list,
  noMatch,
  understoodLine,
  type Candidate,
  type Filter,
  type Relaxable,
} from './replies'

export * from './answer-types'
export { SALARY_QUESTION, SALARY_REPLIES, STARTER_QUESTIONS, understoodLine } from './replies'

/** Card spend assumed when none is stated: a share of the salary (documented in the answer). */
export const ASSUMED_SPEND_SHARE = 0.3

export function assumedMonthlySpend(salary: number): number {
  return Math.max(1000, Math.round((salary * ASSUMED_SPEND_SHARE) / 500) * 500)
}

// --- Filters ---

/** The hard constraints, each by name, so a failed search can say which one to relax. */
function constraints(request: AssistantRequest): Partial<Record<Relaxable, Filter>> {
  const out: Partial<Record<Relaxable, Filter>> = {}
  const fee = request.fee
  if (fee && fee.kind !== 'any') {
    out.fee = ({ facts }) => {
      if (fee.kind === 'free') return facts.feeClass === 'free'
      if (fee.kind === 'first-year') return facts.feeClass === 'free' || facts.feeClass === 'first-year-free'
      // A fee no document confirms cannot be said to be under the cap.
      return facts.ongoingFee !== null && facts.ongoingFee <= fee.max
    }
  }
  if (request.bankIds.length > 0 || request.unlistedBanks.length > 0)
    out.bank = ({ card }) => card.bankId !== null && request.bankIds.includes(card.bankId)
  if (request.banking === 'islamic') out.banking = ({ facts }) => facts.islamic
  if (request.banking === 'conventional') out.banking = ({ facts }) => !facts.islamic
  const rewards = request.rewards
  if (rewards && rewards !== 'any') out.rewards = ({ facts }) => facts.rewardKinds.includes(rewards)
  if (request.lounge === true) out.lounge = ({ facts }) => facts.lounge
  return out
}

/** Eligible by the stated salary: the Central Bank's floor and the card's own minimum (filterCatalogue's rule). */
function eligible(cards: readonly CreditCard[], salary: number, excludedBankIds: readonly number[], fees: FeeFeatureIds): CreditCard[] {
  return filterCatalogue(cards, { cardType: null, bank: null, salary, fee: null }, fees).filter(
    (card) => card.bankId === null || !excludedBankIds.includes(card.bankId),
  )
}

// --- Recommendations ---

function profileFor(request: AssistantRequest, salary: number): { profile: SpendProfile; spend: number; assumed: boolean } {
  const stated = Object.values(request.categorySpend).reduce((a, b) => a + (b ?? 0), 0)
  const assumed = request.monthlySpend === null && stated === 0
  const spend = request.monthlySpend ?? (stated > 0 ? stated : assumedMonthlySpend(salary))
  const emphasis: SpendCategory[] = [...request.categories]
  if (request.travel && !emphasis.includes('travel')) emphasis.push('travel')
  if (stated === 0) return { profile: typicalProfile(spend, emphasis), spend, assumed }
  // Stated category amounts as given; the rest of the total spread the typical way.
  const rest = typicalProfile(Math.max(spend - stated, 0), emphasis)
  const profile = spendProfile(
    Object.fromEntries(Object.entries(rest).map(([c, v]) => [c, v + (request.categorySpend[c as SpendCategory] ?? 0)])),
  )
  return { profile, spend: Math.max(spend, stated), assumed }
}

function cardFacts(card: CreditCard, facts: CardFacts): string[] {
  const fee = feeView(card)
  const rewards = card.rewardRate?.trim()
  return [
    `Annual fee: ${fee.text === NOT_CONFIRMED ? NOT_CONFIRMED : fee.confirmed ? fee.text : `${fee.text} (not confirmed)`}`,
    `Minimum salary: ${card.minimumSalary === null ? 'not published by the bank (check with the bank)' : `${formatAed(card.minimumSalary)}${salaryConfirmed(card) ? '' : ' (not confirmed)'}`}`,
    `Rewards: ${rewards ? `${rewardsDisplay(rewards, card.name)}${sourceFor(card, 'rewardRate') ? '' : ' (not confirmed)'}` : NOT_CONFIRMED}`,
    ...(facts.islamic ? ['Islamic (Sharia-compliant): profit rate instead of interest'] : []),
  ]
}

function whyLine(value: CardValue, facts: CardFacts, request: AssistantRequest): string {
  const matches: string[] = []
  if (request.rewards && request.rewards !== 'any' && facts.rewardKinds.includes(request.rewards))
    matches.push(`earns ${REWARD_KIND_LABELS[request.rewards]}`)
  if (request.fee?.kind === 'free' && facts.feeClass === 'free') matches.push('no annual fee')
  if (request.fee?.kind === 'first-year') matches.push(facts.feeClass === 'free' ? 'no annual fee' : 'first year free')
  if (request.banking === 'islamic' && facts.islamic) matches.push('Islamic')
  if (request.lounge === true && facts.lounge) matches.push('airport lounge access')
  if (request.travel && facts.travel && request.lounge !== true) matches.push('a travel card')
  const reason = valueReason(value).trim().replace(/\.$/, '')
  return matches.length ? `${reason}; ${matches.join(', ')}.` : `${reason}.`
}

/** Blanks where a card was named, so "Is the Mashreq Cashback worth it?" is not a wish for Mashreq cards. */
const blankSpans = (text: string, spans: readonly { start: number; end: number }[]) =>
  spans.reduce(
    (rest, { start, end }) => rest.slice(0, start) + ' '.repeat(Math.max(0, Math.min(end, rest.length) - start)) + rest.slice(end),
    cleanText(text),
  )

/**
 * The answer to `message` after `history`. Only the visitor's own messages are read: the
 * assistant's earlier replies come from the browser and are not trusted for anything.
 * A question about a named card is answered from its data (decision 021); its words are no
 * wish for the recommendations that may follow.
 */
export function answerQuestion(message: string, history: readonly AssistantTurn[], catalogue: AssistantCatalogue): AssistantAnswer {
  const turns = [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message]
  const said: string[] = []
  let context = NO_CARD_CONTEXT
  let last: CardQuestion | null = null
  /** The card whose worth was asked, to place among the recommendations. */
  let focus: CreditCard | null = null
  for (const text of turns) {
    const turn = readCardTurn(text, catalogue, context)
    context = nextContext(context, turn.question)
    last = turn.question
    if (!turn.question) said.push(text)
    else if (turn.question.intent === 'worth') {
      focus = turn.question.card
      said.push(blankSpans(text, turn.spans))
    } else focus = null
  }
  if (last?.intent === 'facts') return cardFactsAnswer(last, catalogue)
  if (last?.intent === 'clarify') return clarifyAnswer(last, catalogue)

  const request = readConversation(said, catalogue.banks)
  if (!saysAnything(request) && !focus) return helpAnswer(request)
  if (request.salary === null)
    return followUp(
      request,
      catalogue,
      focus
        ? `To see whether the ${focus.name} is worth it, I compare what it would return on your spending with the other cards you can get.`
        : null,
    )
  const salary = request.salary
  if (salary < CBUAE_MIN_MONTHLY_INCOME) return belowFloor(request, catalogue)

  const read = factsReader(catalogue)
  const pool: Candidate[] = eligible(catalogue.cards, salary, request.excludedBankIds, feeFeatureIds(catalogue.features)).map((card) => ({
    card,
    facts: read(card),
  }))
  const filters = constraints(request)
  let picks = pool.filter((c) => Object.values(filters).every((f) => f(c)))
  if (picks.length === 0) return noMatch(request, catalogue, pool, filters)

  // Travel is a wish, not a rule: travel cards first when there are any.
  const notes: string[] = []
  if (request.travel && request.lounge !== true) {
    const travel = picks.filter((c) => c.facts.travel)
    if (travel.length > 0) picks = travel
    else notes.push('None of the cards that fit is a travel card, so these are the best of the rest.')
  }
  if (request.unlistedBanks.length > 0) notes.push(`We do not list any ${list(request.unlistedBanks)} card at the moment.`)

  const { profile, spend, assumed } = profileFor(request, salary)
  const everyRanked = rankByValue(
    picks.map((c) => ({ ...c.card, facts: c.facts })),
    profile,
  )
  const ranked = everyRanked.slice(0, ASSISTANT_LIMITS.results)
  const focusAt = focus ? everyRanked.findIndex((r) => r.card.id === focus!.id) : -1
  // The card asked about is shown too when it fits but ranks below the first three.
  if (focusAt >= ASSISTANT_LIMITS.results) ranked.push(everyRanked[focusAt]!)
  const bankName = (id: number | null) => catalogue.banks.find((b) => b.id === id)?.name ?? null
  const cards = ranked.map(({ card, value }): AssistantCard => {
    const { facts, ...plain } = card
    return {
      id: plain.id,
      name: plain.name,
      bankName: bankName(plain.bankId),
      path: cardPath(plain),
      reason: whyLine(value, facts, request),
      facts: cardFacts(plain, facts),
    }
  })

  const emphasis = request.categories.length ? ` with ${list(request.categories.map((c) => CATEGORY_WORDS[c]))} weighted up` : ''
  const shown = Math.min(everyRanked.length, ASSISTANT_LIMITS.results)
  const intro = `${shown === 1 ? 'This card fits' : `These ${shown} cards fit`} a salary of ${formatAed(salary)} a month${picks.length > shown ? `, the best of ${picks.length} that do` : ''}, ranked by what they would return in a year less their fees for about ${formatAed(spend)} a month of spending${emphasis}.`
  const paragraphs = [
    understoodLine(request, catalogue),
    intro,
    ...notes,
    focus ? worthLine(focus, focusAt, everyRanked.length, profile, salary, everyRanked[focusAt]?.value ?? null) : '',
    // The figures' provenance is said on the page and on each card ("not confirmed"), not repeated here.
    assumed ? `I assumed you put about ${formatAed(spend)} a month on the card; tell me your monthly spend for a sharper estimate.` : '',
  ]
  return {
    kind: 'recommendations',
    text: paragraphs.filter(Boolean).join('\n\n'),
    cards,
    suggestions: nextSuggestions(request),
    understood: request,
    profile,
  }
}

/** Where the card whose worth was asked stands among the cards that fit, in AED. */
function worthLine(card: CreditCard, at: number, of: number, profile: SpendProfile, salary: number, value: CardValue | null): string {
  const asked = `You asked whether the ${card.name} is worth it`
  // A rank among cards whose value is unknown says nothing, so it is given only with a value.
  if (value) return `${asked}: ${valueReason(value)}${value.netOngoing !== null ? ` It ranks ${at + 1} of the ${of} cards that fit.` : ''}`
  const own = valueReason(cardValue(card, profile))
  if (card.minimumSalary !== null && card.minimumSalary > salary)
    return `${asked}: it needs a salary of at least ${formatAed(card.minimumSalary)} a month, so it is not among these. On your spending: ${own}`
  return `${asked}: it does not meet everything you asked for, so it is not ranked here. On your spending: ${own}`
}

function nextSuggestions(request: AssistantRequest): string[] {
  const out: string[] = []
  if (request.fee === null) out.push('Only cards with no annual fee')
  if (request.banking === null) out.push('Only Islamic cards')
  if (request.monthlySpend === null && Object.keys(request.categorySpend).length === 0) out.push('I spend AED 5,000 a month on my card')
  if (request.rewards === null) out.push('I prefer cashback')
  return out.slice(0, 3)
}
