// Reads what a visitor asks the assistant for from plain English (docs/decisions/018), or from
// Arabic glossed into it (arabic.ts, docs/decisions/034): monthly salary, spend, categories, fee
// wishes, banks, Islamic or conventional, travel and lounge needs, and the kind of rewards.
// Pure and deterministic: the same words, the same reading.

import { SPEND_CATEGORIES, type SpendCategory } from '../card-value'
import { SALARY_FILTER_MAX } from '../catalogue'
import { glossArabic, westernDigits } from './arabic'
import { findBankMentions, type BankLike } from './banks'

export type FeeWish = { kind: 'free' } | { kind: 'first-year' } | { kind: 'max'; max: number } | { kind: 'any' }
export type RewardKind = 'cashback' | 'miles' | 'points'
export type BankingWish = 'islamic' | 'conventional'

export interface AssistantRequest {
  /** AED a month, as stated (a yearly figure is divided by 12). */
  salary: number | null
  /** Total card spend, AED a month, when stated. */
  monthlySpend: number | null
  /** AED a month per category, when stated ("3,000 on groceries"). */
  categorySpend: Partial<Record<SpendCategory, number>>
  /** Where they spend most, in the order first named. */
  categories: SpendCategory[]
  fee: FeeWish | null
  /** Catalogue banks asked for; `unlistedBanks` are known banks with no listed card. */
  bankIds: number[]
  unlistedBanks: string[]
  /** Catalogue banks to leave out ("not ENBD"). */
  excludedBankIds: number[]
  /** 'any' when they say either is fine. */
  banking: BankingWish | 'any' | null
  /** Wants airport lounge access; false when they say it is not needed. */
  lounge: boolean | null
  /** Travels often or asks for a travel card. */
  travel: boolean
  /** 'any' when they say the kind of rewards does not matter. */
  rewards: RewardKind | 'any' | null
}

export const EMPTY_REQUEST: AssistantRequest = {
  salary: null,
  monthlySpend: null,
  categorySpend: {},
  categories: [],
  fee: null,
  bankIds: [],
  unlistedBanks: [],
  excludedBankIds: [],
  banking: null,
  lounge: null,
  travel: false,
  rewards: null,
}

// --- Words ---

const CATEGORY_WORDS: Record<SpendCategory, RegExp> = {
  groceries: /\b(?:grocer(?:y|ies)|supermarkets?|hypermarkets?|carrefour|lulu|spinneys|waitrose|union coop|food shopping)\b/gi,
  dining:
    /\b(?:dining|dine|dinners?|restaurants?|eat(?:ing)? out|cafes?|caf\u00e9s?|coffee|food delivery|talabat|deliveroo|takeaways?)\b/gi,
  fuel: /\b(?:fuel|petrol|gasoline|diesel|gas stations?|enoc|adnoc|eppco|emarat|filling stations?)\b/gi,
  travel: /\b(?:travel(?:s|l?ing|l?er)?|flights?|flying|fly|air ?tickets?|airlines?|hotels?|holidays?|vacations?|trips?)\b/gi,
  online: /\b(?:online|e-?commerce|amazon|noon|namshi|internet shopping|shop(?:ping)? on(?:-| )?line)\b/gi,
  international:
    /\b(?:international|abroad|overseas|foreign(?: currency| currencies| transactions?| spend(?:ing)?)?|fx|outside (?:the )?uae|other currenc(?:y|ies))\b/gi,
  other: /\b(?:utilit(?:y|ies)|bills?|dewa|addc|telecom|etisalat|\bdu\b|school fees|everyday spend(?:ing)?|everything else)\b/gi,
}

const SALARY_WORDS = /\b(?:salary|salaries|earn(?:s|ing)?|income|paid|pay(?:check)?|take[- ]home|wages?|make|making|draw(?:ing)?)\b/gi
const SPEND_WORDS = /\b(?:spend(?:s|ing)?|spent|expenses?|put on (?:the|my|a) card|charge|purchases?|bills?)\b/gi
const FEE_WORDS = /\b(?:fees?|annual charge|yearly charge|charge a year|membership)\b/gi
// "annual fee" names a fee, not a yearly amount: "salary 12000 with no annual fee" is monthly.
const YEARLY =
  /\b(?:a year|per year|(?:yearly|annual(?:ly)?)(?!\s+(?:fees?|charges?|membership))|per annum|p\.?\s?a\.?|a yr|\/yr|\/year)\b/i
/** A negation at most two words before a word: "I don't travel", "not ENBD", "no need for lounges". */
const NEGATION =
  /\b(?:no|not|don'?t|do not|doesn'?t|does not|never|rarely|hardly|seldom|without|isn'?t|is not|aren'?t|won'?t|no need for|except|other than|avoid|anything but|but not)\s+(?:\S+\s+){0,2}$/i

/** Money amounts: "AED 8,000", "8k", "12.5K AED", "15,000 dirhams", "Dhs 10000", "10 thousand". */
const AMOUNT =
  /(?:\b(?:aed|dhs?|dirhams?)\.?\s*)?(?<!\d[.,]?)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(k|thousand)\b)?(?!\d)(?:\s*(?:aed|dhs?|dirhams?)\b)?(?!\s*%|\s*percent)/gi

interface Amount {
  value: number
  start: number
  end: number
  /** Says AED, dirhams or k: surely money, not a count. */
  money: boolean
}

function amounts(text: string): Amount[] {
  const found: Amount[] = []
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, digits, thousand] = match
    let value = Number(digits!.replace(/,/g, ''))
    if (!Number.isFinite(value)) continue
    if (thousand) value *= 1000
    const money = /aed|dh|dirham/i.test(whole) || Boolean(thousand) || digits!.includes(',')
    // Small bare numbers are counts ("3 cards", "2 trips"), not dirhams.
    if (!money && value < 100) continue
    const start = match.index ?? 0
    found.push({ value: Math.round(value), start, end: start + whole.length, money })
  }
  return found
}

/** The clause around a position: words between punctuation or "and"/"but". */
function clauseAround(text: string, start: number, end: number): { from: number; to: number } {
  const boundary = /[.;!?\n]|,(?!\d{3})|\s(?:and|but|while|plus)\s/gi
  let from = 0
  let to = text.length
  for (const match of text.matchAll(boundary)) {
    const at = match.index ?? 0
    if (at + match[0].length <= start) from = at + match[0].length
    else if (at >= end) {
      to = at
      break
    }
  }
  return { from, to }
}

/** Distance from an amount to the nearest match of `words` inside its clause, or Infinity. */
function nearest(text: string, amount: Amount, words: RegExp): number {
  const { from, to } = clauseAround(text, amount.start, amount.end)
  const clause = text.slice(from, to)
  let best = Number.POSITIVE_INFINITY
  for (const match of clause.matchAll(words)) {
    const at = from + (match.index ?? 0)
    const distance = at >= amount.end ? at - amount.end : at + match[0].length <= amount.start ? amount.start - (at + match[0].length) : 0
    best = Math.min(best, distance)
  }
  return best
}

function categoryNear(text: string, amount: Amount): SpendCategory | null {
  const { from, to } = clauseAround(text, amount.start, amount.end)
  const after = text.slice(amount.end, to)
  const before = text.slice(from, amount.start)
  // "3,000 on groceries" or "groceries: 3,000" / "groceries about 3,000".
  for (const category of SPEND_CATEGORIES) {
    const pattern = new RegExp(CATEGORY_WORDS[category].source, 'i')
    if (pattern.test(after) || pattern.test(before)) return category
  }
  return null
}

/** True when the word at `at` is negated earlier in its clause ("I don't travel"). */
function negated(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 60), at)
  return NEGATION.test(before.slice(before.search(/[^.;!?,\n]*$/)))
}

/** All non-negated matches' positions of a pattern. */
function positiveHits(text: string, pattern: RegExp): number[] {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
  return [...text.matchAll(new RegExp(pattern.source, flags))].map((m) => m.index ?? 0).filter((at) => !negated(text, at))
}

// --- Reading one message ---

/** Strips what cannot be words: control characters, zero-width and bidi marks; folds width and digits. */
export function cleanText(text: string): string {
  return westernDigits(text.normalize('NFKC'))
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
}

/** What one message says. Unsaid things are null or empty, so a later message can add to an earlier one. */
export function readMessage(message: string, banks: readonly BankLike[]): AssistantRequest {
  return readWithFlags(message, banks).request
}

/** `anyBank`: the message says any bank will do, clearing banks asked for before. */
function readWithFlags(message: string, banks: readonly BankLike[]): { request: AssistantRequest; anyBank: boolean } {
  const raw = glossArabic(cleanText(message))
  const request: AssistantRequest = {
    ...EMPTY_REQUEST,
    categorySpend: {},
    categories: [],
    bankIds: [],
    unlistedBanks: [],
    excludedBankIds: [],
  }

  // Banks first, then blank them out so "Emirates Islamic" or "Dubai Islamic Bank" does not read as a wish for Islamic cards.
  let text = raw
  for (const mention of findBankMentions(raw, banks)) {
    text = text.slice(0, mention.start) + ' '.repeat(mention.end - mention.start) + text.slice(mention.end)
    const excluded = negated(raw, mention.start)
    if (mention.bank === null) {
      if (!excluded && !request.unlistedBanks.includes(mention.name)) request.unlistedBanks.push(mention.name)
    } else if (excluded) {
      if (!request.excludedBankIds.includes(mention.bank.id)) request.excludedBankIds.push(mention.bank.id)
    } else if (!request.bankIds.includes(mention.bank.id)) request.bankIds.push(mention.bank.id)
  }
  const anyBank = /\b(?:any|whichever|whatever|all|every|other) banks?\b|\bbank (?:doesn'?t|does not|is not|isn'?t) matter\b/i.test(text)
  if (anyBank) {
    request.bankIds = []
    request.unlistedBanks = []
  }

  readFee(text, request)
  readMoney(text, request)
  readCategories(text, request)
  readBanking(text, request)
  readTravel(text, request)
  readRewards(text, request)
  return { request, anyBank }
}

function readFee(text: string, request: AssistantRequest) {
  if (
    /\b(?:any|whatever|whichever) (?:annual )?fee\b|\bfee (?:doesn'?t|does not|is not|isn'?t) (?:matter|an issue|important)\b|\b(?:don'?t|do not) mind (?:an?|the|paying (?:an?|the)?) ?(?:annual )?fee\b|\bhappy to pay (?:an?|the) (?:annual )?fee\b/i.test(
      text,
    )
  ) {
    request.fee = { kind: 'any' }
    return
  }
  if (
    /\b(?:(?:1st|first)[- ]year (?:free|waived|fee waived)|free (?:for |in )?(?:the )?(?:1st|first) year|(?:1st|first) year(?:'s)? (?:annual )?fee (?:is )?(?:waived|free)|waived (?:for |in )?(?:the )?(?:1st|first) year|no fee (?:for |in )?(?:the )?(?:1st|first) year)\b/i.test(
      text,
    )
  ) {
    request.fee = { kind: 'first-year' }
    return
  }
  if (
    /\b(?:no|zero|nil|without(?: an?)?|free of|0) (?:annual |yearly )?(?:fees?|charges?)\b|\b(?:free for life|lifetime free|life ?time free|free forever|always free|fee[- ]free|no-fee)\b|\b(?:annual |yearly )?fee(?:s)? (?:of )?(?:zero|nil|0)\b|\bfree (?:credit )?card\b|\bdon'?t want to pay (?:an? |any )?(?:annual )?fee\b/i.test(
      text,
    )
  ) {
    request.fee = { kind: 'free' }
    return
  }
  // "fee under AED 500", "annual fee below 300", "fee up to 1,000", "max fee 500", "less than 400 a year in fees".
  const cap =
    /\b(?:max(?:imum)? (?:annual |yearly )?fees? (?:of )?(?:aed|dhs?)?\s*(\d[\d,]*(?:\.\d+)?)(\s*k\b)?|(?:annual |yearly )?fees?[^,.;!?\d]{0,30}?(?:under|below|less than|lower than|up to|max(?:imum)?|at most|no more than|not more than|within|<|≤)\s*(?:aed|dhs?)?\s*(\d[\d,]*(?:\.\d+)?)(\s*k\b)?|(?:under|below|less than|up to|max(?:imum)?|at most|no more than)\s*(?:aed|dhs?)?\s*(\d[\d,]*(?:\.\d+)?)(\s*k\b)?\s*(?:aed|dhs?|dirhams?)?\s*(?:a year |per year |yearly |annual(?:ly)? )?(?:in |of |for )?(?:annual |yearly )?(?:fees?|charges?))/i.exec(
      text,
    )
  if (cap) {
    const digits = cap[1] ?? cap[3] ?? cap[5]
    const k = cap[2] ?? cap[4] ?? cap[6]
    const max = Number(digits!.replace(/,/g, '')) * (k ? 1000 : 1)
    if (Number.isFinite(max)) request.fee = max === 0 ? { kind: 'free' } : { kind: 'max', max: Math.round(max) }
    return
  }
  if (/\b(?:low|cheap|small|minimal|affordable) (?:annual |yearly )?fees?\b|\blow[- ]fee\b/i.test(text))
    request.fee = { kind: 'max', max: 500 }
}

function readMoney(text: string, request: AssistantRequest) {
  const found = amounts(text)
  const unclassified: Amount[] = []
  for (const amount of found) {
    const salary = nearest(text, amount, SALARY_WORDS)
    const spend = nearest(text, amount, SPEND_WORDS)
    const fee = nearest(text, amount, FEE_WORDS)
    const best = Math.min(salary, spend, fee)
    if (best === Number.POSITIVE_INFINITY) {
      const category = categoryNear(text, amount)
      if (category) addCategorySpend(request, category, amount.value)
      else unclassified.push(amount)
      continue
    }
    if (fee === best) continue // read by readFee
    const { from, to } = clauseAround(text, amount.start, amount.end)
    const yearly =
      YEARLY.test(text.slice(amount.end, Math.min(to, amount.end + 24))) ||
      YEARLY.test(text.slice(Math.max(from, amount.start - 24), amount.start))
    const monthly = (value: number) => (yearly ? Math.round(value / 12) : value)
    if (salary === best) {
      request.salary ??= monthly(amount.value)
      continue
    }
    const category = categoryNear(text, amount)
    if (category) addCategorySpend(request, category, monthly(amount.value))
    else request.monthlySpend ??= monthly(amount.value)
  }
  // A bare amount ("8k", "AED 12,000", "12000 a month") answers the salary question.
  if (request.salary === null) {
    // Not a year ("in 2026") nor a phone number.
    const bare = unclassified.find(
      (a) => (a.value >= 1000 || a.money) && a.value <= SALARY_FILTER_MAX && (a.money || !/^(?:19|20)\d\d$/.test(String(a.value))),
    )
    if (bare) {
      const yearly = YEARLY.test(text.slice(bare.end, bare.end + 24))
      request.salary = yearly ? Math.round(bare.value / 12) : bare.value
    }
  }
}

function addCategorySpend(request: AssistantRequest, category: SpendCategory, value: number) {
  request.categorySpend[category] = (request.categorySpend[category] ?? 0) + value
  if (!request.categories.includes(category)) request.categories.push(category)
}

function readCategories(text: string, request: AssistantRequest) {
  const hits: { category: SpendCategory; at: number }[] = []
  for (const category of SPEND_CATEGORIES) {
    for (const at of positiveHits(text, CATEGORY_WORDS[category])) hits.push({ category, at })
  }
  // "online shopping abroad" names both; the order they were first said is kept.
  for (const { category } of hits.sort((a, b) => a.at - b.at)) {
    if (!request.categories.includes(category)) request.categories.push(category)
  }
  // "lounge" alone is a travel need, not a spend category; "travel card" is read by readTravel.
}

function readBanking(text: string, request: AssistantRequest) {
  if (
    /\b(?:islamic or conventional|conventional or islamic|either (?:islamic or conventional|is fine|way)|doesn'?t (?:need|have) to be (?:islamic|sharia)|not necessarily islamic)\b/i.test(
      text,
    )
  ) {
    request.banking = 'any'
    return
  }
  if (/\b(?:conventional|non[- ]?islamic|not islamic|interest[- ]based)\b/i.test(text)) {
    request.banking = 'conventional'
    return
  }
  if (
    positiveHits(text, /\b(?:islamic|shari'?a(?:h)?(?:[- ]compliant)?|halal|covered card|takaful|profit rate|riba[- ]free)\b/gi).length > 0
  ) {
    request.banking = 'islamic'
  }
}

function readTravel(text: string, request: AssistantRequest) {
  const lounge = /\b(?:lounges?|lounge access|airport lounges?|lounge key|loungekey|priority pass|dragonpass)\b/gi
  if (
    /\b(?:no need for|(?:don'?t|do not) (?:need|care about|want)|without|not (?:needed|important|necessary))\b[^,.;!?]{0,30}\blounges?\b|\blounges?(?: access)? (?:is |are )?(?:not (?:needed|important|necessary)|doesn'?t matter|does not matter|optional)\b/i.test(
      text,
    )
  ) {
    request.lounge = false
  } else if (positiveHits(text, lounge).length > 0) {
    request.lounge = true
  }
  if (request.lounge || positiveHits(text, CATEGORY_WORDS.travel).length > 0) request.travel = true
}

function readRewards(text: string, request: AssistantRequest) {
  if (
    /\b(?:any (?:kind of |type of )?rewards?|rewards? (?:type |kind )?(?:doesn'?t|does not) matter|cashback or miles|miles or cashback|points or cashback|cashback or points)\b/i.test(
      text,
    )
  ) {
    request.rewards = 'any'
    return
  }
  const kinds: { kind: RewardKind; at: number }[] = []
  for (const at of positiveHits(text, /\b(?:cash ?back|cash-back|money back|cash rewards?|statement credit)\b/gi))
    kinds.push({ kind: 'cashback', at })
  for (const at of positiveHits(text, /\b(?:(?:air ?)?miles|skywards|etihad guest|frequent flyer|airline points|avios)\b/gi))
    kinds.push({ kind: 'miles', at })
  for (const at of positiveHits(text, /\b(?:(?:reward|rewards|loyalty) points|points|touchpoints|plus points)\b/gi))
    kinds.push({ kind: 'points', at })
  kinds.sort((a, b) => a.at - b.at)
  if (kinds[0]) request.rewards = kinds[0].kind
}

// --- A conversation ---

/**
 * The request a conversation adds up to: what each message said, later messages overriding
 * earlier ones for single values (a new salary replaces the old) and adding to lists.
 * "Any bank", "any fee" and the like clear an earlier wish.
 */
export function readConversation(messages: readonly string[], banks: readonly BankLike[]): AssistantRequest {
  const merged: AssistantRequest = {
    ...EMPTY_REQUEST,
    categorySpend: {},
    categories: [],
    bankIds: [],
    unlistedBanks: [],
    excludedBankIds: [],
  }
  for (const message of messages) {
    const { request: next, anyBank } = readWithFlags(message, banks)
    if (next.salary !== null) merged.salary = next.salary
    if (next.monthlySpend !== null) merged.monthlySpend = next.monthlySpend
    Object.assign(merged.categorySpend, next.categorySpend)
    for (const category of next.categories) if (!merged.categories.includes(category)) merged.categories.push(category)
    if (next.fee !== null) merged.fee = next.fee.kind === 'any' ? null : next.fee
    if (anyBank) {
      merged.bankIds = []
      merged.unlistedBanks = []
    }
    if (next.bankIds.length > 0 || next.unlistedBanks.length > 0) {
      merged.bankIds = next.bankIds
      merged.unlistedBanks = next.unlistedBanks
    }
    for (const id of next.excludedBankIds) if (!merged.excludedBankIds.includes(id)) merged.excludedBankIds.push(id)
    merged.bankIds = merged.bankIds.filter((id) => !next.excludedBankIds.includes(id))
    if (next.banking !== null) merged.banking = next.banking === 'any' ? null : next.banking
    if (next.lounge !== null) merged.lounge = next.lounge
    merged.travel ||= next.travel
    if (next.rewards !== null) merged.rewards = next.rewards === 'any' ? null : next.rewards
  }
  return merged
}

/** True when a message says anything the assistant can use. */
export function saysAnything(request: AssistantRequest): boolean {
  return (
    request.salary !== null ||
    request.monthlySpend !== null ||
    request.categories.length > 0 ||
    request.fee !== null ||
    request.bankIds.length > 0 ||
    request.unlistedBanks.length > 0 ||
    request.banking !== null ||
    request.lounge !== null ||
    request.travel ||
    request.rewards !== null
  )
}
