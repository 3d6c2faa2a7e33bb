import {
  annualFeeText,
  aprText,
  EMPTY_FEES,
  lastChecked,
  monthlyRateText,
  unconfirmedFigures,
  type CardFees,
  type CardRates,
  type CardSource,
} from '@cardcompare/shared'
import type { CollectionBeforeChangeHook } from 'payload'

type Doc = Record<string, unknown> & { fees?: Partial<CardFees> | null; rates?: Partial<CardRates> | null; sources?: unknown }

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

export function feesOf(doc: Doc | null | undefined): CardFees {
  const fees = doc?.fees ?? {}
  return {
    joiningFee: num(fees.joiningFee),
    annualFee: num(fees.annualFee),
    vat: fees.vat === 'included' || fees.vat === 'excluded' ? fees.vat : EMPTY_FEES.vat,
    firstYearFree: fees.firstYearFree === true,
    firstYearCondition: text(fees.firstYearCondition),
    spendWaiver: text(fees.spendWaiver),
  }
}

export function ratesOf(doc: Doc | null | undefined): CardRates {
  const rates = doc?.rates ?? {}
  return { monthlyRate: num(rates.monthlyRate), apr: num(rates.apr), kind: rates.kind === 'profit' ? 'profit' : 'interest' }
}

export function sourcesOf(doc: Doc | null | undefined): CardSource[] {
  const rows = Array.isArray(doc?.sources) ? (doc.sources as Record<string, unknown>[]) : []
  return rows
    .filter((row) => row && typeof row === 'object')
    .map((row) => ({
      title: String(row.title ?? ''),
      url: String(row.url ?? ''),
      kind: row.kind as CardSource['kind'],
      documentDate: typeof row.documentDate === 'string' ? row.documentDate : null,
      checkedAt: typeof row.checkedAt === 'string' ? row.checkedAt : '',
      figures: Array.isArray(row.figures) ? (row.figures as CardSource['figures']) : [],
    }))
}

/**
 * The documented display fields are built from the structured figures, and the provenance
 * summary from the sources, on every write: an editor changes the numbers and the documents,
 * never the strings (issue 9 §2, §3). Partial updates read the stored document for the rest.
 */
export const deriveCardFigures: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged: Doc = { ...(originalDoc ?? {}), ...data }
  const fees = feesOf(merged)
  const rates = ratesOf(merged)
  const sources = sourcesOf(merged)
  data.annualFee = annualFeeText(fees)
  data.interestRate = monthlyRateText(rates)
  data.interestRateAnnual = aprText(rates)
  data.lastVerified = lastChecked(sources)
  data.unverifiedFields = unconfirmedFigures({ sources })
  if (!text(merged.sourceUrl)) {
    data.sourceUrl = (sources.find((s) => s.kind === 'kfs') ?? sources[0])?.url ?? null
  }
  return data
}
