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
import type { Locale } from '../locale'
import { cardPath } from '../slugs'
import { ASSISTANT_LIMITS, type AssistantAnswer, type AssistantCard, type AssistantCatalogue, type AssistantTurn } from './answer-types'
import { factsReader, type CardFacts } from './card-facts'
import { cardFactsAnswer, clarifyAnswer } from './card-answer'
import { nextContext, NO_CARD_CONTEXT, readCardTurn, type CardQuestion } from './card-question'
import { readConversation, saysAnything, type AssistantRequest } from './read-request'
import { belowFloor, followUp, helpAnswer, noMatch, understoodLine, type Candidate, type Filter, type Relaxable } from './replies'
import { answerLocale, speechFor, type Speech } from './speech'

export * from './answer-types'
export { SALARY_QUESTION, SALARY_REPLIES, STARTER_QUESTIONS, understoodLine } from './replies'
export { answerLocale, assistantTexts } from './speech'

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

/**
 * The annual fee as the card's data has it. In English, the CMS's own text; in Arabic, the
 * confirmed amount in Arabic (the CMS text has no Arabic yet), else "غير مؤكد" as the card page says.
 */
function feeFact(s: Speech, card: CreditCard, facts: CardFacts): string {
  const fee = feeView(card)
  const notConfirmed = s.locale === 'en' ? NOT_CONFIRMED : s.m.figures.notConfirmed
  if (fee.text === NOT_CONFIRMED) return notConfirmed
  if (s.locale === 'en') return fee.confirmed ? fee.text : s.fill(s.m.recommend.notConfirmed, { value: fee.text })
  const amount = card.fees.annualFee
  const text = facts.feeClass === 'free' ? s.m.recommend.noFee : amount === null ? null : s.f.aed(amount)
  if (text === null) return notConfirmed
  return fee.confirmed ? text : s.fill(s.m.recommend.notConfirmed, { value: text })
}

function cardFacts(s: Speech, card: CreditCard, facts: CardFacts): string[] {
  const { m, f } = s
  const rewards = card.rewardRate?.trim()
  const unconfirmed = (value: string, confirmed: boolean) => (confirmed ? value : s.fill(m.recommend.notConfirmed, { value }))
  return [
    s.fill(m.recommend.factFee, { value: feeFact(s, card, facts) }),
    s.fill(m.recommend.factSalary, {
      value: card.minimumSalary === null ? m.recommend.salaryUnpublished : unconfirmed(f.aed(card.minimumSalary), salaryConfirmed(card)),
    }),
    // The rewards as the card page shows them: spec §5's words in the language, the bank's own in English for now.
    s.fill(m.recommend.factRewards, {
      value: rewards
        ? unconfirmed(s.rewards(rewardsDisplay(rewards, card.name)), sourceFor(card, 'rewardRate') !== null)
        : s.locale === 'en'
          ? NOT_CONFIRMED
          : m.figures.notConfirmed,
    }),
    ...(facts.islamic ? [m.recommend.factIslamic] : []),
  ]
}

function whyLine(s: Speech, value: CardValue, facts: CardFacts, request: AssistantRequest): string {
  const { m } = s
  const matches: string[] = []
  if (request.rewards && request.rewards !== 'any' && facts.rewardKinds.includes(request.rewards))
    matches.push(s.fill(m.recommend.earns, { kind: m.words.rewards[request.rewards] }))
  if (request.fee?.kind === 'free' && facts.feeClass === 'free') matches.push(m.recommend.noFee)
  if (request.fee?.kind === 'first-year') matches.push(facts.feeClass === 'free' ? m.recommend.noFee : m.recommend.firstYearFree)
  if (request.banking === 'islamic' && facts.islamic) matches.push(m.recommend.islamic)
  if (request.lounge === true && facts.lounge) matches.push(m.recommend.lounge)
  if (request.travel && facts.travel && request.lounge !== true) matches.push(m.recommend.travelCard)
  const reason = valueReason(value, s.locale).trim().replace(/\.$/, '')
  return matches.length
    ? s.fill(m.recommend.why, { reason, matches: matches.join(m.words.separator) })
    : s.fill(m.recommend.whyPlain, { reason })
}

/** Blanks where a card was named, so "Is the Mashreq Cashback worth it?" is not a wish for Mashreq cards. */
const blankSpans = (text: string, spans: readonly { start: number; end: number }[]) =>
  spans.reduce(
    (rest, { start, end }) => rest.slice(0, start) + ' '.repeat(Math.max(0, Math.min(end, rest.length) - start)) + rest.slice(end),
    text,
  )

/**
 * The answer to `message` after `history`. Only the visitor's own messages are read: the
 * assistant's earlier replies come from the browser and are not trusted for anything.
 * A question about a named card is answered from its data (decision 021); its words are no
 * wish for the recommendations that may follow. The answer is in the language of the question
 * (`page`: the language of the page it was asked on, for a message without letters; speech.ts).
 */
export function answerQuestion(
  message: string,
  history: readonly AssistantTurn[],
  catalogue: AssistantCatalogue,
  page: Locale = 'en',
): AssistantAnswer {
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content)
  const s = speechFor(answerLocale(message, earlier, page))
  const turns = [...earlier, message]
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
      said.push(blankSpans(turn.text, turn.spans))
    } else focus = null
  }
  if (last?.intent === 'facts') return cardFactsAnswer(s, last, catalogue)
  if (last?.intent === 'clarify') return clarifyAnswer(s, last, catalogue)

  const { m, f } = s
  const request = readConversation(said, catalogue.banks)
  if (!saysAnything(request) && !focus) return helpAnswer(s, request)
  if (request.salary === null) return followUp(s, request, catalogue, focus ? s.fill(m.salary.worth, { card: s.card(focus.name) }) : null)
  const salary = request.salary
  if (salary < CBUAE_MIN_MONTHLY_INCOME) return belowFloor(s, request, catalogue)

  const read = factsReader(catalogue)
  const pool: Candidate[] = eligible(catalogue.cards, salary, request.excludedBankIds, feeFeatureIds(catalogue.features)).map((card) => ({
    card,
    facts: read(card),
  }))
  const filters = constraints(request)
  let picks = pool.filter((c) => Object.values(filters).every((f) => f(c)))
  if (picks.length === 0) return noMatch(s, request, catalogue, pool, filters)

  // Travel is a wish, not a rule: travel cards first when there are any.
  const notes: string[] = []
  if (request.travel && request.lounge !== true) {
    const travel = picks.filter((c) => c.facts.travel)
    if (travel.length > 0) picks = travel
    else notes.push(m.recommend.noTravel)
  }
  if (request.unlistedBanks.length > 0) notes.push(s.fill(m.recommend.unlisted, { banks: s.list(request.unlistedBanks.map(s.bank)) }))

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
      reason: whyLine(s, value, facts, request),
      facts: cardFacts(s, plain, facts),
    }
  })

  const emphasis = request.categories.length
    ? s.fill(m.recommend.emphasis, { categories: s.list(request.categories.map((c) => m.words.categories[c])) })
    : ''
  const shown = Math.min(everyRanked.length, ASSISTANT_LIMITS.results)
  const intro = s.fill(m.recommend.intro, {
    fits: s.count(m.recommend, 'fits', shown),
    salary: f.aed(salary),
    bestOf: picks.length > shown ? s.count(m.recommend, 'bestOf', picks.length) : '',
    spend: f.aed(spend),
    emphasis,
  })
  const paragraphs = [
    understoodLine(s, request, catalogue),
    intro,
    ...notes,
    focus ? worthLine(s, focus, focusAt, everyRanked.length, profile, salary, everyRanked[focusAt]?.value ?? null) : '',
    // The figures' provenance is said on the page and on each card ("not confirmed"), not repeated here.
    assumed ? s.fill(m.recommend.assumed, { amount: f.aed(spend) }) : '',
  ]
  return {
    kind: 'recommendations',
    locale: s.locale,
    text: paragraphs.filter(Boolean).join('\n\n'),
    cards,
    suggestions: nextSuggestions(s, request),
    understood: request,
    profile,
  }
}

/** Where the card whose worth was asked stands among the cards that fit, in AED. */
function worthLine(
  s: Speech,
  card: CreditCard,
  at: number,
  of: number,
  profile: SpendProfile,
  salary: number,
  value: CardValue | null,
): string {
  const { m } = s
  const asked = s.fill(m.recommend.worthAsked, { card: s.card(card.name) })
  // A rank among cards whose value is unknown says nothing, so it is given only with a value.
  if (value)
    return s.fill(m.recommend.worthRanked, {
      asked,
      value: `${valueReason(value, s.locale)}${value.netOngoing !== null ? s.fill(m.recommend.worthRank, { at: at + 1, of }) : ''}`,
    })
  const own = valueReason(cardValue(card, profile), s.locale)
  if (card.minimumSalary !== null && card.minimumSalary > salary)
    return s.fill(m.recommend.worthNeedsSalary, { asked, amount: s.f.aed(card.minimumSalary), value: own })
  return s.fill(m.recommend.worthNotRanked, { asked, value: own })
}

/** What to ask next: each is sent back as a message and read as the wish it names (engine.test.ts). */
function nextSuggestions(s: Speech, request: AssistantRequest): string[] {
  const out: string[] = []
  if (request.fee === null) out.push(s.m.next.noFee)
  if (request.banking === null) out.push(s.m.next.islamic)
  if (request.monthlySpend === null && Object.keys(request.categorySpend).length === 0) out.push(s.m.next.spend)
  if (request.rewards === null) out.push(s.m.next.cashback)
  return out.slice(0, 3)
}
