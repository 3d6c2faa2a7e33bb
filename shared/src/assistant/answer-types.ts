// What the assistant answers and what it answers from (docs/decisions/018, 021).
import type { Bank, CardType, CreditCard, Feature } from '../contract'
import type { SpendProfile } from '../card-value'
import type { ShownFigure } from '../card-figures'
import type { Locale } from '../locale'
import type { AssistantRequest } from './read-request'

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

/** 'card': figures of the named card(s); 'clarify': which listed card is meant (decision 021). */
export type AssistantAnswerKind = 'recommendations' | 'follow-up' | 'no-match' | 'help' | 'card' | 'clarify'

/** One figure a card answer gives, as its text states it (null value: "Not confirmed"). */
export interface AnsweredFigure {
  cardId: number
  figure: ShownFigure
  term: string
  value: string | null
  source: { title: string; checked: string } | null
}

export interface AssistantAnswer {
  kind: AssistantAnswerKind
  /** The language of every text of the answer (speech.ts answerLocale). */
  locale: Locale
  /** Paragraphs separated by a blank line; plain text, never HTML. */
  text: string
  cards: AssistantCard[]
  /** Messages the visitor may send next, offered as buttons. */
  suggestions: string[]
  /** What the conversation was read as. */
  understood: AssistantRequest
  /** The spend the ranking assumed, AED a month per category (recommendations only). */
  profile: SpendProfile | null
  /** The figures a card answer states, for the checks on a model's rephrasing. */
  figures?: AnsweredFigure[]
}

/** One NDJSON line of POST /api/assistant's answer, as the server writes it and the page reads it. */
export type AssistantEvent =
  | { type: 'start'; kind: AssistantAnswerKind; locale: Locale }
  | { type: 'text'; text: string }
  | { type: 'card'; card: AssistantCard }
  | { type: 'suggestions'; suggestions: string[] }
  | { type: 'done'; source: 'offline' | 'llm' }
  | { type: 'error'; message: string }
