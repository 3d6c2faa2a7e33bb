// `npm run check:data` (docs/decisions/009): the seeded catalogue must say only what the banks' own
// documents say. Pure, so the script and its tests read the same rules.

import {
  annualFeeText,
  APR_RANGE,
  aprMatchesMonthly,
  FIGURE_READINGS,
  DATA_FRESH_DAYS,
  KEY_FIGURES,
  looksLikeDoubleVat,
  MONTHLY_RATE_RANGE,
  SALARY_TRANSFER,
  SOURCE_FIGURES,
  SOURCE_KINDS,
  type CardFees,
  type CardRates,
  type CardSource,
  type SourceFigure,
} from './card-data'
import { noValueReason, readRewardRules, REWARD_LIMITS, rewardRulesProblems, type RewardRules } from './card-value'
import { FEATURE_FREE_FIRST_YEAR, FEATURE_NO_ANNUAL_FEE } from './catalogue-keys'
import { httpUrl } from './text-safety'

export interface DataBank {
  name: string
  isActive?: boolean
  /** Hosts whose pages count as the bank's own (subdomains included). */
  sourceDomains: string[]
  /** Exact URLs of the bank's official documents hosted elsewhere, each named as a copy in its title. */
  officialDocuments?: string[]
}

export interface DataCard {
  name: string
  slug: string
  bank: string
  fees: CardFees
  rates: CardRates
  minimumSalary: number | null
  rewardRate: string | null
  /** Structured earn rules (card-value.ts), confirmed by the source that confirms rewardRate. */
  rewards?: unknown
  welcomeBonus: string | null
  sources: CardSource[]
  isActive: boolean
  features?: string[]
  /** Legacy or hand-written fields the check also reads, so no old claim slips through. */
  annualFee?: string | null
  lastVerified?: string | null
}

interface DataCheckResult {
  errors: string[]
  summary: {
    cards: number
    listed: number
    hidden: number
    figuresConfirmed: number
    figuresUnknown: number
    /** Listed cards whose newest check is older than DATA_FRESH_DAYS. */
    stale: number
    /** Listed cards with structured reward rules (the value in AED). */
    rewardRules: number
    /** Listed cards' figures confirmed by a bank document, by figure. */
    confirmedByFigure: Record<SourceFigure, number>
    /** Listed cards whose value in AED a year is known for a typical AED 10,000 a month of spending. */
    valued: number
    /** Distinct documents listed cards cite, and how many of them record the document's own date. */
    documents: number
    documentsDated: number
    /** Conditions stored as the bank prints them: fee options, "up to" rates, waivers, what is added to an FX fee. */
    conditions: number
  }
}

/** Documents of these kinds state a bank's fees for many cards at once: one generation per bank. */
const FEE_DOCUMENT_KINDS = ['kfs', 'schedule-of-charges'] as const

function figureValue(card: DataCard, figure: SourceFigure, rules: RewardRules | null): unknown {
  switch (figure) {
    case 'fxFee':
      return card.fees.fxFee
    case 'pointValue':
      return rules?.programme === 'points' || rules?.programme === 'miles' ? rules.unitValueAed : null
    case 'joiningFee':
      return card.fees.joiningFee
    case 'annualFee':
      return card.fees.annualFee
    case 'monthlyRate':
      return card.rates.monthlyRate
    case 'apr':
      return card.rates.apr
    case 'minimumSalary':
      return card.minimumSalary
    case 'rewardRate':
      return card.rewardRate ?? (rules ? `${rules.programme} reward rules` : null)
    case 'welcomeBonus':
      return card.welcomeBonus
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const validDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

export function isBankSource(url: string, bank: DataBank): boolean {
  if (bank.officialDocuments?.includes(url)) return true
  const safe = httpUrl(url)
  if (!safe) return false
  const host = new URL(safe).hostname.toLowerCase()
  return bank.sourceDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))
}

/**
 * Why a card's name does not read as a name, or null. Names are shown as they are on tiles,
 * headings and comparisons: a document's row label ("ALL - ADCB Infinite Credit Card") is not one.
 */
export function cardNameProblem(name: string): string | null {
  if (/^\S+\s+[-–—]\s+/.test(name.trim())) return 'is named like a row of a document ("X - …"): name it as the bank does in words'
  return null
}

/**
 * Why a condition shown to visitors (first-year waiver, fee waiver) reads like data, or null:
 * the bank's words belong in quotation marks in a sentence, not in "(bank: '…')".
 */
export function conditionTextProblem(text: string | null | undefined): string | null {
  if (text && /\(\s*bank\s*:|\bbank\s*:\s*['"]/i.test(text))
    return `"${text}" quotes the bank as data: write it in words, the bank's own in “quotation marks”`
  return null
}

export function checkCatalogueData(cards: readonly DataCard[], banks: readonly DataBank[], now = new Date()): DataCheckResult {
  const errors: string[] = []
  const today = now.toISOString().slice(0, 10)
  const staleBefore = new Date(now.getTime() - DATA_FRESH_DAYS * 86_400_000).toISOString().slice(0, 10)
  const bankByName = new Map(banks.map((bank) => [bank.name, bank]))
  const summary: DataCheckResult['summary'] = {
    cards: cards.length,
    listed: 0,
    hidden: 0,
    figuresConfirmed: 0,
    figuresUnknown: 0,
    stale: 0,
    rewardRules: 0,
    confirmedByFigure: Object.fromEntries(SOURCE_FIGURES.map((figure) => [figure, 0])) as Record<SourceFigure, number>,
    valued: 0,
    documents: 0,
    documentsDated: 0,
    conditions: 0,
  }
  const listedDocuments = new Map<string, boolean>()
  /** bank → document kind → the URLs its listed cards cite for figures of that kind. */
  const feeDocuments = new Map<string, Map<string, Set<string>>>()
  const names = new Map<string, string>()
  const slugs = new Set<string>()

  for (const card of cards) {
    const at = `${card.name} (${card.slug})`
    const fail = (message: string) => errors.push(`${at}: ${message}`)
    const bank = bankByName.get(card.bank)
    if (!bank) fail(`unknown bank "${card.bank}"`)

    const nameProblem = cardNameProblem(card.name)
    if (nameProblem) fail(nameProblem)
    for (const [field, text] of [
      ['first-year condition', card.fees.firstYearCondition],
      ['spend waiver', card.fees.spendWaiver],
      ['foreign-exchange fee note', card.fees.fxFeeNote],
    ] as const) {
      const problem = conditionTextProblem(text)
      if (problem) fail(`${field} ${problem}`)
    }
    const key = card.name.trim().toLowerCase()
    if (names.has(key)) fail(`has the same name as ${names.get(key)}`)
    names.set(key, card.slug)
    if (slugs.has(card.slug)) fail('has a slug another card uses')
    slugs.add(card.slug)

    const rules = readRewardRules(card.rewards)
    if (card.rewards !== undefined && card.rewards !== null && rules === null) fail('has reward rules without a known programme')
    for (const problem of rules ? rewardRulesProblems(rules) : []) fail(`reward rules: ${problem}`)
    const { fxFee } = card.fees
    if (fxFee !== null && fxFee !== undefined && !(fxFee >= 0 && fxFee <= REWARD_LIMITS.fxFeePercent))
      fail(`foreign-exchange fee ${fxFee}% is not plausible`)
    const options = card.fees.options ?? []
    for (const [i, option] of options.entries()) {
      const where = `fee option ${i + 1}`
      if (!(typeof option.amount === 'number' && option.amount >= 0 && option.amount <= 100_000))
        fail(`${where} amount ${String(option.amount)} is not a plausible amount in AED`)
      else if (option.amount === card.fees.annualFee)
        fail(`${where} repeats the annual fee (AED ${option.amount}): an option is another fee`)
      const problem = conditionTextProblem(option.condition) ?? (option.condition?.trim() ? null : 'is empty')
      if (problem) fail(`${where} condition ${problem}`)
      if (!(SALARY_TRANSFER as readonly unknown[]).includes(option.salaryTransfer)) fail(`${where} has an unknown salaryTransfer`)
      if (!(FIGURE_READINGS as readonly unknown[]).includes(option.reading)) fail(`${where} has an unknown reading`)
    }
    if (card.rates.monthlyRateUpTo && card.rates.monthlyRate === null) fail('says "up to" a monthly rate it does not give')
    if (card.fees.fxFeeNote && (card.fees.fxFee === null || card.fees.fxFee === undefined))
      fail('has a note on a foreign-exchange fee it does not give')
    const covered = new Set<SourceFigure>()
    for (const [i, source] of card.sources.entries()) {
      const where = `source ${i + 1} (${source.url})`
      if (!source.title?.trim()) fail(`${where} has no title`)
      if (!(SOURCE_KINDS as readonly string[]).includes(source.kind)) fail(`${where} has an unknown kind "${source.kind}"`)
      if (bank && !isBankSource(source.url, bank))
        fail(`${where} is not on ${card.bank}'s own domain (${bank.sourceDomains.join(', ')}) or one of its official documents`)
      if (!validDate(source.checkedAt)) fail(`${where} has no checked date: a figure is never "verified" without the date it was read`)
      else if (source.checkedAt > today) fail(`${where} is dated ${source.checkedAt}, after today`)
      if (source.documentDate !== null && !validDate(source.documentDate))
        fail(`${where} has an invalid document date "${source.documentDate}"`)
      if (!source.figures?.length) fail(`${where} confirms no figure`)
      for (const figure of source.figures ?? []) {
        if (!(SOURCE_FIGURES as readonly string[]).includes(figure)) fail(`${where} names an unknown figure "${figure}"`)
        else if (figureValue(card, figure, rules) === null || figureValue(card, figure, rules) === undefined)
          fail(`${where} confirms ${figure}, but the card gives no ${figure}`)
        else covered.add(figure)
      }
    }
    for (const figure of ['fxFee', 'pointValue'] as const) {
      const value = figureValue(card, figure, rules)
      if (value !== null && value !== undefined && !covered.has(figure))
        fail(`${figure} is given (${String(value)}) but no source confirms it: leave it empty until one does`)
    }
    for (const figure of KEY_FIGURES) {
      const value = figureValue(card, figure, rules)
      if (value === null || value === undefined) summary.figuresUnknown += 1
      else if (!covered.has(figure)) fail(`${figure} is given (${String(value)}) but no source confirms it: leave it empty until one does`)
      else summary.figuresConfirmed += 1
    }
    if (options.length > 0 && !covered.has('annualFee')) fail('has fee options but no source confirms its annual fee')
    if (card.lastVerified && !card.sources.some((s) => validDate(s.checkedAt))) {
      fail(`claims lastVerified ${card.lastVerified} without a source and a date`)
    }

    const feeText = annualFeeText(card.fees)
    if (looksLikeDoubleVat(feeText) || looksLikeDoubleVat(card.annualFee)) {
      fail(`fee "${card.annualFee ?? feeText}" counts VAT twice: UAE banks quote such amounts VAT-inclusive (1,575 = 1,500 + 5 %)`)
    }
    const { monthlyRate, apr } = card.rates
    if (monthlyRate !== null && (monthlyRate < MONTHLY_RATE_RANGE.min || monthlyRate > MONTHLY_RATE_RANGE.max)) {
      fail(`monthly rate ${monthlyRate}% is outside ${MONTHLY_RATE_RANGE.min}–${MONTHLY_RATE_RANGE.max}%`)
    }
    if (apr !== null && (apr < APR_RANGE.min || apr > APR_RANGE.max)) fail(`APR ${apr}% is outside ${APR_RANGE.min}–${APR_RANGE.max}%`)
    if (monthlyRate !== null && apr !== null && !aprMatchesMonthly(monthlyRate, apr)) {
      fail(`APR ${apr}% does not match 12 × the monthly rate ${monthlyRate}%`)
    }
    for (const [name, amount] of [
      ['joining fee', card.fees.joiningFee],
      ['annual fee', card.fees.annualFee],
    ] as const) {
      if (amount !== null && !(amount >= 0 && amount <= 100_000)) fail(`${name} ${amount} is not a plausible amount in AED`)
    }

    const features = card.features ?? []
    if (features.includes(FEATURE_NO_ANNUAL_FEE) && card.fees.annualFee !== 0)
      fail(`has the feature "${FEATURE_NO_ANNUAL_FEE}" but no confirmed fee of 0`)
    if (features.includes(FEATURE_FREE_FIRST_YEAR) && !card.fees.firstYearFree)
      fail(`has the feature "${FEATURE_FREE_FIRST_YEAR}" but no first-year waiver`)

    if (card.isActive) {
      summary.listed += 1
      if (rules) summary.rewardRules += 1
      for (const figure of covered) summary.confirmedByFigure[figure] += 1
      summary.conditions +=
        options.length +
        Number(Boolean(card.rates.monthlyRateUpTo)) +
        Number(card.fees.firstYearFree) +
        Number(Boolean(card.fees.spendWaiver)) +
        Number(Boolean(card.fees.fxFeeNote))
      const valued = { id: 0, name: card.name, fees: card.fees, rewards: rules, sources: card.sources }
      if (noValueReason(valued) === null) summary.valued += 1
      for (const source of card.sources) {
        listedDocuments.set(source.url, Boolean(listedDocuments.get(source.url)) || validDate(source.documentDate))
        if (!(FEE_DOCUMENT_KINDS as readonly string[]).includes(source.kind)) continue
        const kinds = feeDocuments.get(card.bank) ?? new Map<string, Set<string>>()
        feeDocuments.set(card.bank, kinds.set(source.kind, (kinds.get(source.kind) ?? new Set()).add(source.url)))
      }
      if (!covered.has('annualFee') && !covered.has('monthlyRate') && !covered.has('apr')) {
        fail('is listed, but no source confirms its fee or its rate')
      }
      const newest = card.sources
        .map((s) => s.checkedAt)
        .filter(validDate)
        .sort()
        .at(-1)
      if (newest && newest < staleBefore) summary.stale += 1
    } else {
      summary.hidden += 1
    }
  }

  summary.documents = listedDocuments.size
  summary.documentsDated = [...listedDocuments.values()].filter(Boolean).length
  // Two fee schedules (or two KFSs) of one bank are two generations of its prices: the figures of
  // one contradict the other's somewhere, so every listed card reads the newest one.
  for (const [bank, kinds] of feeDocuments)
    for (const [kind, urls] of kinds)
      if (urls.size > 1)
        errors.push(`${bank}: listed cards cite ${urls.size} different ${kind} documents (${[...urls].join(', ')}); use the newest for all`)

  for (const bank of banks) {
    if (bank.isActive === false) continue
    if (!cards.some((card) => card.bank === bank.name && card.isActive)) {
      errors.push(`${bank.name}: an active bank with no listed card (list one, or set the bank inactive)`)
    }
  }
  return { errors, summary }
}
