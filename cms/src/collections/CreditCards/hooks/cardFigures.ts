import {
  annualFeeText,
  aprText,
  lastChecked,
  monthlyRateText,
  readFees,
  readRates,
  readSources,
  unconfirmedFigures,
  valueAtPath,
  type CardFees,
  type CardRates,
  type Loose,
} from '@cardcompare/shared'
import type { CollectionBeforeChangeHook } from 'payload'

type Doc = Record<string, unknown> & { fees?: Loose<CardFees> | null; rates?: Loose<CardRates> | null; sources?: unknown }

/** The sources a card's data holds, as the storefront will read them. */
export const sourcesOf = (doc: Doc | null | undefined) => readSources(doc?.sources)

/**
 * The documented display fields are built from the structured figures, and the provenance
 * summary from the sources, on every write: an editor changes the numbers and the documents,
 * never the strings (docs/decisions/009). Partial updates read the stored document for the rest.
 */
export const deriveCardFigures: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged: Doc = { ...(originalDoc ?? {}), ...data }
  const fees = readFees(merged.fees)
  const rates = readRates(merged.rates)
  const sources = sourcesOf(merged)
  data.annualFee = annualFeeText(fees)
  data.interestRate = monthlyRateText(rates)
  data.interestRateAnnual = aprText(rates)
  data.lastVerified = lastChecked(sources)
  data.unverifiedFields = unconfirmedFigures({ sources })
  const sourceUrl = typeof merged.sourceUrl === 'string' ? merged.sourceUrl.trim() : ''
  if (!sourceUrl) data.sourceUrl = (sources.find((s) => s.kind === 'kfs') ?? sources[0])?.url ?? null
  return data
}

/** The figures a visitor compares cards on: changing one of them is an update of the card's data. */
const CARD_FIGURE_PATHS = [
  'fees.joiningFee',
  'fees.annualFee',
  'fees.vat',
  'fees.firstYearFree',
  'fees.firstYearCondition',
  'fees.spendWaiver',
  'fees.fxFee',
  'rates.monthlyRate',
  'rates.apr',
  'rates.kind',
  'minimumSalary',
  'salaryTransfer',
  'salaryNote',
  'rewardRate',
  'welcomeBonus',
  'rewards.programme',
  'rewards.unitName',
  'rewards.unitValueAed',
  'rewards.minimumMonthlySpend',
  'rewards.monthlyCap',
  'rewards.earn',
  'rewards.bands',
] as const

const valueAt = (doc: Record<string, unknown> | null | undefined, path: string) => valueAtPath(doc, path) ?? null

/**
 * `lastUpdated` (docs/decisions/013) moves when a figure changes, not on every save: fixing a typo in a
 * description does not make the fees newer. Never taken from the request.
 */
export const stampLastUpdated: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'create' || !originalDoc) {
    data.lastUpdated = new Date().toISOString()
    return data
  }
  const merged: Doc = { ...originalDoc, ...data }
  const changed = CARD_FIGURE_PATHS.some((path) => JSON.stringify(valueAt(merged, path)) !== JSON.stringify(valueAt(originalDoc, path)))
  data.lastUpdated = changed ? new Date().toISOString() : (originalDoc.lastUpdated ?? null)
  return data
}
