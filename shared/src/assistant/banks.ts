// The names people use for UAE banks in a sentence ("ENBD", "StanChart", "FAB"). The banks
// themselves come from the catalogue: a bank matches by its own name or slug, and by the
// aliases below for its name. Known banks without a listed card are recognised too, so the
// assistant can say "we list no HSBC card" instead of ignoring the word.

import { FALLBACK_BANKS } from '../banks'

export interface BankLike {
  id: number
  name: string
  slug?: string | null
}

/**
 * Abbreviations and common names, keyed by the bank's catalogue name (FALLBACK_BANKS, spec §3).
 * Matched as whole words, case-insensitive, except those in CASE_SENSITIVE ("SC" is a bank,
 * "sc" is not).
 */
export const BANK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  ADCB: ['adcb', 'abu dhabi commercial bank', 'abu dhabi commercial'],
  ADIB: ['adib', 'abu dhabi islamic bank', 'abu dhabi islamic'],
  'Ajman Bank': ['ajman bank'],
  'Al Hilal Bank': ['al hilal bank', 'al hilal', 'alhilal'],
  'American Express': ['american express', 'amex'],
  Citibank: ['citibank', 'citi bank', 'citi'],
  'Commercial Bank of Dubai': ['commercial bank of dubai', 'cbd'],
  'Dubai Islamic Bank': ['dubai islamic bank', 'dubai islamic', 'dib'],
  'Emirates Islamic Bank': ['emirates islamic bank', 'emirates islamic'],
  'Emirates NBD': ['emirates nbd', 'emirates national bank of dubai', 'enbd', 'nbd'],
  'First Abu Dhabi Bank': ['first abu dhabi bank', 'first abu dhabi', 'fab'],
  HSBC: ['hsbc'],
  'Liv Bank': ['liv bank', 'liv'],
  'Mashreq Bank': ['mashreq bank', 'mashreqbank', 'mashreq'],
  'RAK Bank': ['rak bank', 'rakbank', 'national bank of ras al khaimah', 'rak'],
  'Standard Chartered': ['standard chartered', 'stanchart', 'stan chart', 'scb', 'SC'],
  'Wio Bank': ['wio bank', 'wio'],
}

const CASE_SENSITIVE = new Set(['SC'])

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A whole-word pattern for a phrase, spaces matching any run of spaces, hyphens or dots. */
function phrasePattern(phrase: string): RegExp {
  const body = phrase.split(/\s+/).map(escape).join('[\\s.-]+')
  return new RegExp(`(?<![\\w])${body}(?![\\w])`, CASE_SENSITIVE.has(phrase) ? 'g' : 'gi')
}

export interface BankMention {
  /** The catalogue bank, or null for a known UAE bank the catalogue does not list. */
  bank: BankLike | null
  /** The bank's name as we show it. */
  name: string
  /** Where the mention starts and ends in the text (for negation). */
  start: number
  end: number
}

interface Candidate {
  name: string
  bank: BankLike | null
  phrases: string[]
}

function candidates(banks: readonly BankLike[]): Candidate[] {
  const byName = new Map<string, Candidate>()
  for (const bank of banks) {
    const phrases = new Set<string>([bank.name.toLowerCase()])
    if (bank.slug) phrases.add(bank.slug.replace(/-/g, ' '))
    for (const alias of BANK_ALIASES[bank.name] ?? []) phrases.add(alias)
    byName.set(normalise(bank.name), { name: bank.name, bank, phrases: [...phrases] })
  }
  // Known banks the catalogue does not (yet) list.
  for (const known of FALLBACK_BANKS) {
    if (byName.has(normalise(known.name))) continue
    byName.set(normalise(known.name), {
      name: known.name,
      bank: null,
      phrases: [known.name.toLowerCase(), ...(BANK_ALIASES[known.name] ?? [])],
    })
  }
  return [...byName.values()]
}

/**
 * Every bank named in `text`, in order of appearance; the longest phrase wins where two
 * overlap ("Emirates Islamic" is not "Emirates NBD", "Abu Dhabi Islamic Bank" is not "ADCB").
 */
export function findBankMentions(text: string, banks: readonly BankLike[]): BankMention[] {
  const hits: (BankMention & { length: number })[] = []
  for (const candidate of candidates(banks)) {
    for (const phrase of candidate.phrases) {
      for (const match of text.matchAll(phrasePattern(phrase))) {
        const start = match.index ?? 0
        hits.push({ bank: candidate.bank, name: candidate.name, start, end: start + match[0].length, length: match[0].length })
      }
    }
  }
  hits.sort((a, b) => b.length - a.length || a.start - b.start)
  const kept: (BankMention & { length: number })[] = []
  for (const hit of hits) {
    if (kept.some((k) => hit.start < k.end && k.start < hit.end)) continue
    kept.push(hit)
  }
  return kept.sort((a, b) => a.start - b.start).map(({ length: _length, ...mention }) => mention)
}
