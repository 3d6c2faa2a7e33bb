// Answers to a question about a named card (decision 021; the reading is card-question.ts): each
// figure with the bank document it comes from and the date we checked it, or "Not confirmed".
// English words each figure as the card page does (card-figures.ts); Arabic words the terms,
// amounts, rates, dates and the bank's fixed conditions itself (docs/decisions/034), and gives
// the bank's own words (rewards, welcome bonus, a waiver's condition) as the card data has them.

import { sourceFor } from '../card-data'
import { figureView, sourceText, type KeyFigureView, type ShownFigure } from '../card-figures'
import type { CreditCard } from '../contract'
import en from '../i18n/en/assistant'
import { similarCards } from '../similar-cards'
import { cardPath } from '../slugs'
import type { AnsweredFigure, AssistantAnswer, AssistantCard, AssistantCatalogue } from './answer-types'
import type { CardQuestion, CardTopic } from './card-question'
import { EMPTY_REQUEST } from './read-request'
import type { Speech } from './speech'

const stripStop = (text: string) => text.trim().replace(/[.;:\s]+$/, '')
/** "Includes 5% VAT" inside a sentence; "VAT …" or "KFS …" stays as written. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text)

/** A figure in the answer's words: the card page's in English. */
type Worded = { term: string; value: string | null; notes: string[]; source: string | null }

function termOf(s: Speech, card: CreditCard, key: ShownFigure): string {
  const t = s.m.figures
  const profit = card.rates.kind === 'profit'
  if (key === 'monthlyRate') return profit ? t.monthlyProfit : t.monthlyInterest
  if (key === 'apr') return profit ? t.aprProfit : t.aprInterest
  return t[key]
}

/** A figure's value worded in the answer's language, from the card's own numbers. */
function valueOf(s: Speech, card: CreditCard, view: KeyFigureView): string | null {
  const { f } = s
  const t = s.m.figures
  const { fees, rates } = card
  const money = (amount: number | null) => (amount === null ? null : amount === 0 ? t.none : f.aed(amount))
  switch (view.key) {
    case 'annualFee':
      return fees.annualFee === 0 ? t.noFee : money(fees.annualFee)
    case 'joiningFee':
      return money(fees.joiningFee)
    case 'monthlyRate':
      return rates.monthlyRate === null
        ? null
        : rates.monthlyRateUpTo
          ? s.fill(t.upTo, { rate: f.percent(rates.monthlyRate) })
          : f.percent(rates.monthlyRate)
    case 'apr':
      return rates.apr === null ? null : f.percent(rates.apr)
    case 'minimumSalary':
      return card.minimumSalary === null ? null : s.fill(t.perMonth, { amount: f.aed(card.minimumSalary) })
    case 'fxFee':
      return fees.fxFee === null || fees.fxFee === undefined ? null : s.fill(t.perTransaction, { rate: f.percent(fees.fxFee) })
    case 'rewardRate':
      return view.value === null ? null : s.rewards(view.value)
    default:
      return view.value
  }
}

/** The fixed conditions the card page words (VAT, salary transfer) in the language; the bank's own words as they are. */
function noteOf(s: Speech, note: string): string {
  const key = (Object.keys(en.figures.notes) as (keyof typeof en.figures.notes)[]).find((k) => en.figures.notes[k] === note)
  return key ? s.m.figures.notes[key] : note
}

function worded(s: Speech, card: CreditCard, view: KeyFigureView): Worded {
  if (s.locale === 'en')
    return {
      term: view.term,
      value: view.value,
      notes: view.notes.map((n) => lowerFirst(stripStop(n))),
      source: view.source ? sourceText(view.source) : null,
    }
  const source = sourceFor(card, view.key)
  const checked = source ? (s.f.date(source.checkedAt) ?? source.checkedAt) : ''
  const date = source ? s.f.date(source.documentDate) : null
  return {
    term: termOf(s, card, view.key),
    value: view.value === null ? null : valueOf(s, card, view),
    notes: view.notes.map((n) => stripStop(noteOf(s, n))),
    source: source
      ? date
        ? s.fill(s.m.figures.sourceDated, { title: source.title, date, checked })
        : s.fill(s.m.figures.source, { title: source.title, checked })
      : null,
  }
}

/** One figure as a sentence: the value and its source, or "Not confirmed" (never a value without a source). */
function figureSentence(s: Speech, figure: Worded, bankName: string | null): string {
  const q = s.m.cardQuestion
  if (figure.value === null || figure.source === null)
    return s.fill(q.unconfirmedOne, { term: figure.term, notConfirmed: s.m.figures.notConfirmed, bank: bankName ?? q.anyBank })
  const notes = figure.notes.length ? s.fill(q.notes, { notes: figure.notes.join(q.notesSeparator) }) : ''
  return s.fill(q.figure, { term: figure.term, value: stripStop(figure.value), notes, source: figure.source })
}

/** Several figures no document gives, in one sentence. */
function unconfirmedSentence(s: Speech, figures: readonly Worded[], bankName: string | null): string {
  const terms = figures.map((f, i) => (i === 0 ? f.term : lowerFirst(f.term)))
  return s.fill(s.m.cardQuestion.unconfirmedMany, {
    terms: s.list(terms),
    notConfirmed: s.m.figures.notConfirmed,
    bank: bankName ?? s.m.cardQuestion.anyBank,
  })
}

/** A question about a card in the answer's language, offered as a reply and read again as one. */
export function askAbout(s: Speech, topics: readonly CardTopic[], cardName: string): string {
  const q = s.m.cardQuestion
  if (topics.length === 0) return s.fill(q.askAbout, { card: cardName })
  const words = s.list(topics.map((t) => q.topics[t]))
  const plural = topics.length > 1 || topics[0] === 'rewards' || topics[0] === 'fees'
  return s.fill(plural ? q.askWhatAre : q.askWhatIs, { topics: words, card: cardName })
}

const bankNameOf = (catalogue: Pick<AssistantCatalogue, 'banks'>, card: CreditCard) =>
  catalogue.banks.find((b) => b.id === card.bankId)?.name ?? null

function linkCard(s: Speech, card: CreditCard, catalogue: Pick<AssistantCatalogue, 'banks'>): AssistantCard {
  return {
    id: card.id,
    name: card.name,
    bankName: bankNameOf(catalogue, card),
    path: cardPath(card),
    reason: s.m.cardQuestion.linkReason,
    facts: [],
  }
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

/** The answer to a question about one or more named cards. */
export function cardFactsAnswer(
  s: Speech,
  question: Extract<CardQuestion, { intent: 'facts' }>,
  catalogue: AssistantCatalogue,
): AssistantAnswer {
  const q = s.m.cardQuestion
  const { cards, topics } = question
  const paragraphs: string[] = []
  const figures: AnsweredFigure[] = []
  const names = s.list(cards.map((c) => s.card(c.name)))
  const islamicOnly = cards.every((c) => c.rates.kind === 'profit')
  const wording = (t: CardTopic) => (t === 'rate' && islamicOnly ? q.topics.profitRate : q.topics[t])
  paragraphs.push(topics.length ? s.fill(q.readTopics, { topics: s.list(topics.map(wording)), names }) : s.fill(q.read, { names }))
  for (const card of cards) {
    const bankName = bankNameOf(catalogue, card)
    const bank = bankName === null ? null : s.bank(bankName)
    if (cards.length > 1) paragraphs.push(bank ? s.fill(q.headingBank, { name: card.name, bank }) : s.fill(q.heading, { name: card.name }))
    const islamic = card.rates.kind === 'profit'
    if (islamic && topics.some((t) => t === 'rate' || t === 'apr' || t === 'monthlyRate')) paragraphs.push(q.islamic)
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
      if (unknown.length < 2 || !unknown.includes(view)) paragraphs.push(figureSentence(s, worded(s, card, view), bank))
    }
    if (unknown.length >= 2)
      paragraphs.push(
        unconfirmedSentence(
          s,
          unknown.map((v) => worded(s, card, v)),
          bank,
        ),
      )
  }
  if (question.alternatives.length > 0)
    paragraphs.push(s.fill(q.alternatives, { cards: s.orList(question.alternatives.map((c) => s.card(c.name))) }))
  paragraphs.push(cards.length > 1 ? q.pageMany : q.pageOne)

  const [first] = cards
  const suggestions: string[] = []
  if (cards.length === 1 && first) {
    const next = (['annualFee', 'apr', 'minimumSalary', 'rewards'] as const).find(
      (t) => !topics.includes(t) && !(t === 'apr' && topics.some((x) => x === 'rate' || x === 'monthlyRate')),
    )
    if (topics.length > 0 && next) suggestions.push(s.fill(next === 'rewards' ? q.nextAre : q.nextIs, { topic: q.topics[next] }))
    const [similar] = similarCards(first, catalogue.cards, 1)
    if (similar) suggestions.push(s.fill(q.compareWith, { card: similar.name }))
    suggestions.push(q.worth)
  } else suggestions.push(q.worthOfThese)
  return {
    kind: 'card',
    locale: s.locale,
    text: paragraphs.join('\n\n'),
    cards: cards.map((card) => linkCard(s, card, catalogue)),
    suggestions,
    understood: { ...EMPTY_REQUEST },
    profile: null,
    figures,
  }
}

const CLARIFY_MAX = 6

/** "Which card do you mean?", with the closest listed cards by name as replies. */
export function clarifyAnswer(
  s: Speech,
  question: Extract<CardQuestion, { intent: 'clarify' }>,
  catalogue: AssistantCatalogue,
): AssistantAnswer {
  const q = s.m.cardQuestion
  const { match, topics } = question
  const named = (list: readonly CreditCard[]) => list.map((c) => s.card(c.name))
  const paragraphs: string[] = []
  let offered: CreditCard[] = []
  if (match.kind === 'ambiguous') {
    offered = match.candidates
    paragraphs.push(s.fill(q.several, { cards: s.orList(named(offered.slice(0, CLARIFY_MAX))) }))
  } else if (match.unlistedBank) {
    paragraphs.push(s.fill(q.unlistedBank, { bank: s.bank(match.unlistedBank) }))
  } else if (match.bankName && match.words.length === 0) {
    offered = match.closest
    const count = catalogue.cards.filter((c) => c.bankId === offered[0]?.bankId).length
    paragraphs.push(s.fill(q.whichOfBank, { bank: s.bank(match.bankName), count, cards: s.list(named(offered)) }))
  } else if (match.closest.length > 0) {
    offered = match.closest
    const cards = s.list(named(offered))
    paragraphs.push(match.bankName ? s.fill(q.notFoundAtBank, { bank: s.bank(match.bankName), cards }) : s.fill(q.notFound, { cards }))
  } else {
    const example = catalogue.cards[0]
    paragraphs.push(example ? s.fill(q.whichCardExample, { example: askAbout(s, topics, example.name) }) : q.whichCard)
  }
  const more = match.kind === 'ambiguous' && offered.length > CLARIFY_MAX ? offered.length - CLARIFY_MAX : 0
  if (more > 0) paragraphs.push(s.fill(q.more, { count: more }))
  return {
    kind: 'clarify',
    locale: s.locale,
    text: paragraphs.join('\n\n'),
    cards: [],
    suggestions: offered.slice(0, 4).map((card) => askAbout(s, topics, card.name)),
    understood: { ...EMPTY_REQUEST },
    profile: null,
  }
}
