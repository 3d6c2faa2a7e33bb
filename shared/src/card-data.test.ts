import { describe, expect, it } from 'vitest'
import { WITHOUT_SALARY_TRANSFER } from './test-fees'
import {
  firstYearFreeText,
  annualFeeText,
  aprMatchesMonthly,
  EMPTY_FEES,
  expiryAfterCheck,
  feeView,
  isPublishable,
  lastChecked,
  looksLikeDoubleVat,
  monthlyRateText,
  feeOptionText,
  rateLabel,
  readFeeOptions,
  readRates,
  rateFigure,
  rateView,
  unconfirmedFigures,
  annualFeeParts,
  feePartText,
  FEE_VAT,
  SALARY_TRANSFER,
  type CardSource,
  type FeePart,
} from './card-data'
import catalogue from './i18n/en/catalogue'
import { fill, sayFrom } from './i18n/render'
import { formatAed } from './money'
import { annualFeeAmount, annualFeeClass } from './catalogue'
import type { CatalogueKeys } from './catalogue-keys'
import { wordFeePart } from './card-display'

/** The seeded catalogue's rows (cms/src/seed: features 1 and 17, card type 6). */
const seeded: CatalogueKeys = { noAnnualFee: 1, freeFirstYear: 17, islamicCardType: 6 }

const source = (figures: CardSource['figures'], checkedAt = '2026-11-23'): CardSource => ({
  title: 'KFS',
  url: 'https://www.emiratesnbd.com/en/kfs/credit-card',
  kind: 'kfs',
  documentDate: null,
  checkedAt,
  figures,
})

describe('annualFeeText', () => {
  it('puts the yearly fee first, then a different joining fee, and says what VAT the bank states', () => {
    const text = annualFeeText({ ...EMPTY_FEES, joiningFee: 3149, annualFee: 1575, vat: 'included' })
    expect(text).toBe('AED 1,575 a year incl. VAT; joining fee AED 3,149')
    // The catalogue's fee filters and sort read this text: the amount is the yearly fee.
    expect(annualFeeAmount(text)).toBe(1575)
    expect(annualFeeClass(text, [], seeded)).toBe('paid')
  })

  it('never adds VAT the document does not mention, and keeps fils', () => {
    expect(annualFeeText({ ...EMPTY_FEES, joiningFee: 208.95, annualFee: 208.95 })).toBe('AED 208.95 a year')
    expect(annualFeeText({ ...EMPTY_FEES, annualFee: 1500, vat: 'excluded' })).toBe('AED 1,500 a year + VAT')
  })

  it('says free only when the bank says so, and the first-year waiver with its condition', () => {
    expect(annualFeeText({ ...EMPTY_FEES, annualFee: 0 })).toBe('No annual fee')
    expect(annualFeeClass(annualFeeText({ ...EMPTY_FEES, annualFee: 0 }), [], seeded)).toBe('free')
    const waived = annualFeeText({
      ...EMPTY_FEES,
      annualFee: 630,
      vat: 'included',
      firstYearFree: true,
      firstYearCondition: 'for new customers',
    })
    expect(waived).toBe('AED 630 a year incl. VAT; first year free for new customers')
    expect(annualFeeClass(waived, [], seeded)).toBe('first-year-free')
    expect(annualFeeText(EMPTY_FEES)).toBeNull()
    // The condition reads on from "first year free", on the card page as a sentence.
    expect(firstYearFreeText(' on salary transfer ', 'sentence')).toBe('First year free on salary transfer')
    expect(firstYearFreeText(null, 'sentence')).toBe('First year free')
    expect(firstYearFreeText('')).toBe('first year free')
  })
})

describe('conditional figures as the bank prints them', () => {
  const salaryOption = WITHOUT_SALARY_TRANSFER

  it('adds each other fee with its condition, and marks a condition we inferred as our reading', () => {
    const fees = { ...EMPTY_FEES, annualFee: 315, vat: 'included' as const, options: [salaryOption] }
    expect(annualFeeText(fees)).toBe('AED 315 a year incl. VAT; AED 525 without salary transfer')
    expect(annualFeeText({ ...fees, options: [{ ...salaryOption, amount: 2100, salaryTransfer: 'unknown' }] })).toBe(
      'AED 315 a year incl. VAT; AED 2,100 on conditions',
    )
    expect(annualFeeText({ ...fees, options: [{ ...salaryOption, amount: 0, salaryTransfer: 'required' }] })).toBe(
      'AED 315 a year incl. VAT; no fee with salary transfer',
    )
    // The catalogue's filters and sort still read the headline fee.
    expect(annualFeeAmount(annualFeeText(fees))).toBe(315)
    expect(feeOptionText({ ...salaryOption, reading: 'ours' }, 'unknown')).toBe(
      'AED 525 a year for customers who do not transfer their salary (our reading)',
    )
    expect(feeOptionText({ ...salaryOption, amount: 0, condition: 'with a salary transfer' }, 'included')).toBe(
      'No annual fee with a salary transfer',
    )
  })

  it('reads stored options and drops one without an amount or a condition', () => {
    expect(
      readFeeOptions([
        { amount: 525, condition: ' for expatriates ', salaryTransfer: 'bogus', reading: 'ours', id: 'x' },
        { amount: '525', condition: 'as text' },
        { amount: 100, condition: '' },
        { amount: -1, condition: 'negative' },
        null,
      ]),
    ).toEqual([{ amount: 525, condition: 'for expatriates', salaryTransfer: 'unknown', reading: 'ours' }])
    expect(readFeeOptions('not a list')).toEqual([])
  })

  it('prints an "up to" rate as a maximum, and only with a rate', () => {
    expect(monthlyRateText(readRates({ monthlyRate: 3.75, monthlyRateUpTo: true, kind: 'interest' }))).toBe('Up to 3.75%')
    expect(readRates({ monthlyRate: null, monthlyRateUpTo: true }).monthlyRateUpTo).toBe(false)
    expect(readRates({ monthlyRate: 3.25, monthlyRateUpTo: 'yes' }).monthlyRateUpTo).toBe(false)
    const upTo = {
      sources: [source(['monthlyRate'])],
      annualFee: null,
      interestRate: 'Up to 3.75%',
      interestRateAnnual: null,
      minimumSalary: null,
    }
    expect(rateView({ ...upTo, rates: { monthlyRate: 3.75, monthlyRateUpTo: true, apr: null, kind: 'interest' } }).text).toBe(
      'Up to 3.75% a month',
    )
  })
})

describe('rates', () => {
  it('prints rates as published and labels an Islamic card’s rate as profit', () => {
    expect(monthlyRateText({ monthlyRate: 3.25, apr: null, kind: 'interest' })).toBe('3.25%')
    expect(monthlyRateText({ monthlyRate: 3.5, apr: null, kind: 'profit' })).toBe('3.5%')
    expect(rateLabel('profit', 'monthly')).toBe('Monthly profit rate')
    expect(rateLabel('interest', 'annual')).toBe('Annual rate (APR)')
  })

  it('accepts an APR of 12 × the monthly rate, simple or compounded, and nothing far from it', () => {
    expect(aprMatchesMonthly(3.25, 39)).toBe(true)
    expect(aprMatchesMonthly(3.49, 41.88)).toBe(true)
    expect(aprMatchesMonthly(3.25, 46.78)).toBe(true)
    expect(aprMatchesMonthly(3.25, 35)).toBe(false)
    expect(aprMatchesMonthly(3.25, 55)).toBe(false)
  })
})

describe('provenance', () => {
  it('lists the key figures no source confirms, and the newest check', () => {
    const sources = [source(['annualFee', 'joiningFee', 'apr'], '2026-11-20'), source(['minimumSalary'], '2026-11-23')]
    expect(unconfirmedFigures({ sources })).toEqual(['monthlyRate', 'rewardRate', 'welcomeBonus'])
    expect(lastChecked(sources)).toBe('2026-11-23')
    expect(lastChecked([])).toBeNull()
    expect(expiryAfterCheck('2026-11-23')).toBe('2027-02-21')
  })

  it('lists a card only when a document confirms its fee or its rate', () => {
    expect(isPublishable({ sources: [source(['annualFee'])] })).toBe(true)
    expect(isPublishable({ sources: [source(['apr'])] })).toBe(true)
    expect(isPublishable({ sources: [source(['minimumSalary', 'rewardRate'])] })).toBe(false)
    expect(isPublishable({ sources: [] })).toBe(false)
  })

  it('shows "Not confirmed" for an unknown fee or rate, never "No Fee" or a bare "N/A"', () => {
    const base = {
      annualFee: null,
      interestRate: null,
      interestRateAnnual: null,
      minimumSalary: null,
      rates: { monthlyRate: null, apr: null, kind: 'interest' as const },
    }
    expect(feeView({ ...base, sources: [] })).toEqual({ text: 'Not confirmed', confirmed: false })
    expect(rateView({ ...base, sources: [] })).toEqual({ label: 'Interest Rate', text: 'Not confirmed', confirmed: false })
    const enbd = { ...base, annualFee: 'AED 1,575 a year', interestRateAnnual: '39%', sources: [source(['annualFee', 'apr'])] }
    expect(feeView(enbd)).toEqual({ text: 'AED 1,575 a year', confirmed: true })
    expect(rateView(enbd)).toEqual({ label: 'Interest Rate', text: '39% APR', confirmed: true })
    const typedNotSourced = { ...base, annualFee: 'AED 300 a year', sources: [] }
    expect(feeView(typedNotSourced)).toEqual({ text: 'AED 300 a year', confirmed: false })
    expect(
      rateView({
        ...base,
        interestRate: '3.49%',
        rates: { monthlyRate: 3.49, apr: null, kind: 'profit' as const },
        sources: [source(['monthlyRate'])],
      }),
    ).toEqual({ label: 'Profit Rate', text: '3.49% a month', confirmed: true })
  })

  it('gives the rate in parts for a page to word in its language (rateFigure), rateView its English', () => {
    const base = {
      annualFee: null,
      interestRate: null,
      interestRateAnnual: null,
      minimumSalary: null,
      rates: { monthlyRate: null, apr: null, kind: 'interest' as const },
    }
    const none = { percent: null, upTo: false }
    expect(rateFigure({ ...base, sources: [] })).toEqual({ kind: 'interest', basis: null, value: null, confirmed: false, ...none })
    expect(rateFigure({ ...base, interestRateAnnual: ' 39% ', rates: { ...base.rates, apr: 39 }, sources: [source(['apr'])] })).toEqual({
      kind: 'interest',
      basis: 'apr',
      value: '39%',
      confirmed: true,
      percent: 39,
      upTo: false,
    })
    // The bank's "up to", as a flag beside the number, for a page that words it in its language.
    expect(
      rateFigure({
        ...base,
        interestRate: 'Up to 3.75%',
        rates: { ...base.rates, monthlyRate: 3.75, monthlyRateUpTo: true },
        sources: [source(['monthlyRate'])],
      }),
    ).toEqual({ kind: 'interest', basis: 'month', value: 'Up to 3.75%', confirmed: true, percent: 3.75, upTo: true })
    expect(
      rateFigure({
        ...base,
        interestRate: '3.49%',
        interestRateAnnual: '41.88%',
        rates: { ...base.rates, kind: 'profit' as const },
        sources: [],
      }),
    ).toEqual({ kind: 'profit', basis: 'month', value: '3.49%', confirmed: false, ...none })
  })
})

describe('looksLikeDoubleVat', () => {
  it('flags "+ VAT" on an amount that already holds 5 % VAT', () => {
    expect(looksLikeDoubleVat('AED 1,575 + VAT')).toBe(true)
    expect(looksLikeDoubleVat('AED 208.95 + VAT, waived first year')).toBe(true)
    expect(looksLikeDoubleVat('AED 1,500 + VAT')).toBe(false)
    expect(looksLikeDoubleVat('AED 1,575 incl. VAT')).toBe(false)
    expect(looksLikeDoubleVat(null)).toBe(false)
  })
})

describe('the fee in short, in English and from the catalogue', () => {
  const en = catalogue.tile.fee
  const amount = (value: number) => formatAed(value)
  const parts: [FeePart, string][] = [
    [{ key: 'none' }, en.none],
    ...FEE_VAT.map((vat): [FeePart, string] => [{ key: 'yearly', vat, amount: 1575 }, fill(en.yearly[vat], { amount: amount(1575) })]),
    [{ key: 'joining', amount: 3149 }, fill(en.joining, { amount: amount(3149) })],
    [{ key: 'firstYearFree', condition: null }, en.firstYearFree],
    [{ key: 'firstYearFree', condition: 'on salary transfer' }, fill(en.firstYearFreeOn, { condition: 'on salary transfer' })],
    ...SALARY_TRANSFER.flatMap((salaryTransfer): [FeePart, string][] => [
      [{ key: 'option', salaryTransfer, amount: 525 }, fill(en.option[salaryTransfer], { amount: amount(525) })],
      [{ key: 'option', salaryTransfer, amount: 0 }, fill(en.option[salaryTransfer], { amount: en.noFee })],
    ]),
  ]

  it.each(parts)('%o reads as the catalogue’s English words', (part, expected) => {
    expect(feePartText(part)).toBe(expected)
    // The same words as a page worded from the catalogue has them (the share text, the tiles).
    expect(wordFeePart(part, sayFrom(catalogue), formatAed)).toBe(expected)
  })

  it('joins its parts with the catalogue’s separator, as a page in another language does', () => {
    const fees = { annualFee: 1575, joiningFee: 3149, vat: 'included', firstYearFree: false, firstYearCondition: null } as const
    expect(annualFeeText({ ...EMPTY_FEES, ...fees })).toBe(
      annualFeeParts({ ...EMPTY_FEES, ...fees })!
        .map(feePartText)
        .join(en.separator),
    )
  })
})
