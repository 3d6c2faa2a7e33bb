// The assistant's fixed replies: the help text, the salary question, the Central Bank's floor,
// "nothing fits" with what to relax, and the "I read: …" line every answer starts with.
import { centralBankFloorText } from '../catalogue'
import type { SpendCategory } from '../card-value'
import type { CreditCard } from '../contract'
import { formatAed } from '../money'
import type { AssistantAnswer, AssistantCatalogue } from './answer-types'
import { REWARD_KIND_LABELS, type CardFacts } from './card-facts'
import type { AssistantRequest } from './read-request'

/** Suggested first questions, shown before the conversation starts. */
export const STARTER_QUESTIONS = [
  'Cashback card for AED 8,000 salary, no annual fee, I spend a lot on groceries',
  'Islamic card for a salary of AED 15,000, I travel a lot',
  'I earn 25k a month and spend 6,000 on my card, mostly dining and fuel',
  'Which card is best for online shopping and spending abroad?',
] as const

export const SALARY_QUESTION =
  'What is your monthly salary in AED? Banks set a minimum salary for each card, so I need it to show only cards you can get.'
export const SALARY_REPLIES = ['My salary is AED 8,000', 'My salary is AED 15,000', 'My salary is AED 30,000'] as const

export const RELAX_SUGGESTIONS = {
  fee: 'Any annual fee is fine',
  bank: 'Any bank is fine',
  banking: 'Islamic or conventional, either is fine',
  rewards: 'Any kind of rewards is fine',
  lounge: 'Lounge access is not needed',
} as const
export type Relaxable = keyof typeof RELAX_SUGGESTIONS

/** Short category words for sentences ("spending on groceries, dining and fuel"). */
export const CATEGORY_WORDS: Record<SpendCategory, string> = {
  groceries: 'groceries',
  dining: 'dining',
  fuel: 'fuel',
  travel: 'travel',
  online: 'online shopping',
  international: 'spending abroad',
  other: 'bills and other spending',
}

export const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

export const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`

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
  const excluded = request.excludedBankIds
    .map((id) => catalogue.banks.find((b) => b.id === id)?.name)
    .filter((n): n is string => Boolean(n))
  if (excluded.length) parts.push(`not from ${list(excluded)}`)
  if (request.banking === 'islamic') parts.push('Islamic (Sharia-compliant)')
  if (request.banking === 'conventional') parts.push('conventional')
  if (request.rewards && request.rewards !== 'any') parts.push(REWARD_KIND_LABELS[request.rewards])
  if (request.lounge === true) parts.push('airport lounge access')
  if (request.lounge === false) parts.push('lounge access not needed')
  if (request.travel && !request.categories.includes('travel')) parts.push('travel')
  return parts.length ? `I read: ${parts.join('; ')}.` : ''
}

export interface Candidate {
  card: CreditCard
  facts: CardFacts
}

export type Filter = (c: Candidate) => boolean

export function helpAnswer(request: AssistantRequest): AssistantAnswer {
  return {
    kind: 'help',
    text: [
      'Tell me what you are looking for and I will pick cards from our catalogue.',
      'For example: your monthly salary, where you spend most (groceries, dining, fuel, travel, online, abroad), whether you want no annual fee, cashback or miles, an Islamic card or a particular bank.',
      'You can also ask about a card we list by its name: its APR, annual fee, minimum salary, rewards, foreign-currency fee or welcome bonus, each with the bank document it comes from.',
    ].join('\n\n'),
    cards: [],
    suggestions: [...STARTER_QUESTIONS.slice(0, 3)],
    understood: request,
    profile: null,
  }
}

export function followUp(request: AssistantRequest, catalogue: AssistantCatalogue, lead: string | null = null): AssistantAnswer {
  const read = understoodLine(request, catalogue)
  return {
    kind: 'follow-up',
    text: [read, lead, SALARY_QUESTION].filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: [...SALARY_REPLIES],
    understood: request,
    profile: null,
  }
}

export function belowFloor(request: AssistantRequest, catalogue: AssistantCatalogue): AssistantAnswer {
  return {
    kind: 'no-match',
    text: [
      understoodLine(request, catalogue),
      centralBankFloorText(request.salary ?? 0),
      'If I misread your salary, tell me the monthly amount, for example "My salary is AED 9,000".',
    ]
      .filter(Boolean)
      .join('\n\n'),
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

export function noMatch(
  request: AssistantRequest,
  catalogue: AssistantCatalogue,
  pool: Candidate[],
  filters: Partial<Record<Relaxable, Filter>>,
): AssistantAnswer {
  const names = Object.keys(filters) as Relaxable[]
  const passes = (skip: Relaxable | null) => pool.filter((c) => names.every((n) => n === skip || filters[n]!(c))).length
  const helpful = names.filter((name) => passes(name) > 0)
  const paragraphs = [understoodLine(request, catalogue)]
  // The two wishes no listed card can meet at all get their own honest sentence.
  const explained = new Set<Relaxable>()
  if (request.unlistedBanks.length > 0 && request.bankIds.length === 0) {
    paragraphs.push(
      `We do not list any ${list(request.unlistedBanks)} card at the moment: we show only cards whose fees or rates a bank document confirms.`,
    )
    explained.add('bank')
  }
  if (request.lounge === true && names.includes('lounge') && pool.every((c) => !c.facts.lounge)) {
    paragraphs.push(
      'None of the cards we list has airport lounge access confirmed in its bank documents, so I cannot recommend one for lounges.',
    )
    explained.add('lounge')
  }
  const wanted = names.map((n) => RELAX_WHY[n](request, catalogue))
  if (pool.length === 0) {
    paragraphs.push(
      `No card we list is open to a salary of ${formatAed(request.salary)} a month${request.excludedBankIds.length ? ' outside the banks you left out' : ''}.`,
    )
  } else if (!names.every((n) => explained.has(n))) {
    paragraphs.push(`No card we list meets all of that for a salary of ${formatAed(request.salary)} a month (${wanted.join('; ')}).`)
  }
  if (helpful.length > 0)
    paragraphs.push(`You would see cards if you relaxed one wish: ${orList(helpful.map((n) => `"${RELAX_SUGGESTIONS[n]}"`))}.`)
  else if (names.length > 1)
    paragraphs.push(`You would see cards only if you relaxed more than one wish: ${list(names.map((n) => `"${RELAX_SUGGESTIONS[n]}"`))}.`)
  return {
    kind: 'no-match',
    text: paragraphs.filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: (helpful.length > 0 ? helpful : names).map((n) => RELAX_SUGGESTIONS[n]),
    understood: request,
    profile: null,
  }
}
