import { describe, expect, it } from 'vitest'
import { WITHOUT_SALARY_TRANSFER } from './test-fees'
import { EMPTY_FEES, type CardSource } from './card-data'
import { cardNameProblem, checkCatalogueData, conditionTextProblem, isBankSource, type DataBank, type DataCard } from './data-check'

const NOW = new Date('2026-11-23T12:00:00Z')
const bank: DataBank = { name: 'Emirates NBD', sourceDomains: ['emiratesnbd.com'], officialDocuments: ['https://example.org/enbd-kfs.pdf'] }
const kfs = (over: Partial<CardSource> = {}): CardSource => ({
  title: 'Emirates NBD Credit Card Key Facts Statement',
  url: 'https://www.emiratesnbd.com/en/kfs/credit-card',
  kind: 'kfs',
  documentDate: null,
  checkedAt: '2026-11-23',
  figures: ['joiningFee', 'annualFee', 'apr'],
  ...over,
})
const card = (over: Partial<DataCard> = {}): DataCard => ({
  name: 'Emirates NBD Skywards Infinite Credit Card',
  slug: 'emirates-nbd-skywards-infinite-credit-card',
  bank: 'Emirates NBD',
  fees: { ...EMPTY_FEES, joiningFee: 3149, annualFee: 1575, vat: 'unknown' },
  rates: { monthlyRate: null, apr: 39, kind: 'interest' },
  minimumSalary: null,
  rewardRate: null,
  welcomeBonus: null,
  sources: [kfs()],
  isActive: true,
  ...over,
})
const check = (cards: DataCard[], banks: DataBank[] = [bank]) => checkCatalogueData(cards, banks, NOW)

describe('checkCatalogueData', () => {
  it('passes a card whose every figure has a source on the bank’s domain, and counts what it saw', () => {
    const result = check([card()])
    expect(result.errors).toEqual([])
    expect(result.summary).toMatchObject({
      cards: 1,
      listed: 1,
      hidden: 0,
      figuresConfirmed: 3,
      figuresUnknown: 4,
      stale: 0,
      rewardRules: 0,
    })
    expect(result.summary.confirmedByFigure).toMatchObject({ joiningFee: 1, annualFee: 1, apr: 1, monthlyRate: 0, fxFee: 0 })
    expect(result.summary).toMatchObject({ valued: 0, documents: 1, documentsDated: 0, conditions: 0 })
    const dated = check([
      card({ sources: [kfs({ documentDate: '2026-01-01' })], fees: { ...card().fees, spendWaiver: 'when you spend AED 20,000 a year' } }),
    ])
    expect(dated.summary).toMatchObject({ documents: 1, documentsDated: 1, conditions: 1 })
  })

  it('fails a fee option that repeats the fee, has no condition in words or no source for the fee, and "up to" without a rate', () => {
    const option = WITHOUT_SALARY_TRANSFER
    expect(check([card({ fees: { ...card().fees, options: [option] } })]).errors).toEqual([])
    expect(check([card({ fees: { ...card().fees, options: [option] } })]).summary.conditions).toBe(1)
    expect(check([card({ fees: { ...card().fees, options: [{ ...option, amount: 1575 }] } })]).errors).toEqual([
      expect.stringContaining('fee option 1 repeats the annual fee (AED 1575)'),
    ])
    expect(check([card({ fees: { ...card().fees, options: [{ ...option, condition: ' ' }] } })]).errors).toEqual([
      expect.stringContaining('fee option 1 condition is empty'),
    ])
    expect(
      check([card({ fees: { ...card().fees, options: [{ ...option, condition: '(bank: "non-salary transfer")' }] } })]).errors,
    ).toEqual([expect.stringContaining('quotes the bank as data')])
    const unsourced = card({ fees: { ...card().fees, options: [option] }, sources: [kfs({ figures: ['joiningFee', 'apr'] })] })
    expect(check([unsourced]).errors).toContainEqual(expect.stringContaining('has fee options but no source confirms its annual fee'))
    expect(check([card({ rates: { monthlyRate: null, monthlyRateUpTo: true, apr: 39, kind: 'interest' } })]).errors).toEqual([
      expect.stringContaining('says "up to" a monthly rate it does not give'),
    ])
  })

  it('fails a note on a foreign-exchange fee the card does not give, and counts one it gives', () => {
    const note = 'plus the card scheme’s charges'
    expect(check([card({ fees: { ...card().fees, fxFeeNote: note } })]).errors).toEqual([
      expect.stringContaining('has a note on a foreign-exchange fee it does not give'),
    ])
    const given = card({
      fees: { ...card().fees, fxFee: 2.49, fxFeeNote: note },
      sources: [kfs({ figures: ['joiningFee', 'annualFee', 'apr', 'fxFee'] })],
    })
    expect(check([given]).errors).toEqual([])
    expect(check([given]).summary).toMatchObject({ conditions: 1, confirmedByFigure: expect.objectContaining({ fxFee: 1 }) })
  })

  it('fails a bank whose listed cards read two generations of its fee schedule', () => {
    const older = kfs({ url: 'https://www.emiratesnbd.com/en/kfs/credit-card-2019', figures: ['joiningFee', 'annualFee', 'apr'] })
    const other = card({ name: 'Emirates NBD Titanium Credit Card', slug: 'emirates-nbd-titanium-credit-card', sources: [older] })
    expect(check([card(), other]).errors).toEqual([
      'Emirates NBD: listed cards cite 2 different kfs documents (https://www.emiratesnbd.com/en/kfs/credit-card, https://www.emiratesnbd.com/en/kfs/credit-card-2019); use the newest for all',
    ])
    // An unlisted card may still cite the older one (it is not published).
    expect(check([card(), { ...other, isActive: false }]).errors).toEqual([])
  })

  it('fails a fee that counts VAT twice', () => {
    const doubled = card({ fees: { ...EMPTY_FEES, joiningFee: 1575, annualFee: 1575, vat: 'excluded' } })
    expect(check([doubled]).errors).toEqual([expect.stringContaining('counts VAT twice')])
    const legacy = card({ annualFee: 'AED 735 + VAT' })
    expect(check([legacy]).errors).toEqual([expect.stringContaining('counts VAT twice')])
    // A round amount quoted before VAT is how some banks publish: not a double count.
    expect(check([card({ fees: { ...EMPTY_FEES, joiningFee: 1500, annualFee: 1500, vat: 'excluded' } })]).errors).toEqual([])
  })

  it('fails a figure no source confirms', () => {
    const errors = check([card({ minimumSalary: 15000 })]).errors
    expect(errors).toEqual([expect.stringMatching(/minimumSalary is given \(15000\) but no source confirms it/)])
  })

  it('holds reward rules, FX fees and point values to their sources and to plausible values', () => {
    const rules = {
      programme: 'miles',
      unitName: 'Skywards Miles',
      unitValueAed: 0.008,
      earn: [{ category: 'other', rate: 1, per: 1, monthlyCap: null }],
      bands: [],
    }
    const unsourced = check([
      card({ rewards: rules, fees: { ...EMPTY_FEES, joiningFee: 3149, annualFee: 1575, vat: 'unknown', fxFee: 2.5 } }),
    ]).errors
    expect(unsourced).toEqual([
      expect.stringMatching(/fxFee is given \(2.5\) but no source confirms it/),
      expect.stringMatching(/pointValue is given \(0.008\) but no source confirms it/),
      expect.stringMatching(/rewardRate is given \(miles reward rules\) but no source confirms it/),
    ])
    const sourced = card({
      rewards: rules,
      sources: [kfs(), kfs({ kind: 'terms', url: 'https://www.emiratesnbd.com/en/skywards-terms', figures: ['rewardRate', 'pointValue'] })],
    })
    const result = check([sourced])
    expect(result.errors).toEqual([])
    expect(result.summary.rewardRules).toBe(1)
    const silly = card({
      rewards: { ...rules, earn: [{ category: 'other', rate: 90, per: 1 }] },
      sources: sourced.sources,
      fees: { ...EMPTY_FEES, joiningFee: 3149, annualFee: 1575, vat: 'unknown', fxFee: 12 },
    })
    expect(check([silly]).errors).toEqual([
      expect.stringContaining('reward rules: other earns 90 per AED 1, beyond any published rate'),
      expect.stringContaining('foreign-exchange fee 12% is not plausible'),
      expect.stringContaining('fxFee is given (12) but no source confirms it'),
    ])
    expect(check([card({ rewards: { programme: 'crypto' } })]).errors).toEqual([
      expect.stringContaining('has reward rules without a known programme'),
    ])
  })

  it('fails a source that is not the bank’s own', () => {
    const errors = check([card({ sources: [kfs({ url: 'https://www.scribd.com/document/1/enbd' })] })]).errors
    expect(errors).toEqual([expect.stringContaining("is not on Emirates NBD's own domain")])
    expect(isBankSource('https://emiratesnbd.com.evil.test/kfs', bank)).toBe(false)
    expect(isBankSource('https://www.emiratesnbd.com/kfs', bank)).toBe(true)
    expect(isBankSource('https://example.org/enbd-kfs.pdf', bank)).toBe(true)
    expect(isBankSource('javascript:alert(1)', bank)).toBe(false)
  })

  it('fails a "verified" figure without a date', () => {
    const undated = card({ sources: [kfs({ checkedAt: '' })] })
    expect(check([undated]).errors).toEqual([expect.stringContaining('has no checked date')])
    const claimed = card({
      lastVerified: '2026-11-01',
      sources: [],
      fees: EMPTY_FEES,
      rates: { monthlyRate: null, apr: null, kind: 'interest' },
      isActive: false,
    })
    expect(check([claimed], [{ ...bank, isActive: false }]).errors).toEqual([
      expect.stringContaining('claims lastVerified 2026-11-01 without a source and a date'),
    ])
  })

  it('fails implausible rates and an APR that is not about 12 × the monthly rate', () => {
    const sources = [kfs({ figures: ['joiningFee', 'annualFee', 'monthlyRate', 'apr'] })]
    expect(check([card({ rates: { monthlyRate: 3.25, apr: 39, kind: 'interest' }, sources })]).errors).toEqual([])
    expect(check([card({ rates: { monthlyRate: 3.25, apr: 46.78, kind: 'interest' }, sources })]).errors).toEqual([])
    expect(check([card({ rates: { monthlyRate: 3.25, apr: 29, kind: 'interest' }, sources })]).errors).toEqual([
      expect.stringContaining('does not match 12 × the monthly rate'),
    ])
    expect(check([card({ rates: { monthlyRate: 32.5, apr: 39, kind: 'interest' }, sources })]).errors).toContainEqual(
      expect.stringContaining('monthly rate 32.5% is outside'),
    )
  })

  it('fails two cards with one name, a listed card with neither fee nor rate, and a bank with nothing listed', () => {
    expect(check([card(), card({ slug: 'other' })]).errors).toEqual([expect.stringContaining('has the same name as')])
    const bare = card({ fees: EMPTY_FEES, rates: { monthlyRate: null, apr: null, kind: 'interest' }, sources: [] })
    expect(check([bare]).errors).toEqual([expect.stringContaining('no source confirms its fee or its rate')])
    expect(check([card({ isActive: false })]).errors).toEqual([
      'Emirates NBD: an active bank with no listed card (list one, or set the bank inactive)',
    ])
  })

  it('fails a name or a condition that reads like data rather than words', () => {
    expect(check([card({ name: 'ALL - ADCB Infinite Credit Card' })]).errors).toEqual([
      expect.stringContaining('named like a row of a document'),
    ])
    const raw = card({
      fees: {
        ...EMPTY_FEES,
        joiningFee: 3149,
        annualFee: 1575,
        vat: 'unknown',
        firstYearFree: true,
        firstYearCondition: "Only for new customers (bank: 'Waived for 1st year if New to Product')",
      },
    })
    expect(check([raw]).errors).toEqual([expect.stringContaining('first-year condition "Only for new customers')])
    expect(cardNameProblem('ADCB Accor ALL Infinite Credit Card')).toBeNull()
    expect(cardNameProblem('Mashreq Cashback Credit Card')).toBeNull()
    expect(cardNameProblem('ALL – ADCB Signature Credit Card')).not.toBeNull()
    expect(conditionTextProblem('for customers new to the product (the bank says “Waived for 1st year if New to Product”)')).toBeNull()
    expect(conditionTextProblem('on salary transfer')).toBeNull()
    expect(conditionTextProblem(null)).toBeNull()
  })

  it('fails a feature that contradicts the fees', () => {
    expect(check([card({ features: ['No Annual Fee'] })]).errors).toEqual([expect.stringContaining('"No Annual Fee"')])
  })

  it('counts listed cards not checked for 90 days as stale', () => {
    const old = card({ sources: [kfs({ checkedAt: '2026-08-01' })] })
    expect(check([old]).summary.stale).toBe(1)
  })
})
