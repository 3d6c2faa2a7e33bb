// Questions about a named card (decision 021): "What is the APR of Emirates NBD Visa Flexi?",
// "ENBD Titanium annual fee and minimum salary", "does the FAB Cashback charge an FX fee?".
// Each figure asked is answered from the card's own data with the document and the date we
// checked it (the card page's wording, card-figures.ts), or "Not confirmed". A name that fits
// several listed cards, or none, gets the closest listed cards by name, never a guess.

import { NOT_CONFIRMED } from '../card-data'
import { figureView, sourceText, type KeyFigureView, type ShownFigure } from '../card-figures'
import type { CreditCard } from '../contract'
import { similarCards } from '../similar-cards'
import { cardPath } from '../slugs'
import type { AnsweredFigure, AssistantAnswer, AssistantCard, AssistantCatalogue } from './answer-types'
import { findCard, type CardMatch } from './card-names'
import { cleanText, EMPTY_REQUEST, readMessage } from './read-request'
import { list, orList } from './replies'

/** What a visitor can ask about a card, in the words they use. */
export const CARD_TOPICS = [
  'apr',
  'monthlyRate',
  'rate',
  'annualFee',
  'joiningFee',
  'fees',
  'minimumSalary',
  'rewards',
  'welcomeBonus',
  'fxFee',
] as const
export type CardTopic = (typeof CARD_TOPICS)[number]

/**
 * Topic words, most specific first: each match is blanked before the next pattern runs, so
 * "joining fee" is not also "fee" and "annual percentage rate" is not "annual fee".
 */
const TOPIC_WORDS: readonly [CardTopic, RegExp][] = [
  [
    'welcomeBonus',
    /\b(?:welcome (?:bonus(?:es)?|offers?|gifts?|rewards?|benefits?)|sign[- ]?up (?:bonus(?:es)?|offers?|rewards?|gifts?|deals?)|joining (?:bonus(?:es)?|offers?|gifts?)|new customer (?:offers?|bonus)|introductory offers?|bonus(?:es)?)\b/gi,
  ],
  [
    'joiningFee',
    /\b(?:joining|join|enrol(?:l)?ment|one[- ]time|one[- ]off|sign[- ]?up|issuance|upfront|first[- ]year) (?:fees?|charges?)\b/gi,
  ],
  [
    'fxFee',
    /\b(?:(?:fx|forex|foreign[- ](?:currency|exchange|transactions?)|international (?:transactions?|purchases?)|cross[- ]border|currency conversion|non[- ]aed|overseas (?:transactions?|purchases?))(?: (?:transaction |purchase )?(?:fees?|charges?|mark-?ups?|commission|rate))?|(?:fees?|charges?|mark-?ups?) (?:for|on|when|if) (?:i (?:spend|pay|use it) |spending |using it |paying )?(?:abroad|overseas|outside the uae|in (?:other|foreign) currenc(?:y|ies)|foreign (?:currency )?(?:spend(?:ing)?|transactions?|purchases?)))\b/gi,
  ],
  [
    'minimumSalary',
    /\b(?:min(?:imum|\.)? (?:monthly |required )?(?:salary|income|pay)|salary (?:requirements?|required|needed|criteria|conditions?|limit|eligibility)|required (?:salary|income)|income (?:requirements?|required|criteria)|eligib(?:le|ility)(?: criteria| requirements?)?|qualify|what salary|how much (?:do|should|must|would) (?:i|you|one) (?:need to |have to )?(?:earn|make)|who can (?:get|apply)|requirements?)\b/gi,
  ],
  [
    'rewards',
    /\b(?:rewards?(?: rates?| programmes?| programs?| schemes?)?|earn(?:ing)? rates?|cash ?back(?: rates?)?|points?|miles|what (?:do|does|will|can|would) (?:i|you|it) earn|how much (?:do|does|will|can|would) (?:i|you|it) earn)\b/gi,
  ],
  [
    'apr',
    /\b(?:apr|a\.p\.r\.?|annual percentage rate|annual(?:ised|ized)? (?:interest |profit |finance )?rate|yearly (?:interest |profit )?rate|(?:interest|profit) rate (?:per|a) year)\b/gi,
  ],
  [
    'monthlyRate',
    /\b(?:monthly (?:interest|profit|finance)(?: rates?| charges?)?|monthly rates?|(?:interest|profit) (?:rate )?(?:per|a|each) month)\b/gi,
  ],
  ['rate', /\b(?:interest(?: rates?)?|profit rates?|finance charges?|rates?)\b/gi],
  [
    'annualFee',
    /\b(?:(?:annual|yearly|renewal|membership)(?: card)? (?:fees?|charges?|cost)|fees? (?:per|a|each) year|how much (?:does|is|will) (?:it|the card|this card|that card) cost|cost)\b/gi,
  ],
  ['fees', /\b(?:fees?|charges?)\b/gi],
]

export const TOPIC_WORDING: Record<CardTopic, string> = {
  apr: 'APR',
  monthlyRate: 'monthly rate',
  rate: 'interest rate',
  annualFee: 'annual fee',
  joiningFee: 'joining fee',
  fees: 'fees',
  minimumSalary: 'minimum salary',
  rewards: 'rewards',
  welcomeBonus: 'welcome bonus',
  fxFee: 'foreign-currency fee',
}

const blank = (text: string, from: number, to: number) => text.slice(0, from) + ' '.repeat(to - from) + text.slice(to)

/** The topics `text` asks about, in the order asked; `skip` are the card's and bank's words. */
export function readTopics(text: string, skip: readonly { start: number; end: number }[] = []): CardTopic[] {
  let rest = cleanText(text)
  for (const { start, end } of skip) rest = blank(rest, start, Math.min(end, rest.length))
  const found: { topic: CardTopic; at: number }[] = []
  for (const [topic, pattern] of TOPIC_WORDS) {
    for (const match of rest.matchAll(pattern)) {
      const at = match.index ?? 0
      found.push({ topic, at })
      rest = blank(rest, at, at + match[0].length)
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.topic))]
}

/** Figures each topic answers on a card: a rate no document gives is answered with the other rate. */
function figuresFor(topics: readonly CardTopic[], card: CreditCard): ShownFigure[] {
  const has = (figure: ShownFigure) => card.sources.some((s) => s.figures.includes(figure))
  const out: ShownFigure[] = []
  const add = (...figures: ShownFigure[]) => figures.forEach((f) => out.includes(f) || out.push(f))
  if (topics.length === 0) {
    add('annualFee', 'joiningFee', 'monthlyRate', 'apr', 'minimumSalary', 'rewardRate', 'welcomeBonus')
    if (has('fxFee')) add('fxFee')
    return out
  }
  for (const topic of topics) {
    if (topic === 'apr') add('apr', ...(has('apr') || !has('monthlyRate') ? [] : (['monthlyRate'] as const)))
    else if (topic === 'monthlyRate') add('monthlyRate', ...(has('monthlyRate') || !has('apr') ? [] : (['apr'] as const)))
    else if (topic === 'rate') add('monthlyRate', 'apr')
    else if (topic === 'fees') add('annualFee', 'joiningFee')
    else if (topic === 'rewards') add('rewardRate')
    else add(topic)
  }
  return out
}

// --- Reading a question in a conversation ---

const RECOMMEND =
  /\b(?:recommend\w*|suggest\w*|best|top \d|which (?:card|one)s?\b(?! (?:do|did) you mean)|find me|looking for|should i (?:get|apply|choose|take)|better (?:card|option)s?|alternatives?|cheaper|instead)\b/i
const WORTH =
  /\b(?:worth it|worth (?:getting|having|applying|the fee)|on my spending|for my spending|(?:good|right) for me|suits? me|pays? off|is it for me)\b/i
const COMPARE = /\b(?:compare|comparison|compared|vs\.?|versus|against)\b/i
const ABOUT =
  /\b(?:tell me (?:about|more)|what about|how about|details?|info(?:rmation)?|key facts|facts|figures|overview|summary|explain)\b|\?\s*$/i
const ASKS = /^\s*(?:what|what's|whats|how|is|are|does|do|can|could|tell|give|show|list|and|also|its|it's)\b|\?\s*$/i
/** Words that add nothing once the card is named: "the Mashreq Cashback card please". */
const FILLER_ONLY =
  /^(?:\s|\b(?:the|a|an|my|this|that|card|cards|credit|please|pls|thanks|thank you|ok|okay|about|on|for|of|from|bank|it|its|one|i mean|meant)\b|[^\w])*$/i

/** Topics that only a question about a card asks; "miles" or "no annual fee" may be a wish. */
const FIGURE_TOPICS = new Set<CardTopic>(['apr', 'monthlyRate', 'rate', 'joiningFee', 'minimumSalary', 'welcomeBonus', 'fxFee'])

export type CardQuestion =
  | { intent: 'facts'; cards: CreditCard[]; topics: CardTopic[]; alternatives: CreditCard[] }
  | { intent: 'clarify'; match: Exclude<CardMatch<CreditCard>, { kind: 'card' } | { kind: 'unnamed' }>; topics: CardTopic[] }
  /** "Is it worth it on my spending?": the recommendation flow, with this card's place in it. */
  | { intent: 'worth'; card: CreditCard }

export interface ReadTurn {
  question: CardQuestion | null
  /** Where the card (and its bank) is named, blanked before the recommendation reader sees the words. */
  spans: { start: number; end: number }[]
}

/** What the conversation is about so far: the card last asked about, or the cards offered to choose from. */
export interface CardContext {
  cards: CreditCard[]
  topics: CardTopic[]
  offered: CreditCard[]
}

export const NO_CARD_CONTEXT: CardContext = { cards: [], topics: [], offered: [] }

/** Reads one message of the visitor's as a card question, given what the conversation was about. */
export function readCardTurn(message: string, catalogue: Pick<AssistantCatalogue, 'cards' | 'banks'>, context: CardContext): ReadTurn {
  const text = cleanText(message)
  if (RECOMMEND.test(text)) return { question: null, spans: [] }
  let match = findCard(text, catalogue.cards, catalogue.banks)
  // An answer to "which one did you mean?": the cards offered are enough to pick from.
  if (match.kind !== 'card' && context.offered.length > 0) {
    const narrowed = findCard(text, catalogue.cards, catalogue.banks, context.offered)
    if (narrowed.kind === 'card' || (narrowed.kind === 'ambiguous' && narrowed.candidates.length < context.offered.length)) match = narrowed
  }
  const spans = match.kind === 'unnamed' ? [] : match.spans
  const topics = readTopics(text, spans)
  const asked = topics.length > 0 && ASKS.test(text)

  if (WORTH.test(text)) {
    const card = match.kind === 'card' ? match.card : match.kind === 'unnamed' && context.cards.length === 1 ? context.cards[0]! : null
    return card ? { question: { intent: 'worth', card }, spans } : { question: null, spans: [] }
  }
  // A salary or spend said without a question is a wish: "I collect Skywards miles, salary 20,000".
  const wish = readMessage(text, catalogue.banks)
  if ((wish.salary !== null || wish.monthlySpend !== null) && !asked) return { question: null, spans: [] }

  if (match.kind === 'card') {
    const leftover = spans.reduce((rest, s) => blank(rest, s.start, s.end), text)
    const compare = COMPARE.test(text) || /^\s*(?:and|or) (?:the )?/i.test(text)
    if (compare && context.cards.length > 0 && !context.cards.some((c) => c.id === match.card.id)) {
      return {
        question: {
          intent: 'facts',
          cards: [...context.cards.slice(-1), match.card],
          topics: topics.length ? topics : context.topics,
          alternatives: [],
        },
        spans,
      }
    }
    if (topics.length > 0 || ABOUT.test(text) || compare || FILLER_ONLY.test(leftover)) {
      return {
        question: {
          intent: 'facts',
          cards: [match.card],
          topics: topics.length ? topics : context.offered.length ? context.topics : [],
          alternatives: match.alternatives,
        },
        spans,
      }
    }
    return { question: null, spans: [] }
  }
  if (match.kind === 'ambiguous' || match.kind === 'none') {
    // A bank alone ("ENBD cards, salary 10k") is a recommendation wish, not a card question.
    const namedCardWords = match.kind === 'ambiguous' || match.words.length > 0
    if (asked || (namedCardWords && (ABOUT.test(text) || topics.some((t) => FIGURE_TOPICS.has(t)))))
      return { question: { intent: 'clarify', match, topics: topics.length ? topics : context.topics }, spans }
    return { question: null, spans: [] }
  }
  // No card named: a question about "its" fee follows the card asked about before.
  if (asked && context.cards.length > 0) return { question: { intent: 'facts', cards: context.cards, topics, alternatives: [] }, spans: [] }
  if (asked && /\b(?:of|for|on|does|is|do|with) (?:the|this|that|a|an|my)\b/i.test(text)) {
    return {
      question: {
        intent: 'clarify',
        match: { kind: 'none', closest: [], bankName: null, unlistedBank: null, words: [], spans: [] },
        topics,
      },
      spans: [],
    }
  }
  return { question: null, spans: [] }
}

/** The context after a turn: the card asked about, or the cards offered in a clarification. */
export function nextContext(context: CardContext, question: CardQuestion | null): CardContext {
  if (!question) return context
  if (question.intent === 'facts') return { cards: question.cards.slice(-1), topics: question.topics, offered: [] }
  if (question.intent === 'worth') return { cards: [question.card], topics: context.topics, offered: [] }
  const offered = question.match.kind === 'ambiguous' ? question.match.candidates : question.match.closest
  return { cards: context.cards, topics: question.topics, offered }
}

// --- Answers ---

const stripStop = (text: string) => text.trim().replace(/[.;:\s]+$/, '')
/** "Includes 5% VAT" inside a sentence; "VAT …" or "KFS …" stays as written. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text)

/** Several figures no document gives, in one sentence. */
function unconfirmedSentence(views: readonly KeyFigureView[], bankName: string | null): string {
  const terms = views.map((v, i) => (i === 0 ? v.term : lowerFirst(v.term)))
  return `${list(terms)}: ${NOT_CONFIRMED}. No ${bankName ?? 'bank'} document we read states them, so ask the bank before you apply.`
}

/** One figure as a sentence: the value and its source, or "Not confirmed" (never a value without a source). */
export function figureSentence(view: KeyFigureView, bankName: string | null): string {
  if (view.value === null || view.source === null) {
    return `${view.term}: ${NOT_CONFIRMED}. No ${bankName ?? 'bank'} document we read states it, so ask the bank before you apply.`
  }
  const notes = view.notes.length ? ` (${view.notes.map((n) => lowerFirst(stripStop(n))).join('; ')})` : ''
  return `${view.term}: ${stripStop(view.value)}${notes}. ${sourceText(view.source)}.`
}

export function askAbout(topics: readonly CardTopic[], cardName: string): string {
  if (topics.length === 0) return `Tell me about the ${cardName}`
  const words = list(topics.map((t) => TOPIC_WORDING[t]))
  const plural = topics.length > 1 || topics[0] === 'rewards' || topics[0] === 'fees'
  return `What ${plural ? 'are' : 'is'} the ${words} of the ${cardName}?`
}

const bankNameOf = (catalogue: Pick<AssistantCatalogue, 'banks'>, card: CreditCard) =>
  catalogue.banks.find((b) => b.id === card.bankId)?.name ?? null

function linkCard(card: CreditCard, catalogue: Pick<AssistantCatalogue, 'banks'>): AssistantCard {
  return {
    id: card.id,
    name: card.name,
    bankName: bankNameOf(catalogue, card),
    path: cardPath(card),
    reason: 'Its page shows every figure with the bank document it comes from.',
    facts: [],
  }
}

/** The answer to a question about one or more named cards. */
export function cardFactsAnswer(question: Extract<CardQuestion, { intent: 'facts' }>, catalogue: AssistantCatalogue): AssistantAnswer {
  const { cards, topics } = question
  const paragraphs: string[] = []
  const figures: AnsweredFigure[] = []
  const names = list(cards.map((c) => `the ${c.name}`))
  const islamicOnly = cards.every((c) => c.rates.kind === 'profit')
  const wording = (t: CardTopic) => (t === 'rate' && islamicOnly ? 'profit rate' : TOPIC_WORDING[t])
  paragraphs.push(`I read: a question about ${topics.length ? `the ${list(topics.map(wording))} of ` : ''}${names}.`)
  for (const card of cards) {
    const bank = bankNameOf(catalogue, card)
    if (cards.length > 1) paragraphs.push(`${card.name}${bank ? ` (${bank})` : ''}:`)
    const islamic = card.rates.kind === 'profit'
    if (islamic && topics.some((t) => t === 'rate' || t === 'apr' || t === 'monthlyRate'))
      paragraphs.push('It is an Islamic card: it charges a profit rate, not interest.')
    const views = figuresFor(topics, card).map((figure) => figureView(card, figure))
    const unknown = views.filter((v) => v.value === null || v.source === null)
    for (const view of views) {
      figures.push({
        cardId: card.id,
        figure: view.key,
        term: view.term,
        value: view.source ? view.value : null,
        source: view.source ? { title: view.source.title, checked: view.source.checked } : null,
      })
      if (unknown.length < 2 || !unknown.includes(view)) paragraphs.push(figureSentence(view, bank))
    }
    if (unknown.length >= 2) paragraphs.push(unconfirmedSentence(unknown, bank))
  }
  if (question.alternatives.length > 0)
    paragraphs.push(`If you meant another card, we also list ${orList(question.alternatives.map((c) => `the ${c.name}`))}.`)
  paragraphs.push(
    cards.length > 1
      ? 'Each card’s page, linked below, shows every figure with its source.'
      : 'The card’s page, linked below, shows every figure with its source.',
  )

  const [first] = cards
  const suggestions: string[] = []
  if (cards.length === 1 && first) {
    const next = (['annualFee', 'apr', 'minimumSalary', 'rewards'] as const).find(
      (t) => !topics.includes(t) && !(t === 'apr' && topics.some((x) => x === 'rate' || x === 'monthlyRate')),
    )
    if (topics.length > 0 && next) suggestions.push(`What ${next === 'rewards' ? 'are' : 'is'} its ${TOPIC_WORDING[next]}?`)
    const [similar] = similarCards(first, catalogue.cards, 1)
    if (similar) suggestions.push(`Compare with the ${similar.name}`)
    suggestions.push('Is it worth it on my spending?')
  } else suggestions.push('Which of these is worth it on my spending?')
  return {
    kind: 'card',
    text: paragraphs.join('\n\n'),
    cards: cards.map((card) => linkCard(card, catalogue)),
    suggestions,
    understood: { ...EMPTY_REQUEST },
    profile: null,
    figures,
  }
}

const CLARIFY_MAX = 6

/** "Which card do you mean?", with the closest listed cards by name as replies. */
export function clarifyAnswer(question: Extract<CardQuestion, { intent: 'clarify' }>, catalogue: AssistantCatalogue): AssistantAnswer {
  const { match, topics } = question
  const paragraphs: string[] = []
  let offered: CreditCard[] = []
  if (match.kind === 'ambiguous') {
    offered = match.candidates
    paragraphs.push(
      `Several cards we list fit those words. Which one do you mean: ${orList(offered.slice(0, CLARIFY_MAX).map((c) => `the ${c.name}`))}?`,
    )
  } else if (match.unlistedBank) {
    paragraphs.push(
      `We do not list any ${match.unlistedBank} card at the moment: we show only cards whose fees or rates a bank document confirms, so I cannot answer for it.`,
    )
  } else if (match.bankName && match.words.length === 0) {
    offered = match.closest
    const count = catalogue.cards.filter((c) => c.bankId === offered[0]?.bankId).length
    paragraphs.push(`Which ${match.bankName} card do you mean? We list ${count}, among them ${list(offered.map((c) => `the ${c.name}`))}.`)
  } else if (match.closest.length > 0) {
    offered = match.closest
    paragraphs.push(
      `I could not find a card by that name${match.bankName ? ` from ${match.bankName}` : ''} among the cards we list. The closest by name are ${list(offered.map((c) => `the ${c.name}`))}.`,
    )
  } else {
    const example = catalogue.cards[0]
    paragraphs.push(
      `Which card do you mean? Name the bank and the card${example ? `, for example "${askAbout(topics, example.name)}"` : ''}; I answer only for the cards we list.`,
    )
  }
  const more = match.kind === 'ambiguous' && offered.length > CLARIFY_MAX ? offered.length - CLARIFY_MAX : 0
  if (more > 0) paragraphs.push(`And ${more} more: adding the bank or another word of the name narrows it down.`)
  return {
    kind: 'clarify',
    text: paragraphs.join('\n\n'),
    cards: [],
    suggestions: offered.slice(0, 4).map((card) => askAbout(topics, card.name)),
    understood: { ...EMPTY_REQUEST },
    profile: null,
  }
}
