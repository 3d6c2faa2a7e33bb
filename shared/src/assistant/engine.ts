// The assistant's offline engine (issue 12 item 4): reads the conversation, keeps only the
// listed cards the visitor is eligible for, ranks them with the shared value function and
// explains each pick in dirhams. Every card it names comes from the catalogue it is given;
// every figure it quotes is the card's own data, and an unconfirmed one is said to be so.

import { CBUAE_MIN_ANNUAL_INCOME, CBUAE_MIN_MONTHLY_INCOME } from '../constants'
import { feeView, NOT_CONFIRMED, salaryConfirmed, sourceFor } from '../card-data'
import { filterCatalogue } from '../catalogue'
import { rankByValue, spendProfile, typicalProfile, valueReason, type CardValue, type SpendCategory, type SpendProfile } from '../card-value'
import type { Bank, CardType, CreditCard, Feature } from '../contract'
import { cardPath, formatAed, rewardsDisplay } from '../rules'
import { factsReader, REWARD_KIND_LABELS, type CardFacts } from './card-facts'
import { readConversation, saysAnything, type AssistantRequest } from './read-request'

export const ASSISTANT_LIMITS = {
  /** Characters in one message. */
  messageMax: 1000,
  /** Earlier turns sent with a message (user and assistant together). */
  historyMax: 20,
  /** Characters of one earlier turn (assistant replies run longer than questions). */
  historyItemMax: 4000,
  /** Cards in one answer. */
  results: 3,
} as const

export interface AssistantTurn {
  role: 'user' | 'assistant'
  content: string
}

export interface AssistantCatalogue {
  /** The listed cards (what a guest may see). */
  cards: readonly CreditCard[]
  banks: readonly Pick<Bank, 'id' | 'name' | 'slug'>[]
  cardTypes: readonly Pick<CardType, 'id' | 'name'>[]
  features: readonly Pick<Feature, 'id' | 'name'>[]
}

export interface AssistantCard {
  id: number
  name: string
  bankName: string | null
  /** The card page (cardPath). */
  path: string
  /** One line: why this card, in AED where the value is known. */
  reason: string
  /** The figures quoted, each as the card data has it ("Not confirmed" when no document does). */
  facts: string[]
}

export type AssistantAnswerKind = 'recommendations' | 'follow-up' | 'no-match' | 'help'

export interface AssistantAnswer {
  kind: AssistantAnswerKind
  /** Paragraphs separated by a blank line; plain text, never HTML. */
  text: string
  cards: AssistantCard[]
  /** Messages the visitor may send next, offered as buttons. */
  suggestions: string[]
  /** What the conversation was read as. */
  understood: AssistantRequest
  /** The spend the ranking assumed, AED a month per category (recommendations only). */
  profile: SpendProfile | null
}

/** Suggested first questions, shown before the conversation starts. */
export const STARTER_QUESTIONS = [
  'Cashback card for AED 8,000 salary, no annual fee, I spend a lot on groceries',
  'Islamic card for a salary of AED 15,000, I travel a lot',
  'I earn 25k a month and spend 6,000 on my card, mostly dining and fuel',
  'Which card is best for online shopping and spending abroad?',
] as const

export const SALARY_QUESTION = 'What is your monthly salary in AED? Banks set a minimum salary for each card, so I need it to show only cards you can get.'
export const SALARY_REPLIES = ['My salary is AED 8,000', 'My salary is AED 15,000', 'My salary is AED 30,000'] as const

const RELAX_SUGGESTIONS = {
  fee: 'Any annual fee is fine',
  bank: 'Any bank is fine',
  banking: 'Islamic or conventional, either is fine',
  rewards: 'Any kind of rewards is fine',
  lounge: 'Lounge access is not needed',
} as const
type Relaxable = keyof typeof RELAX_SUGGESTIONS

/** Short category words for sentences ("spending on groceries, dining and fuel"). */
const CATEGORY_WORDS: Record<SpendCategory, string> = {
  groceries: 'groceries',
  dining: 'dining',
  fuel: 'fuel',
  travel: 'travel',
  online: 'online shopping',
  international: 'spending abroad',
  other: 'bills and other spending',
}

/** Card spend assumed when none is stated: a share of the salary (documented in the answer). */
export const ASSUMED_SPEND_SHARE = 0.3

export function assumedMonthlySpend(salary: number): number {
  return Math.max(1000, Math.round((salary * ASSUMED_SPEND_SHARE) / 500) * 500)
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const orList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`)

function feeWords(request: AssistantRequest): string | null {
  const fee = request.fee
  if (!fee || fee.kind === 'any') return null
  if (fee.kind === 'free') return 'no annual fee'
  if (fee.kind === 'first-year') return 'no fee in the first year'
  return `an annual fee of at most ${formatAed(fee.max)}`
}

/** "I read: ..." so the visitor sees what the answer rests on and can correct it. */
export function understoodLine(request: AssistantRequest, catalogue: AssistantCatalogue): string {
  const parts: string[] = []
  if (request.salary !== null) parts.push(`salary ${formatAed(request.salary)} a month`)
  if (request.monthlySpend !== null) parts.push(`card spend ${formatAed(request.monthlySpend)} a month`)
  const categories = request.categories.map((c) => {
    const amount = request.categorySpend[c]
    return amount ? `${CATEGORY_WORDS[c]} (${formatAed(amount)} a month)` : CATEGORY_WORDS[c]
  })
  if (categories.length) parts.push(`spending on ${list(categories)}`)
  const fee = feeWords(request)
  if (fee) parts.push(fee)
  const bankNames = request.bankIds.map((id) => catalogue.banks.find((b) => b.id === id)?.name).filter((n): n is string => Boolean(n))
  if (bankNames.length || request.unlistedBanks.length) parts.push(`from ${list([...bankNames, ...request.unlistedBanks])}`)
  const excluded = request.excludedBankIds.map((id) => catalogue.banks.find((b) => b.id === id)?.name).filter((n): n is string => Boolean(n))
  if (excluded.length) parts.push(`not from ${list(excluded)}`)
  if (request.banking === 'islamic') parts.push('Islamic (Sharia-compliant)')
  if (request.banking === 'conventional') parts.push('conventional')
  if (request.rewards && request.rewards !== 'any') parts.push(REWARD_KIND_LABELS[request.rewards])
  if (request.lounge === true) parts.push('airport lounge access')
  if (request.lounge === false) parts.push('lounge access not needed')
  if (request.travel && !request.categories.includes('travel')) parts.push('travel')
  return parts.length ? `I read: ${parts.join('; ')}.` : ''
}

// --- Filters ---

interface Candidate {
  card: CreditCard
  facts: CardFacts
}

type Filter = (c: Candidate) => boolean

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
  if (request.bankIds.length > 0 || request.unlistedBanks.length > 0) out.bank = ({ card }) => card.bankId !== null && request.bankIds.includes(card.bankId)
  if (request.banking === 'islamic') out.banking = ({ facts }) => facts.islamic
  if (request.banking === 'conventional') out.banking = ({ facts }) => !facts.islamic
  const rewards = request.rewards
  if (rewards && rewards !== 'any') out.rewards = ({ facts }) => facts.rewardKinds.includes(rewards)
  if (request.lounge === true) out.lounge = ({ facts }) => facts.lounge
  return out
}

/** Eligible by the stated salary: the Central Bank's floor and the card's own minimum (filterCatalogue's rule). */
function eligible(cards: readonly CreditCard[], salary: number, excludedBankIds: readonly number[]): CreditCard[] {
  return filterCatalogue(cards, { cardType: null, bank: null, salary, fee: null }).filter(
    (card) => card.bankId === null || !excludedBankIds.includes(card.bankId),
  )
}

// --- Answers ---

function helpAnswer(request: AssistantRequest): AssistantAnswer {
  return {
    kind: 'help',
    text: [
      'Tell me what you are looking for and I will pick cards from our catalogue.',
      'For example: your monthly salary, where you spend most (groceries, dining, fuel, travel, online, abroad), whether you want no annual fee, cashback or miles, an Islamic card or a particular bank.',
    ].join('\n\n'),
    cards: [],
    suggestions: [...STARTER_QUESTIONS.slice(0, 3)],
    understood: request,
    profile: null,
  }
}

function followUp(request: AssistantRequest, catalogue: AssistantCatalogue): AssistantAnswer {
  const read = understoodLine(request, catalogue)
  return {
    kind: 'follow-up',
    text: [read, SALARY_QUESTION].filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: [...SALARY_REPLIES],
    understood: request,
    profile: null,
  }
}

function belowFloor(request: AssistantRequest, catalogue: AssistantCatalogue): AssistantAnswer {
  return {
    kind: 'no-match',
    text: [
      understoodLine(request, catalogue),
      `UAE banks can issue a credit card only to someone earning at least ${formatAed(CBUAE_MIN_MONTHLY_INCOME)} a month (${formatAed(CBUAE_MIN_ANNUAL_INCOME)} a year, the Central Bank's rule), or against a pledged deposit of ${formatAed(CBUAE_MIN_ANNUAL_INCOME)}. So no card we list fits a salary of ${formatAed(request.salary)} a month.`,
      'If I misread your salary, tell me the monthly amount, for example "My salary is AED 9,000".',
    ].filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: [],
    understood: request,
    profile: null,
  }
}

const RELAX_WHY: Record<Relaxable, (request: AssistantRequest, catalogue: AssistantCatalogue) => string> = {
  fee: (r) => feeWords(r) ?? 'that fee',
  bank: (r, c) => {
    const names = [...r.bankIds.map((id) => c.banks.find((b) => b.id === id)?.name ?? ''), ...r.unlistedBanks].filter(Boolean)
    return `from ${list(names)}`
  },
  banking: (r) => (r.banking === 'islamic' ? 'Islamic' : 'conventional'),
  rewards: (r) => `earning ${r.rewards && r.rewards !== 'any' ? REWARD_KIND_LABELS[r.rewards] : 'those rewards'}`,
  lounge: () => 'airport lounge access',
}

function noMatch(request: AssistantRequest, catalogue: AssistantCatalogue, pool: Candidate[], filters: Partial<Record<Relaxable, Filter>>): AssistantAnswer {
  const names = Object.keys(filters) as Relaxable[]
  const passes = (skip: Relaxable | null) => pool.filter((c) => names.every((n) => n === skip || filters[n]!(c))).length
  const helpful = names.filter((name) => passes(name) > 0)
  const paragraphs = [understoodLine(request, catalogue)]
  // The two wishes no listed card can meet at all get their own honest sentence.
  const explained = new Set<Relaxable>()
  if (request.unlistedBanks.length > 0 && request.bankIds.length === 0) {
    paragraphs.push(`We do not list any ${list(request.unlistedBanks)} card at the moment: we show only cards whose fees or rates a bank document confirms.`)
    explained.add('bank')
  }
  if (request.lounge === true && names.includes('lounge') && pool.every((c) => !c.facts.lounge)) {
    paragraphs.push('None of the cards we list has airport lounge access confirmed in its bank documents, so I cannot recommend one for lounges.')
    explained.add('lounge')
  }
  const wanted = names.map((n) => RELAX_WHY[n](request, catalogue))
  if (pool.length === 0) {
    paragraphs.push(`No card we list is open to a salary of ${formatAed(request.salary)} a month${request.excludedBankIds.length ? ' outside the banks you left out' : ''}.`)
  } else if (!names.every((n) => explained.has(n))) {
    paragraphs.push(`No card we list meets all of that for a salary of ${formatAed(request.salary)} a month (${wanted.join('; ')}).`)
  }
  if (helpful.length > 0) paragraphs.push(`You would see cards if you relaxed one wish: ${orList(helpful.map((n) => `"${RELAX_SUGGESTIONS[n]}"`))}.`)
  else if (names.length > 1) paragraphs.push('Try asking with fewer wishes, for example without the bank or the fee limit.')
  return {
    kind: 'no-match',
    text: paragraphs.filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: (helpful.length > 0 ? helpful : names).map((n) => RELAX_SUGGESTIONS[n]),
    understood: request,
    profile: null,
  }
}

function profileFor(request: AssistantRequest, salary: number): { profile: SpendProfile; spend: number; assumed: boolean } {
  const stated = Object.values(request.categorySpend).reduce((a, b) => a + (b ?? 0), 0)
  const assumed = request.monthlySpend === null && stated === 0
  const spend = request.monthlySpend ?? (stated > 0 ? stated : assumedMonthlySpend(salary))
  const emphasis: SpendCategory[] = [...request.categories]
  if (request.travel && !emphasis.includes('travel')) emphasis.push('travel')
  if (stated === 0) return { profile: typicalProfile(spend, emphasis), spend, assumed }
  // Stated category amounts as given; the rest of the total spread the typical way.
  const rest = typicalProfile(Math.max(spend - stated, 0), emphasis)
  const profile = spendProfile(Object.fromEntries(Object.entries(rest).map(([c, v]) => [c, v + (request.categorySpend[c as SpendCategory] ?? 0)])))
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
  if (request.rewards && request.rewards !== 'any' && facts.rewardKinds.includes(request.rewards)) matches.push(`earns ${REWARD_KIND_LABELS[request.rewards]}`)
  if (request.fee?.kind === 'free' && facts.feeClass === 'free') matches.push('no annual fee')
  if (request.fee?.kind === 'first-year') matches.push(facts.feeClass === 'free' ? 'no annual fee' : 'first year free')
  if (request.banking === 'islamic' && facts.islamic) matches.push('Islamic')
  if (request.lounge === true && facts.lounge) matches.push('airport lounge access')
  if (request.travel && facts.travel && request.lounge !== true) matches.push('a travel card')
  const reason = valueReason(value).trim().replace(/\.$/, '')
  return matches.length ? `${reason}; ${matches.join(', ')}.` : `${reason}.`
}

/**
 * The answer to `message` after `history`. Only the visitor's own messages are read: the
 * assistant's earlier replies come from the browser and are not trusted for anything.
 */
export function answerQuestion(message: string, history: readonly AssistantTurn[], catalogue: AssistantCatalogue): AssistantAnswer {
  const said = [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message]
  const request = readConversation(said, catalogue.banks)
  if (!saysAnything(request)) return helpAnswer(request)
  if (request.salary === null) return followUp(request, catalogue)
  const salary = request.salary
  if (salary < CBUAE_MIN_MONTHLY_INCOME) return belowFloor(request, catalogue)

  const read = factsReader(catalogue)
  const pool: Candidate[] = eligible(catalogue.cards, salary, request.excludedBankIds).map((card) => ({ card, facts: read(card) }))
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
  const ranked = rankByValue(picks.map((c) => ({ ...c.card, facts: c.facts })), profile).slice(0, ASSISTANT_LIMITS.results)
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
  const intro = `${cards.length === 1 ? 'This card fits' : `These ${cards.length} cards fit`} a salary of ${formatAed(salary)} a month${picks.length > cards.length ? `, the best of ${picks.length} that do` : ''}, ranked by what they would return in a year less their fees for about ${formatAed(spend)} a month of spending${emphasis}.`
  const paragraphs = [
    understoodLine(request, catalogue),
    intro,
    ...notes,
    assumed ? `I assumed you put about ${formatAed(spend)} a month on the card; tell me your monthly spend (for example "I spend AED 4,000 a month") for a sharper estimate.` : '',
    'Figures are the banks\' published ones; where a figure is marked not confirmed, no bank document we read confirms it. Where a bank publishes no minimum salary, check with the bank before applying.',
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

function nextSuggestions(request: AssistantRequest): string[] {
  const out: string[] = []
  if (request.fee === null) out.push('Only cards with no annual fee')
  if (request.banking === null) out.push('Only Islamic cards')
  if (request.monthlySpend === null && Object.keys(request.categorySpend).length === 0) out.push('I spend AED 5,000 a month on my card')
  if (request.rewards === null) out.push('I prefer cashback')
  return out.slice(0, 3)
}
