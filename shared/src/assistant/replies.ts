// The assistant's fixed replies: the help text, the salary question, the Central Bank's floor,
// "nothing fits" with what to relax, and the "I read: …" line every answer starts with. Every
// text is the `assistant` catalogue's, in the answer's language (speech.ts).
import { CBUAE_MIN_ANNUAL_INCOME, CBUAE_MIN_MONTHLY_INCOME } from '../uae-card-facts'
import type { CreditCard } from '../contract'
import arCatalogue from '../i18n/ar/catalogue'
import enCatalogue from '../i18n/en/catalogue'
import en from '../i18n/en/assistant'
import type { AssistantAnswer, AssistantCatalogue } from './answer-types'
import type { CardFacts } from './card-facts'
import type { AssistantRequest } from './read-request'
import type { Speech } from './speech'

/** Suggested first questions in English, shown before the conversation starts. */
export const STARTER_QUESTIONS = Object.values(en.starters)

export const SALARY_QUESTION = en.salary.question
export const SALARY_REPLIES = [en.salary.low, en.salary.mid, en.salary.high] as const

export const RELAXABLE = ['fee', 'bank', 'banking', 'rewards', 'lounge'] as const
export type Relaxable = (typeof RELAXABLE)[number]

/** Names of the banks `ids` and `unlisted`, in the answer's language. */
export const bankNames = (s: Speech, catalogue: AssistantCatalogue, ids: readonly number[], unlisted: readonly string[] = []) =>
  [...ids.map((id) => catalogue.banks.find((b) => b.id === id)?.name).filter((n): n is string => Boolean(n)), ...unlisted].map(s.bank)

function feeWords(s: Speech, request: AssistantRequest): string | null {
  const fee = request.fee
  if (!fee || fee.kind === 'any') return null
  if (fee.kind === 'free') return s.m.read.feeFree
  if (fee.kind === 'first-year') return s.m.read.feeFirstYear
  return s.fill(s.m.read.feeMax, { amount: s.f.aed(fee.max) })
}

/** "I read: ..." so the visitor sees what the answer rests on and can correct it. */
export function understoodLine(s: Speech, request: AssistantRequest, catalogue: AssistantCatalogue): string {
  const { m, f } = s
  const parts: string[] = []
  if (request.salary !== null) parts.push(s.fill(m.read.salary, { amount: f.aed(request.salary) }))
  if (request.monthlySpend !== null) parts.push(s.fill(m.read.spend, { amount: f.aed(request.monthlySpend) }))
  const categories = request.categories.map((c) => {
    const amount = request.categorySpend[c]
    return amount ? s.fill(m.read.categoryAmount, { category: m.words.categories[c], amount: f.aed(amount) }) : m.words.categories[c]
  })
  if (categories.length) parts.push(s.fill(m.read.spending, { categories: s.list(categories) }))
  const fee = feeWords(s, request)
  if (fee) parts.push(fee)
  const banks = bankNames(s, catalogue, request.bankIds, request.unlistedBanks)
  if (banks.length) parts.push(s.fill(m.read.from, { banks: s.list(banks) }))
  const excluded = bankNames(s, catalogue, request.excludedBankIds)
  if (excluded.length) parts.push(s.fill(m.read.notFrom, { banks: s.list(excluded) }))
  if (request.banking === 'islamic') parts.push(m.read.islamic)
  if (request.banking === 'conventional') parts.push(m.read.conventional)
  if (request.rewards && request.rewards !== 'any') parts.push(m.words.rewards[request.rewards])
  if (request.lounge === true) parts.push(m.read.lounge)
  if (request.lounge === false) parts.push(m.read.noLounge)
  if (request.travel && !request.categories.includes('travel')) parts.push(m.read.travel)
  return parts.length ? s.fill(m.read.line, { parts: parts.join(m.read.separator) }) : ''
}

export interface Candidate {
  card: CreditCard
  facts: CardFacts
}

export type Filter = (c: Candidate) => boolean

export function helpAnswer(s: Speech, request: AssistantRequest): AssistantAnswer {
  return {
    kind: 'help',
    locale: s.locale,
    text: [s.m.help.intro, s.m.help.example, s.m.help.cards].join('\n\n'),
    cards: [],
    suggestions: Object.values(s.m.starters).slice(0, 3),
    understood: request,
    profile: null,
  }
}

export function followUp(s: Speech, request: AssistantRequest, catalogue: AssistantCatalogue, lead: string | null = null): AssistantAnswer {
  const read = understoodLine(s, request, catalogue)
  return {
    kind: 'follow-up',
    locale: s.locale,
    text: [read, lead, s.m.salary.question].filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: [s.m.salary.low, s.m.salary.mid, s.m.salary.high],
    understood: request,
    profile: null,
  }
}

/** The Central Bank's floor in the catalogue's words (the same as centralBankFloorText in English; a test keeps them equal). */
function floorText(s: Speech, salary: number): string {
  const text = (s.locale === 'ar' ? arCatalogue : enCatalogue).results.belowFloor
  return s.fill(text, { monthly: s.f.aed(CBUAE_MIN_MONTHLY_INCOME), annual: s.f.aed(CBUAE_MIN_ANNUAL_INCOME), salary: s.f.aed(salary) })
}

export function belowFloor(s: Speech, request: AssistantRequest, catalogue: AssistantCatalogue): AssistantAnswer {
  return {
    kind: 'no-match',
    locale: s.locale,
    text: [understoodLine(s, request, catalogue), floorText(s, request.salary ?? 0), s.m.salary.misread].filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: [],
    understood: request,
    profile: null,
  }
}

const RELAX_WHY: Record<Relaxable, (s: Speech, request: AssistantRequest, catalogue: AssistantCatalogue) => string> = {
  fee: (s, r) => feeWords(s, r) ?? s.m.noMatch.wantedFee,
  bank: (s, r, c) => s.fill(s.m.noMatch.wantedBank, { banks: s.list(bankNames(s, c, r.bankIds, r.unlistedBanks)) }),
  banking: (s, r) => (r.banking === 'islamic' ? s.m.noMatch.wantedIslamic : s.m.noMatch.wantedConventional),
  rewards: (s, r) =>
    s.fill(s.m.noMatch.wantedRewards, {
      kind: r.rewards && r.rewards !== 'any' ? s.m.words.rewards[r.rewards] : s.m.noMatch.wantedRewardsAny,
    }),
  lounge: (s) => s.m.noMatch.wantedLounge,
}

export function noMatch(
  s: Speech,
  request: AssistantRequest,
  catalogue: AssistantCatalogue,
  pool: Candidate[],
  filters: Partial<Record<Relaxable, Filter>>,
): AssistantAnswer {
  const { m, f } = s
  const names = RELAXABLE.filter((name) => filters[name])
  const passes = (skip: Relaxable | null) => pool.filter((c) => names.every((n) => n === skip || filters[n]!(c))).length
  const helpful = names.filter((name) => passes(name) > 0)
  const paragraphs = [understoodLine(s, request, catalogue)]
  // The two wishes no listed card can meet at all get their own honest sentence.
  const explained = new Set<Relaxable>()
  if (request.unlistedBanks.length > 0 && request.bankIds.length === 0) {
    paragraphs.push(s.fill(m.noMatch.unlisted, { banks: s.list(request.unlistedBanks.map(s.bank)) }))
    explained.add('bank')
  }
  if (request.lounge === true && names.includes('lounge') && pool.every((c) => !c.facts.lounge)) {
    paragraphs.push(m.noMatch.noLounge)
    explained.add('lounge')
  }
  const wanted = names.map((n) => RELAX_WHY[n](s, request, catalogue))
  const amount = f.aed(request.salary)
  if (pool.length === 0) {
    paragraphs.push(s.fill(request.excludedBankIds.length ? m.noMatch.noneForSalaryOutside : m.noMatch.noneForSalary, { amount }))
  } else if (!names.every((n) => explained.has(n))) {
    paragraphs.push(s.fill(m.noMatch.notAll, { amount, wanted: wanted.join(m.read.separator) }))
  }
  const quoted = (list: readonly Relaxable[]) => list.map((n) => s.fill(m.words.quoted, { text: m.relax[n] }))
  if (helpful.length > 0) paragraphs.push(s.fill(m.noMatch.relaxOne, { wishes: s.orList(quoted(helpful)) }))
  else if (names.length > 1) paragraphs.push(s.fill(m.noMatch.relaxMore, { wishes: s.list(quoted(names)) }))
  return {
    kind: 'no-match',
    locale: s.locale,
    text: paragraphs.filter(Boolean).join('\n\n'),
    cards: [],
    suggestions: (helpful.length > 0 ? helpful : names).map((n) => m.relax[n]),
    understood: request,
    profile: null,
  }
}
