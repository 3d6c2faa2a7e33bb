// Questions about a named card (decision 021): "What is the APR of Emirates NBD Visa Flexi?",
// "ENBD Titanium annual fee and minimum salary", "does the FAB Cashback charge an FX fee?".
// Each figure asked is answered from the card's own data with the document and the date we
// checked it (the card page's wording, card-figures.ts), or "Not confirmed". A name that fits
// several listed cards, or none, gets the closest listed cards by name, never a guess. This
// module reads the question; card-answer.ts answers it.

import type { CreditCard } from '../contract'
import type { AssistantCatalogue } from './answer-types'
import { glossCardQuestion } from './arabic'
import { findCard, type CardMatch } from './card-names'
import { cleanText, readMessage } from './read-request'

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

const blank = (text: string, from: number, to: number) => text.slice(0, from) + ' '.repeat(to - from) + text.slice(to)

/** The topics `text` asks about, in the order asked; `skip` are the card's and bank's words. */
export function readTopics(text: string, skip: readonly { start: number; end: number }[] = []): CardTopic[] {
  let rest = cleanText(text)
  for (const { start, end } of skip) rest = blank(rest, start, Math.min(end, rest.length))
  // Arabic topic words, once the card's name is blanked (docs/decisions/034).
  rest = glossCardQuestion(rest)
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
  /** The message as read: cleaned, its Arabic question words in English; `spans` are positions in it. */
  text: string
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
  const text = glossCardQuestion(cleanText(message))
  const turn = (question: CardQuestion | null, spans: ReadTurn['spans'] = []): ReadTurn => ({ text, question, spans })
  if (RECOMMEND.test(text)) return turn(null)
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
    return card ? turn({ intent: 'worth', card }, spans) : turn(null)
  }
  // A salary or spend said without a question is a wish: "I collect Skywards miles, salary 20,000".
  const wish = readMessage(text, catalogue.banks)
  if ((wish.salary !== null || wish.monthlySpend !== null) && !asked) return turn(null)

  if (match.kind === 'card') {
    const leftover = spans.reduce((rest, s) => blank(rest, s.start, s.end), text)
    const compare = COMPARE.test(text) || /^\s*(?:and|or) (?:the )?/i.test(text)
    if (compare && context.cards.length > 0 && !context.cards.some((c) => c.id === match.card.id)) {
      return {
        text,
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
        text,
        question: {
          intent: 'facts',
          cards: [match.card],
          topics: topics.length ? topics : context.offered.length ? context.topics : [],
          alternatives: match.alternatives,
        },
        spans,
      }
    }
    return turn(null)
  }
  if (match.kind === 'ambiguous' || match.kind === 'none') {
    // A bank alone ("ENBD cards, salary 10k") is a recommendation wish, not a card question.
    const namedCardWords = match.kind === 'ambiguous' || match.words.length > 0
    if (asked || (namedCardWords && (ABOUT.test(text) || topics.some((t) => FIGURE_TOPICS.has(t)))))
      return { text, question: { intent: 'clarify', match, topics: topics.length ? topics : context.topics }, spans }
    return turn(null)
  }
  // No card named: a question about "its" fee follows the card asked about before.
  if (asked && context.cards.length > 0)
    return { text, question: { intent: 'facts', cards: context.cards, topics, alternatives: [] }, spans: [] }
  if (asked && /\b(?:of|for|on|does|is|do|with) (?:the|this|that|a|an|my)\b/i.test(text)) {
    return {
      text,
      question: {
        intent: 'clarify',
        match: { kind: 'none', closest: [], bankName: null, unlistedBank: null, words: [], spans: [] },
        topics,
      },
      spans: [],
    }
  }
  return turn(null)
}

/** The context after a turn: the card asked about, or the cards offered in a clarification. */
export function nextContext(context: CardContext, question: CardQuestion | null): CardContext {
  if (!question) return context
  if (question.intent === 'facts') return { cards: question.cards.slice(-1), topics: question.topics, offered: [] }
  if (question.intent === 'worth') return { cards: [question.card], topics: context.topics, offered: [] }
  const offered = question.match.kind === 'ambiguous' ? question.match.candidates : question.match.closest
  return { cards: context.cards, topics: question.topics, offered }
}
