// Finds the listed card a visitor names in a sentence (decision 021): "ENBD Visa Flexi",
// "emirates nbd flexi", "Mashreq cash back card", "LuLu 24/7 titanium". A card's own words
// are its name less its bank's names and the words every card has ("credit", "card"); the
// visitor's words are read against them, with the bank as a filter. When the words fit
// several cards equally, or none, the caller asks which card is meant rather than guess.

import { BANK_ALIASES, findBankMentions, type BankLike } from './banks'
import { cleanText } from './read-request'

export interface NamedCard {
  id: number
  name: string
  bankId: number | null
}

/** Words every card name has, and network and filler words a visitor may add or leave out. */
const FILLER = new Set([
  'credit',
  'card',
  'cards',
  'covered',
  'visa',
  'mastercard',
  'master',
  'the',
  'a',
  'an',
  'of',
  'al',
  'up',
  'to',
  'by',
  'u',
  'x',
])

/**
 * Words that name a card only next to its bank or another of its words: tiers and everyday
 * English ("platinum", "cashback", "all", "yes"). "Skywards" or "Flexi" alone is enough.
 */
const COMMON = new Set([
  'platinum',
  'titanium',
  'signature',
  'infinite',
  'gold',
  'world',
  'elite',
  'black',
  'premium',
  'classic',
  'cashback',
  'cash',
  'back',
  'rewards',
  'reward',
  'points',
  'miles',
  'islamic',
  'business',
  'family',
  'priority',
  'banking',
  'all',
  'yes',
  'go',
  'switch',
  'plus',
  'simply',
  'super',
  'saver',
  'journey',
  'flex',
  'duo',
  '5',
])

interface Word {
  word: string
  start: number
  end: number
}

/** Lower-case words with their place in the text; "cash back" reads as "cashback". */
function wordsOf(text: string): Word[] {
  const out: Word[] = []
  for (const match of text.toLowerCase().matchAll(/[a-z0-9]+/g)) {
    const start = match.index ?? 0
    const word = { word: match[0], start, end: start + match[0].length }
    const last = out[out.length - 1]
    if (last && last.word === 'cash' && word.word === 'back' && /^[\s-]*$/.test(text.slice(last.end, start))) {
      out[out.length - 1] = { word: 'cashback', start: last.start, end: word.end }
    } else out.push(word)
  }
  return out
}

interface IndexedCard<C extends NamedCard> {
  card: C
  /** The words that tell this card from others (name less bank words and filler). */
  words: string[]
}

interface CardIndex<C extends NamedCard> {
  cards: IndexedCard<C>[]
  vocabulary: Set<string>
}

const bankWords = (bank: BankLike | undefined) =>
  new Set(
    bank ? [bank.name, bank.slug ?? '', ...(BANK_ALIASES[bank.name] ?? [])].flatMap((phrase) => wordsOf(phrase).map((w) => w.word)) : [],
  )

/** Each card's words (in the list's order) and all of them: built once per card list. */
interface CardWords {
  words: string[][]
  vocabulary: Set<string>
}

const indexes = new WeakMap<readonly NamedCard[], CardWords>()

function wordsFor(cards: readonly NamedCard[], banks: readonly BankLike[]): CardWords {
  const cached = indexes.get(cards)
  if (cached) return cached
  const vocabulary = new Set<string>()
  const words = cards.map((card) => {
    const own = bankWords(banks.find((b) => b.id === card.bankId))
    const distinct = [
      ...new Set(
        wordsOf(card.name)
          .map((w) => w.word)
          .filter((w) => !own.has(w) && !FILLER.has(w)),
      ),
    ]
    for (const word of distinct) vocabulary.add(word)
    return distinct
  })
  const built = { words, vocabulary }
  indexes.set(cards, built)
  return built
}

function indexFor<C extends NamedCard>(cards: readonly C[], banks: readonly BankLike[]): CardIndex<C> {
  const { words, vocabulary } = wordsFor(cards, banks)
  return { cards: cards.map((card, i) => ({ card, words: words[i] ?? [] })), vocabulary }
}

/** Edit distance of at most one (a typo: "titanum", "skyward"). */
function withinOne(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}

/** The card word a visitor's word stands for: itself, its singular or plural, or a one-letter typo of a long word. */
function cardWord(word: string, vocabulary: Set<string>): string | null {
  if (vocabulary.has(word)) return word
  if (vocabulary.has(`${word}s`)) return `${word}s`
  if (word.endsWith('s') && vocabulary.has(word.slice(0, -1))) return word.slice(0, -1)
  if (word.length >= 6) for (const known of vocabulary) if (known.length >= 6 && withinOne(word, known)) return known
  return null
}

export interface CardWordHit {
  word: string
  start: number
  end: number
}

/** The visitor's words that are card words; adjacent pieces join ("24 7" is "247", "go 4 it" is "go4it"). */
function cardWordsIn(text: string, vocabulary: Set<string>, skip: readonly { start: number; end: number }[]): CardWordHit[] {
  const words = wordsOf(text).filter((w) => !skip.some((s) => w.start < s.end && s.start < w.end))
  const hits: CardWordHit[] = []
  for (let i = 0; i < words.length; i++) {
    const joined = [3, 2].map((n) => words.slice(i, i + n)).find((run) => run.length > 1 && vocabulary.has(run.map((w) => w.word).join('')))
    if (joined) {
      hits.push({ word: joined.map((w) => w.word).join(''), start: joined[0]!.start, end: joined[joined.length - 1]!.end })
      i += joined.length - 1
      continue
    }
    const word = words[i]!
    if (FILLER.has(word.word)) continue
    const known = cardWord(word.word, vocabulary)
    if (known) hits.push({ word: known, start: word.start, end: word.end })
  }
  return hits
}

export type CardMatch<C extends NamedCard> =
  /** One card: `alternatives` are other cards whose names hold every word said (the Titanium and the LuLu 247 Titanium). */
  | { kind: 'card'; card: C; alternatives: C[]; spans: { start: number; end: number }[] }
  /** Several cards fit the words equally well. */
  | { kind: 'ambiguous'; candidates: C[]; spans: { start: number; end: number }[] }
  /** A card was named (a bank, or words of card names) but none fits; `closest` by shared words. */
  | {
      kind: 'none'
      closest: C[]
      bankName: string | null
      unlistedBank: string | null
      words: string[]
      spans: { start: number; end: number }[]
    }
  /** Nothing in the text names a card. */
  | { kind: 'unnamed' }

const CLOSEST_MAX = 5

/**
 * The card `text` names among `cards` (the listed ones). `among`, when given, narrows the
 * search to cards offered in a clarification, so "the Signature one" is enough.
 */
export function findCard<C extends NamedCard>(
  text: string,
  cards: readonly C[],
  banks: readonly BankLike[],
  among?: readonly C[],
): CardMatch<C> {
  const clean = cleanText(text)
  const index = indexFor(cards, banks)
  const mentions = findBankMentions(clean, banks)
  const listedBankIds = mentions.flatMap((m) => (m.bank ? [m.bank.id] : []))
  const unlisted = mentions.find((m) => m.bank === null)?.name ?? null
  const hits = cardWordsIn(clean, index.vocabulary, mentions)
  const said = [...new Set(hits.map((h) => h.word))]
  const spans = [...mentions.map(({ start, end }) => ({ start, end })), ...hits.map(({ start, end }) => ({ start, end }))]

  const allowed = among ? new Set(among.map((c) => c.id)) : null
  const pool = index.cards.filter(
    (c) =>
      (allowed ? allowed.has(c.card.id) : true) &&
      (listedBankIds.length === 0 || (c.card.bankId !== null && listedBankIds.includes(c.card.bankId))),
  )
  if (said.length === 0) {
    if (listedBankIds.length === 0)
      return unlisted ? { kind: 'none', closest: [], bankName: null, unlistedBank: unlisted, words: [], spans } : { kind: 'unnamed' }
    return {
      kind: 'none',
      closest: pool.slice(0, CLOSEST_MAX).map((c) => c.card),
      bankName: mentions.find((m) => m.bank)!.name,
      unlistedBank: null,
      words: [],
      spans,
    }
  }
  if (listedBankIds.length === 0 && unlisted)
    return { kind: 'none', closest: [], bankName: null, unlistedBank: unlisted, words: said, spans }

  const scored = pool
    .map((c) => {
      const matched = said.filter((w) => c.words.includes(w))
      return { ...c, matched, missing: c.words.filter((w) => !said.includes(w)), extra: said.filter((w) => !c.words.includes(w)) }
    })
    .filter((c) => c.matched.length > 0)
  // Confident only with the bank, two of a card's words, or one that is not everyday English.
  const confident = (matched: readonly string[]) =>
    listedBankIds.length > 0 || allowed !== null || matched.length >= 2 || matched.some((w) => !COMMON.has(w))
  const cardSpans = (chosen: readonly { words: string[] }[]) => [
    ...mentions.map(({ start, end }) => ({ start, end })),
    ...hits.filter((h) => chosen.some((c) => c.words.includes(h.word))).map(({ start, end }) => ({ start, end })),
  ]

  const best = (list: typeof scored) => {
    const top = Math.max(...list.map((c) => c.matched.length))
    return list.filter((c) => c.matched.length === top)
  }
  // Every word of the card said: the exact ones first (nothing else said), then the fullest.
  const complete = scored.filter((c) => c.missing.length === 0)
  const exact = complete.filter((c) => c.extra.length === 0)
  const chosen = exact.length > 0 ? exact : complete.length > 0 ? best(complete) : scored.length > 0 ? best(scored) : []
  if (chosen.length > 0 && confident(chosen[0]!.matched)) {
    if (chosen.length === 1) {
      const [only] = chosen
      const alternatives = scored
        .filter((c) => c.card.id !== only!.card.id && only!.matched.every((w) => c.words.includes(w)))
        .slice(0, 3)
        .map((c) => c.card)
      return { kind: 'card', card: only!.card, alternatives, spans: cardSpans(chosen) }
    }
    return { kind: 'ambiguous', candidates: chosen.map((c) => c.card), spans: cardSpans(chosen) }
  }
  if (listedBankIds.length === 0 && !said.some((w) => !COMMON.has(w))) return { kind: 'unnamed' }
  const closest = [...scored]
    .sort((a, b) => b.matched.length - a.matched.length || a.missing.length - b.missing.length)
    .slice(0, CLOSEST_MAX)
    .map((c) => c.card)
  return {
    kind: 'none',
    closest: closest.length ? closest : pool.slice(0, CLOSEST_MAX).map((c) => c.card),
    bankName: mentions.find((m) => m.bank)?.name ?? null,
    unlistedBank: null,
    words: said,
    spans,
  }
}
