// The assistant's evaluation (`npm run eval:assistant`, tests/eval/assistant.json): each
// question with the constraints its answer must satisfy, checked against the catalogue's own
// data with rules written apart from the engine's, so a mistake in one is caught by the other.

import { feeFeatureIds } from '../catalogue-keys'
import { CBUAE_MIN_MONTHLY_INCOME } from '../uae-card-facts'
import { catalogueFeeClass } from '../catalogue'
import type { CreditCard } from '../contract'
import { cardPath } from '../slugs'
import type { AssistantAnswer, AssistantAnswerKind, AssistantCatalogue } from './answer-types'
import type { AssistantRequest, RewardKind } from './read-request'
import type { SpendCategory } from '../card-value'
import type { ShownFigure } from '../card-figures'
import { readRewardsDisplay, rewardsDisplay } from '../card-display'
import type { Locale } from '../locale'
import { hasArabicLetters } from './arabic'

export interface EvalExpectation {
  kind?: AssistantAnswerKind
  /** Every card named is open to this monthly salary (and the salary is what was read). */
  salary?: number
  fee?: 'free' | 'first-year' | { max: number }
  /** The answer read these spend categories (at least). */
  categories?: SpendCategory[]
  /** Every card named is from one of these banks (catalogue names). */
  bank?: string[]
  /** No card named is from these banks. */
  notBank?: string[]
  /** true: every card is Islamic; false: none is. */
  islamic?: boolean
  rewards?: RewardKind
  /** Every card named is a travel card (Travel type or miles). */
  travel?: boolean
  /** Every card named has airport lounge access. */
  lounge?: boolean
  minCards?: number
  maxCards?: number
  /** Phrases the answer's text must contain (case-insensitive). */
  mentions?: string[]
  /** A question about these listed cards (catalogue names): the answer links to each one's page. */
  cards?: string[]
  /** ...and states each of these figures of each card as its data has it, with the source and the date checked, or "Not confirmed". */
  figures?: ShownFigure[]
  /** A clarification that offers (at least) these listed cards by name and states no figure. */
  offers?: string[]
  /**
   * What the question says, as the answer read it: a wish the cards happen to meet is not a
   * wish read (a question in Arabic is glossed, docs/decisions/034). Banks by catalogue name.
   */
  reads?: Partial<Pick<AssistantRequest, 'fee' | 'banking' | 'rewards' | 'travel' | 'lounge'>> & { banks?: string[]; notBanks?: string[] }
  /**
   * The language of every text of the answer (paragraphs, each card's reason and facts, the
   * suggestions): English has no Arabic letter; Arabic has Arabic in each text and no English
   * word besides names and the bank's own words from the card data (docs/decisions/034).
   */
  lang?: Locale
}

export interface EvalCase {
  id: string
  question: string
  /** The language of the page it is asked on (English when not given). */
  page?: Locale
  /** Earlier messages of the visitor, oldest first. */
  history?: string[]
  expect: EvalExpectation
}

export interface EvalContext {
  catalogue: AssistantCatalogue
  /** Every card, listed or not: a card named must be one of the listed ones. */
  allCards: readonly CreditCard[]
}

const typeIds = (ctx: EvalContext, pattern: RegExp) => ctx.catalogue.cardTypes.filter((t) => pattern.test(t.name)).map((t) => t.id)
const featureIds = (ctx: EvalContext, pattern: RegExp) => ctx.catalogue.features.filter((f) => pattern.test(f.name)).map((f) => f.id)
const has = (ids: readonly number[], wanted: readonly number[]) => ids.some((id) => wanted.includes(id))

/** The failures of one answer, in words; empty when it satisfies every constraint. */
export function checkAnswer(answer: AssistantAnswer, expectation: EvalExpectation, ctx: EvalContext): string[] {
  const failures: string[] = []
  const fail = (message: string) => failures.push(message)
  const listed = new Map(ctx.catalogue.cards.map((card) => [card.id, card]))
  const bankId = (name: string) => ctx.catalogue.banks.find((b) => b.name === name)?.id

  if (expectation.kind && answer.kind !== expectation.kind) fail(`answer is "${answer.kind}", expected "${expectation.kind}"`)
  if (expectation.minCards !== undefined && answer.cards.length < expectation.minCards)
    fail(`${answer.cards.length} cards, expected at least ${expectation.minCards}`)
  if (expectation.maxCards !== undefined && answer.cards.length > expectation.maxCards)
    fail(`${answer.cards.length} cards, expected at most ${expectation.maxCards}`)
  if (answer.kind !== 'recommendations' && answer.kind !== 'card' && answer.cards.length > 0) fail(`a "${answer.kind}" answer names cards`)
  // No answer names a card we do not list (a listed card's name may hold an unlisted one's).
  let unnamed = answer.text
  for (const card of [...ctx.catalogue.cards].sort((a, b) => b.name.length - a.name.length)) unnamed = unnamed.split(card.name).join(' ')
  for (const card of ctx.allCards)
    if (!listed.has(card.id) && unnamed.includes(card.name)) fail(`the text names "${card.name}", which is not listed`)
  if (expectation.cards || expectation.figures) failures.push(...checkCardAnswer(answer, expectation, ctx))
  if (expectation.offers) {
    for (const name of expectation.offers) {
      if (!ctx.catalogue.cards.some((c) => c.name === name)) fail(`the expected offer "${name}" is not a listed card`)
      if (!answer.text.includes(name)) fail(`the clarification does not offer "${name}"`)
    }
    if (/%|\bAED\b/.test(answer.text)) fail('the clarification states a figure')
  }
  if (expectation.salary !== undefined && answer.understood.salary !== expectation.salary)
    fail(`read salary ${answer.understood.salary}, expected ${expectation.salary}`)
  for (const category of expectation.categories ?? []) {
    if (!answer.understood.categories.includes(category)) fail(`did not read the category ${category}`)
  }
  if (expectation.reads) {
    const { banks, notBanks, ...wishes } = expectation.reads
    for (const [key, wanted] of Object.entries(wishes)) {
      const read = answer.understood[key as keyof typeof wishes]
      if (JSON.stringify(read) !== JSON.stringify(wanted)) fail(`read ${key} ${JSON.stringify(read)}, expected ${JSON.stringify(wanted)}`)
    }
    const names = (ids: readonly number[]) => ids.map((id) => ctx.catalogue.banks.find((b) => b.id === id)?.name ?? String(id)).sort()
    if (banks && JSON.stringify(names(answer.understood.bankIds)) !== JSON.stringify([...banks].sort()))
      fail(`read the banks ${names(answer.understood.bankIds).join(', ') || 'none'}, expected ${banks.join(', ')}`)
    if (notBanks && JSON.stringify(names(answer.understood.excludedBankIds)) !== JSON.stringify([...notBanks].sort()))
      fail(`read the banks left out ${names(answer.understood.excludedBankIds).join(', ') || 'none'}, expected ${notBanks.join(', ')}`)
  }
  if (expectation.lang) failures.push(...checkLanguage(answer, expectation.lang, ctx))
  for (const phrase of expectation.mentions ?? []) {
    if (!answer.text.toLowerCase().includes(phrase.toLowerCase())) fail(`text does not mention "${phrase}"`)
  }

  const seen = new Set<number>()
  for (const named of answer.cards) {
    const card = listed.get(named.id)
    const label = `"${named.name}"`
    if (!card) {
      fail(`${label} is ${ctx.allCards.some((c) => c.id === named.id) ? 'not listed' : 'not in the catalogue'}`)
      continue
    }
    if (seen.has(card.id)) fail(`${label} is named twice`)
    seen.add(card.id)
    if (card.name !== named.name) fail(`${label} is called "${card.name}" in the catalogue`)
    if (named.path !== cardPath(card)) fail(`${label} links to ${named.path}, not its card page ${cardPath(card)}`)
    if (!named.reason.trim()) fail(`${label} has no reason`)

    // A card asked about is named whatever the salary; a recommendation must be open to it.
    if (answer.kind === 'card') continue
    // Eligible by the salary read: the Central Bank's floor and the card's own minimum.
    const salary = answer.understood.salary
    if (salary === null) fail(`${label} named without a salary`)
    else {
      if (salary < CBUAE_MIN_MONTHLY_INCOME) fail(`${label} named for a salary below the Central Bank's floor`)
      if (card.minimumSalary !== null && card.minimumSalary > salary)
        fail(`${label} needs AED ${card.minimumSalary}, above the salary AED ${salary}`)
    }
    if (expectation.salary !== undefined && card.minimumSalary !== null && card.minimumSalary > expectation.salary)
      fail(`${label} needs more than AED ${expectation.salary}`)

    const fee = expectation.fee
    const feeClass = catalogueFeeClass(card, feeFeatureIds(ctx.catalogue.features))
    if (fee === 'free' && feeClass !== 'free') fail(`${label} has an annual fee (${card.annualFee ?? 'not confirmed'})`)
    if (fee === 'first-year' && feeClass !== 'free' && feeClass !== 'first-year-free') fail(`${label} is not free in the first year`)
    if (typeof fee === 'object') {
      const amount = card.unverifiedFields.includes('annualFee') ? null : card.fees.annualFee
      if (amount === null || amount > fee.max) fail(`${label}'s annual fee (${amount ?? 'not confirmed'}) is not at most AED ${fee.max}`)
    }
    if (expectation.bank && !expectation.bank.some((name) => bankId(name) === card.bankId))
      fail(`${label} is not from ${expectation.bank.join(' or ')}`)
    if (expectation.notBank?.some((name) => bankId(name) === card.bankId)) fail(`${label} is from a bank left out`)

    const islamic =
      card.rates.kind === 'profit' || has(card.cardTypeIds, typeIds(ctx, /islamic/i)) || has(card.featureIds, featureIds(ctx, /shari/i))
    if (expectation.islamic === true && !islamic) fail(`${label} is not Islamic`)
    if (expectation.islamic === false && islamic) fail(`${label} is Islamic`)
    if (
      expectation.rewards === 'cashback' &&
      !(has(card.cardTypeIds, typeIds(ctx, /cashback/i)) || has(card.featureIds, featureIds(ctx, /cashback/i)))
    )
      fail(`${label} is not a cashback card`)
    if (expectation.rewards === 'miles' && !has(card.featureIds, featureIds(ctx, /miles/i))) fail(`${label} does not earn miles`)
    if (expectation.rewards === 'points' && !has(card.featureIds, featureIds(ctx, /points/i))) fail(`${label} does not earn points`)
    if (expectation.travel && !(has(card.cardTypeIds, typeIds(ctx, /travel/i)) || has(card.featureIds, featureIds(ctx, /miles/i))))
      fail(`${label} is not a travel card`)
    if (expectation.lounge && !has(card.featureIds, featureIds(ctx, /lounge/i))) fail(`${label} has no confirmed lounge access`)
  }
  return failures
}

// --- The answer's language (docs/decisions/034) ---

/** Words that may stay Latin in an Arabic answer: card and bank names, and the card data's own words. */
function namesIn(ctx: EvalContext): string[] {
  const names = new Set<string>(['CardCompare UAE'])
  for (const card of ctx.allCards) {
    names.add(card.name)
    // The bank's own rewards words may stay English; spec §5's ("Varies", "Up to 6%") are translated.
    const rewards = card.rewardRate?.trim() ? rewardsDisplay(card.rewardRate.trim(), card.name) : null
    if (rewards !== null && readRewardsDisplay(rewards).kind === 'bank') names.add(rewards)
    if (card.rewards?.unitName) names.add(card.rewards.unitName)
  }
  for (const bank of ctx.catalogue.banks) names.add(bank.name)
  return [...names].filter(Boolean).sort((a, b) => b.length - a.length)
}

function checkLanguage(answer: AssistantAnswer, lang: Locale, ctx: EvalContext): string[] {
  const failures: string[] = []
  if (answer.locale !== lang) failures.push(`answered in "${answer.locale}", expected "${lang}"`)
  const texts = [
    ...answer.text.split(/\n{2,}/),
    ...answer.cards.flatMap((card) => [card.reason, ...card.facts]),
    ...answer.suggestions,
  ].filter((text) => text.trim() !== '')
  const names = lang === 'ar' ? namesIn(ctx) : []
  for (const text of texts) {
    if (lang === 'en') {
      if (hasArabicLetters(text)) failures.push(`Arabic in an English answer: "${text.slice(0, 80)}"`)
      continue
    }
    if (!hasArabicLetters(text)) failures.push(`no Arabic in "${text.slice(0, 80)}"`)
    const rest = names.reduce((left, name) => left.split(name).join(' '), text)
    const english = rest.match(/[A-Za-z]{2,}/g)
    if (english) failures.push(`English words (${english.slice(0, 5).join(', ')}) in "${text.slice(0, 80)}"`)
  }
  return failures
}

// --- Questions about a card (decision 021) ---

const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })

/** How each figure is labelled in a sentence, and where its stored value is. */
const FIGURE_CHECKS: Record<ShownFigure, { label: RegExp; stored: (card: CreditCard) => number | string | null }> = {
  annualFee: { label: /\bannual fee\b/i, stored: (c) => c.fees.annualFee },
  joiningFee: { label: /\bjoining fee\b/i, stored: (c) => c.fees.joiningFee },
  monthlyRate: { label: /\bmonthly (?:interest|profit)/i, stored: (c) => c.rates.monthlyRate },
  apr: { label: /\bAPR\b/, stored: (c) => c.rates.apr },
  minimumSalary: { label: /\bminimum salary\b/i, stored: (c) => c.minimumSalary },
  rewardRate: { label: /(?:^|, |and )rewards\b/i, stored: (c) => c.rewardRate },
  welcomeBonus: { label: /\bwelcome bonus\b/i, stored: (c) => c.welcomeBonus },
  fxFee: { label: /\bforeign[- ](?:exchange|currency)\b/i, stored: (c) => c.fees.fxFee ?? null },
}

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 })

/** The text a figure's sentence must hold, read from the card's data apart from the engine's views. */
function expectedFigureText(card: CreditCard, figure: ShownFigure, stored: number | string): string {
  if (typeof stored === 'string') return figure === 'rewardRate' ? rewardsDisplay(stored, card.name).slice(0, 40) : stored.slice(0, 40)
  if (figure === 'apr' || figure === 'monthlyRate' || figure === 'fxFee') return `${stored}%`
  if (stored === 0) return figure === 'annualFee' ? 'No annual fee' : 'None'
  return `AED ${amount(stored)}`
}

function checkCardAnswer(answer: AssistantAnswer, expectation: EvalExpectation, ctx: EvalContext): string[] {
  const failures: string[] = []
  const fail = (message: string) => failures.push(message)
  const names = expectation.cards ?? []
  const cards = names.map((name) => ctx.catalogue.cards.find((c) => c.name === name))
  if (cards.some((c) => !c)) return [`an expected card (${names.join(', ')}) is not listed`]
  if (answer.kind !== 'card') fail(`answer is "${answer.kind}", not an answer about ${names.join(' and ')}`)
  const linked = answer.cards.map((c) => c.id).sort()
  if (
    linked.join() !==
    cards
      .map((c) => c!.id)
      .sort()
      .join()
  )
    fail(`links ${answer.cards.map((c) => c.name).join(', ') || 'no card'}, expected ${names.join(', ')}`)
  for (const named of answer.cards) {
    const card = cards.find((c) => c!.id === named.id)
    if (card && named.path !== cardPath(card)) fail(`"${named.name}" links to ${named.path}, not its card page`)
  }

  const paragraphs = answer.text.split(/\n{2,}/)
  // With several cards, each card's sentences follow the paragraph that names it.
  const sectionOf = (card: CreditCard) => {
    if (cards.length < 2) return paragraphs
    const start = paragraphs.findIndex((p) => p.startsWith(card.name))
    if (start < 0) return []
    const next = paragraphs.findIndex((p, i) => i > start && cards.some((c) => c !== card && p.startsWith(c!.name)))
    return paragraphs.slice(start + 1, next < 0 ? undefined : next)
  }
  const allowed = new Set<string>()
  for (const card of cards as CreditCard[]) {
    const section = sectionOf(card)
    for (const figure of expectation.figures ?? []) {
      const check = FIGURE_CHECKS[figure]
      const about = section.filter((p) => check.label.test(p))
      const label = `${card.name}'s ${figure}`
      if (about.length === 0) {
        fail(`${label} is not answered`)
        continue
      }
      const source = card.sources.find((s) => s.figures.includes(figure)) ?? null
      const stored = check.stored(card)
      if (source && stored !== null && stored !== undefined) {
        const want = expectedFigureText(card, figure, stored)
        const checked = `checked ${dayMonthYear.format(new Date(`${source.checkedAt}T12:00:00Z`))}`
        if (!about.some((p) => p.includes(want) && p.includes(`Source: ${source.title}`) && p.includes(checked)))
          fail(`${label}: no sentence states "${want}" with "Source: ${source.title}" and "${checked}"`)
      } else {
        if (!about.some((p) => p.includes('Not confirmed'))) fail(`${label} has no source but is not said to be "Not confirmed"`)
        if (stored !== null && stored !== undefined && about.some((p) => p.includes(expectedFigureText(card, figure, stored))))
          fail(`${label} states a value no document confirms`)
      }
    }
    // Every figure in the text must be one a document confirms (or part of a source's title or date).
    for (const source of card.sources) {
      for (const figure of source.figures) {
        const stored = figure in FIGURE_CHECKS ? FIGURE_CHECKS[figure as ShownFigure].stored(card) : null
        if (stored !== null && stored !== undefined)
          for (const n of String(stored).match(/\d[\d,]*(?:\.\d+)?/g) ?? []) allowed.add(n.replace(/,/g, ''))
      }
      for (const n of source.title.match(/\d[\d,]*(?:\.\d+)?/g) ?? []) allowed.add(n.replace(/,/g, ''))
    }
  }
  for (const match of answer.text.matchAll(/AED\s?(\d[\d,]*(?:\.\d+)?)|(\d+(?:\.\d+)?)\s?%/g)) {
    const n = (match[1] ?? match[2])!.replace(/,/g, '')
    if (!allowed.has(n) && !allowed.has(String(Number(n)))) fail(`states ${match[0]}, which no document of the card confirms`)
  }
  return failures
}
