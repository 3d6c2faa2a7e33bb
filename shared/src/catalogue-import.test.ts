import { describe, expect, it } from 'vitest'
import { csvSafeCell } from './csv-safety'
import {
  csvCells,
  IMPORT_COLUMNS,
  IMPORT_SPECS,
  jsonItem,
  flattenItem,
  parseCell,
  planImport,
  storedRow,
  summarise,
  toDay,
  UNSOURCED_LISTING,
  type Lookups,
  type RawRow,
} from './catalogue-import'

const lookups: Lookups = {
  banks: [
    { id: 1, slug: 'adcb', name: 'ADCB' },
    { id: 9, slug: 'emirates-islamic-bank', name: 'Emirates Islamic Bank' },
  ],
  'card-types': [
    { id: 1, name: 'Rewards' },
    { id: 2, name: 'Cashback' },
  ],
  features: [{ id: 1, name: 'No Annual Fee' }],
}

const source = {
  title: 'KFS',
  kind: 'kfs',
  url: 'https://www.adcb.com/kfs.pdf',
  documentDate: null,
  checkedAt: '2026-11-23',
  figures: ['annualFee'],
}

const storedCard = {
  id: 7,
  name: 'ADCB Cashback',
  slug: 'adcb-cashback',
  bank: 1,
  network: 'Visa',
  tier: null,
  cardTypes: [2, 1],
  features: [],
  fees: { joiningFee: null, annualFee: 300, vat: 'included', firstYearFree: false, firstYearCondition: null, spendWaiver: null },
  rates: { monthlyRate: 3.69, apr: null, kind: 'interest' },
  minimumSalary: null,
  salaryTransfer: 'unknown',
  salaryNote: null,
  rewardRate: null,
  rewards: {
    programme: 'cashback',
    unitName: null,
    unitValueAed: null,
    minimumMonthlySpend: 1500,
    monthlyCap: null,
    earn: [
      { id: 'r1', category: 'dining', rate: 5, per: 1, monthlyCap: 100 },
      { id: 'r2', category: 'other', rate: 1, per: 1, monthlyCap: null },
    ],
    bands: [],
    note: 'Bills earn less',
  },
  welcomeBonus: null,
  description: '- Cashback on groceries',
  imageUrl: '/images/cards/adcb-cashback.svg',
  isFeatured: false,
  label: null,
  featuredOrder: null,
  sourceUrl: 'https://www.adcb.com/kfs.pdf',
  dataExpiryDate: '2027-02-21T00:00:00.000Z',
  isActive: true,
  reviewNote: null,
  sources: [{ id: 'abc', ...source, checkedAt: '2026-11-23T00:00:00.000Z' }],
  createdAt: '2026-11-23T00:00:00.000Z',
}

const csvRow = (row: number, cells: Record<string, unknown>): RawRow => ({ row, cells })
const spec = (column: string) => IMPORT_SPECS.cards.find((s) => s.column === column)!

describe('parseCell', () => {
  it('reads numbers, booleans, dates and selects as a spreadsheet writes them', () => {
    expect(parseCell(spec('fees.annualFee'), ' 1050 ')).toEqual({ value: 1050 })
    expect(parseCell(spec('rates.monthlyRate'), '3.25')).toEqual({ value: 3.25 })
    expect(parseCell(spec('fees.annualFee'), '')).toEqual({ value: null })
    expect(parseCell(spec('isActive'), 'Yes')).toEqual({ value: true })
    expect(parseCell(spec('isActive'), '')).toEqual({ value: false })
    expect(parseCell(spec('fees.vat'), 'INCLUDED')).toEqual({ value: 'included' })
    expect(parseCell(spec('fees.vat'), '')).toEqual({ value: 'unknown' })
    expect(parseCell(spec('dataExpiryDate'), '2027-02-21')).toEqual({ value: '2027-02-21' })
  })

  it('refuses what it cannot read, saying how to write it', () => {
    expect(parseCell(spec('fees.annualFee'), 'AED 1,050')).toEqual({
      error: 'Write a plain number, e.g. 1050 or 3.25 (no currency, commas or %).',
    })
    expect(parseCell(spec('fees.annualFee'), '200000')).toEqual({ error: 'Must be between 0 and 100,000.' })
    expect(parseCell(spec('minimumSalary'), '5000.5')).toEqual({ error: 'Write a whole number.' })
    expect(parseCell(spec('isActive'), 'maybe')).toEqual({ error: 'Write true or false.' })
    expect(parseCell(spec('dataExpiryDate'), '2026-02-31')).toEqual({ error: 'Write a date as YYYY-MM-DD.' })
    expect(parseCell(spec('network'), 'UnionPay')).toEqual({ error: 'Must be one of: Visa, Mastercard, American Express, Diners Club.' })
    expect(parseCell(spec('sourceUrl'), 'javascript:alert(1)')).toHaveProperty('error')
    expect(parseCell(spec('imageUrl'), '//evil.test/x.png')).toHaveProperty('error')
    expect(parseCell(spec('slug'), 'Not A Slug')).toHaveProperty('error')
    expect(parseCell(spec('name'), 'Bad\u0000name')).toEqual({ error: 'This field contains characters we cannot accept.' })
  })

  it('reads fee options as a JSON list and an "up to" rate as a yes/no, refusing what is not', () => {
    const option = {
      amount: 525,
      condition: 'for customers who do not transfer their salary',
      salaryTransfer: 'not-required',
      reading: 'bank',
    }
    expect(parseCell(spec('fees.options'), JSON.stringify([option]))).toEqual({ value: [option] })
    expect(parseCell(spec('fees.options'), '[{"amount": 1575, "condition": "with 25,000 miles"}]')).toEqual({
      value: [{ amount: 1575, condition: 'with 25,000 miles', salaryTransfer: 'unknown', reading: 'bank' }],
    })
    expect(parseCell(spec('fees.options'), '')).toEqual({ value: [] })
    expect(parseCell(spec('fees.options'), '[{"amount": "525", "condition": "x"}]')).toEqual({
      error: 'Option 1: "amount" is a plain number from 0 to 100,000.',
    })
    expect(parseCell(spec('fees.options'), '[{"amount": 525, "condition": ""}]')).toEqual({
      error: 'Option 1: "condition" is the bank\'s condition in words, at most 200 characters.',
    })
    expect(parseCell(spec('fees.options'), '[{"amount": 525, "condition": "x", "reading": "guess"}]')).toEqual({
      error: 'Option 1: "reading" is one of bank, ours.',
    })
    expect(parseCell(spec('fees.options'), '[{"amount": 525, "condition": "x", "fee": 1}]')).toEqual({
      error: 'Rule 1 has unknown keys: fee.',
    })
    expect(parseCell(spec('fees.options'), '525')).toHaveProperty('error')
    expect(parseCell(spec('rates.monthlyRateUpTo'), 'true')).toEqual({ value: true })
    expect(parseCell(spec('rates.monthlyRateUpTo'), '')).toEqual({ value: false })
  })

  it('keeps HTML as text: it is stored as written and rendered inert by the pages', () => {
    expect(parseCell(spec('description'), '<script>alert(1)</script>')).toEqual({ value: '<script>alert(1)</script>' })
  })

  it('undoes the export’s formula guard', () => {
    expect(parseCell(spec('description'), "'=1+1")).toEqual({ value: '=1+1' })
    expect(parseCell(spec('description'), "'- point")).toEqual({ value: '- point' })
  })

  it('checks each source: kind, https url, the day it was read, what it confirms', () => {
    expect(parseCell(spec('sources'), JSON.stringify([source]))).toEqual({ value: [source] })
    expect(parseCell(spec('sources'), JSON.stringify([{ ...source, figures: [] }]))).toHaveProperty('error')
    expect(parseCell(spec('sources'), JSON.stringify([{ ...source, url: 'ftp://x' }]))).toHaveProperty('error')
    expect(parseCell(spec('sources'), JSON.stringify([{ ...source, extra: 1 }]))).toEqual({ error: 'Source 1 has unknown keys: extra.' })
    expect(parseCell(spec('sources'), '[{')).toHaveProperty('error')
  })

  it('reads reward rules as a JSON list and says how to write them', () => {
    expect(parseCell(spec('rewards.earn'), '[{"category": "dining", "rate": 5}]')).toEqual({
      value: [{ category: 'dining', rate: 5, per: 1, monthlyCap: null }],
    })
    expect(parseCell(spec('rewards.bands'), [{ from: 5000, rate: 2 }])).toEqual({ value: [{ from: 5000, rate: 2 }] })
    expect(parseCell(spec('rewards.earn'), '')).toEqual({ value: [] })
    expect(parseCell(spec('rewards.earn'), '5%')).toEqual({
      error: 'Earn rules are a JSON list: [{"category": "dining", "rate": 5, "per": 1, "monthlyCap": null}].',
    })
    expect(parseCell(spec('rewards.earn'), '[{"category": "casino", "rate": 5}]')).toEqual({
      error: expect.stringContaining('Rule 1: category must be one of groceries'),
    })
    expect(parseCell(spec('rewards.earn'), '[{"category": "dining", "rate": -1}]')).toEqual({
      error: expect.stringContaining('plain numbers'),
    })
    expect(parseCell(spec('rewards.earn'), '[{"category": "dining", "rate": 1, "per": 0}]')).toEqual({
      error: expect.stringContaining('per above 0'),
    })
    expect(parseCell(spec('rewards.bands'), '[{"from": 0, "rate": 1, "__proto__": 1}]')).toEqual({
      error: 'Rule 1 has unknown keys: __proto__.',
    })
  })

  it('toDay takes the UTC day of a timestamp and refuses impossible days', () => {
    expect(toDay('2026-11-23T12:00:00.000Z')).toBe('2026-11-23')
    expect(toDay('2026-13-01')).toBeNull()
    expect(toDay('23/11/2026')).toBeNull()
  })
})

describe('planImport', () => {
  const exported = storedRow('cards', storedCard)

  it('reports new, changed (field by field), unchanged and invalid rows', () => {
    const rows = [
      csvRow(2, { slug: 'adcb-cashback', name: 'ADCB Cashback', 'fees.annualFee': '350' }),
      csvRow(3, {
        slug: 'brand-new',
        name: 'Brand New Card',
        bank: 'adcb',
        'fees.annualFee': '0',
        sources: JSON.stringify([source]),
        isActive: 'true',
      }),
      csvRow(4, { slug: 'adcb-cashback-2', name: 'X', bank: 'No Such Bank' }),
      csvRow(5, { slug: 'adcb-cashback', name: 'ADCB Cashback' }),
    ]
    const plan = planImport('cards', rows, [storedCard], lookups)
    expect(plan.report.totals).toEqual({ rows: 4, new: 1, changed: 1, unchanged: 0, invalid: 2 })
    expect(plan.report.rows[0]).toEqual({
      row: 2,
      key: 'adcb-cashback',
      status: 'changed',
      id: 7,
      changes: [{ field: 'fees.annualFee', from: 300, to: 350 }],
    })
    expect(plan.report.rows[1]).toMatchObject({ row: 3, status: 'new', values: { bank: 'adcb', name: 'Brand New Card' } })
    expect(plan.report.rows[2]).toMatchObject({
      status: 'invalid',
      errors: [{ column: 'bank', message: expect.stringContaining('No bank called “No Such Bank”') }],
    })
    expect(plan.report.rows[3]).toMatchObject({
      status: 'invalid',
      errors: [{ column: 'slug', message: 'Row 2 of this file has the same slug; each may appear once.' }],
    })
  })

  it('writes a changed group whole, carrying the stored sub-fields along', () => {
    const plan = planImport('cards', [csvRow(2, { slug: 'adcb-cashback', 'fees.annualFee': '350' })], [storedCard], lookups)
    expect(plan.writes).toEqual([
      expect.objectContaining({
        op: 'update',
        id: 7,
        data: {
          fees: {
            joiningFee: null,
            annualFee: 350,
            vat: 'included',
            firstYearFree: false,
            firstYearCondition: null,
            spendWaiver: null,
            fxFee: null,
            fxFeeNote: null,
            options: [],
          },
        },
      }),
    ])
  })

  it('refuses a listed card no source confirms, and a new card without name or bank', () => {
    const plan = planImport(
      'cards',
      [csvRow(2, { slug: 'unsourced', name: 'Unsourced', bank: 'ADCB', isActive: 'true' }), csvRow(3, { slug: 'nameless' })],
      [],
      lookups,
    )
    expect(plan.report.rows[0]).toMatchObject({ status: 'invalid', errors: [{ column: 'isActive', message: UNSOURCED_LISTING }] })
    expect(plan.report.rows[1]).toMatchObject({
      status: 'invalid',
      errors: [
        { column: 'name', message: 'A new card needs a name.' },
        { column: 'bank', message: 'A new card needs a bank.' },
      ],
    })
  })

  it('matches related records by id, slug or name in any case, and lists in any order', () => {
    const plan = planImport(
      'cards',
      [csvRow(2, { slug: 'adcb-cashback', bank: '1', cardTypes: 'rewards | CASHBACK' })],
      [storedCard],
      lookups,
    )
    expect(plan.report.rows[0]).toMatchObject({ status: 'unchanged' })
  })

  it('makes a slug from the name when the file has none', () => {
    const plan = planImport('cards', [csvRow(2, { name: 'ADCB Cashback', 'fees.annualFee': '300' })], [storedCard], lookups)
    expect(plan.report.rows[0]).toMatchObject({ key: 'adcb-cashback', status: 'unchanged' })
  })

  it('the export reads back as all unchanged, in CSV and in JSON', () => {
    const cells = csvCells('cards', exported, lookups).map(csvSafeCell)
    const fromCsv = Object.fromEntries(IMPORT_COLUMNS.cards.map((c, i) => [c, cells[i]]))
    const fromJson = flattenItem(JSON.parse(JSON.stringify(jsonItem('cards', exported, lookups))))
    const plan = planImport('cards', [csvRow(2, fromCsv), { row: 1, cells: fromJson }], [storedCard], lookups)
    expect(plan.report.totals).toMatchObject({ unchanged: 1, invalid: 1 })
    const single = planImport('cards', [csvRow(2, fromCsv)], [storedCard], lookups)
    expect(single.report.totals).toEqual({ rows: 1, new: 0, changed: 0, unchanged: 1, invalid: 0 })
    expect(planImport('cards', [{ row: 1, cells: fromJson }], [storedCard], lookups).report.totals.unchanged).toBe(1)
    expect(cells[IMPORT_COLUMNS.cards.indexOf('description')]).toBe("'- Cashback on groceries")
  })

  it('features match by name, banks by slug; a new bank may not take an existing name', () => {
    const features = planImport(
      'features',
      [csvRow(2, { name: 'no annual fee', icon: 'badge' })],
      [{ id: 1, name: 'No Annual Fee', icon: null, description: null }],
      lookups,
    )
    expect(features.report.rows[0]).toMatchObject({
      status: 'changed',
      changes: [
        { field: 'name', from: 'No Annual Fee', to: 'no annual fee' },
        { field: 'icon', from: null, to: 'badge' },
      ],
    })
    const banks = planImport('banks', [csvRow(2, { slug: 'adcb-2', name: 'adcb' })], [{ id: 1, slug: 'adcb', name: 'ADCB' }], lookups)
    expect(banks.report.rows[0]).toMatchObject({ status: 'invalid', errors: [{ column: 'name' }] })
  })

  it('reads texts in Arabic from `_ar` columns: written in that language after the English data, compared with the stored Arabic', () => {
    const stored = { ...storedCard, description_ar: 'وصف البطاقة' }
    const plan = planImport(
      'cards',
      [
        csvRow(2, { slug: 'adcb-cashback', description_ar: 'وصف البطاقة', welcomeBonus_ar: 'مكافأة ترحيبية' }),
        csvRow(3, {
          slug: 'brand-new',
          name: 'Brand New Card',
          bank: 'adcb',
          sources: JSON.stringify([source]),
          description_ar: 'بطاقة جديدة',
        }),
      ],
      [stored],
      lookups,
    )
    expect(plan.report.rows[0]).toMatchObject({
      status: 'changed',
      changes: [{ field: 'welcomeBonus_ar', from: null, to: 'مكافأة ترحيبية' }],
    })
    // Only the Arabic changed: no English data, the Arabic field under its own name.
    expect(plan.writes[0]).toMatchObject({ op: 'update', data: {}, translations: { ar: { welcomeBonus: 'مكافأة ترحيبية' } } })
    expect(plan.writes[1]).toMatchObject({ op: 'create', translations: { ar: { description: 'بطاقة جديدة' } } })
    expect(plan.writes[1]!.data).not.toHaveProperty('description_ar')
    expect(plan.writes[1]!.data).not.toHaveProperty('description')

    expect(
      planImport('cards', [csvRow(2, { slug: 'adcb-cashback', description_ar: 'وصف البطاقة' })], [stored], lookups).report.totals.unchanged,
    ).toBe(1)
    // A blank cell empties the Arabic text (the page then shows the English one, marked).
    expect(planImport('cards', [csvRow(2, { slug: 'adcb-cashback', description_ar: '' })], [stored], lookups).writes[0]).toMatchObject({
      translations: { ar: { description: null } },
    })
    expect(IMPORT_COLUMNS.banks).toEqual(expect.arrayContaining(['name_ar', 'description_ar']))
    expect(IMPORT_COLUMNS.features).toEqual(expect.arrayContaining(['name_ar', 'description_ar']))
    expect(IMPORT_COLUMNS.cards).toEqual(expect.arrayContaining(['description_ar', 'welcomeBonus_ar', 'rewardRate_ar']))
    expect(jsonItem('cards', storedRow('cards', stored), lookups)).toMatchObject({ description_ar: 'وصف البطاقة' })
  })

  it('summarises in one line', () => {
    expect(summarise({ rows: 3, new: 1, changed: 1, unchanged: 1, invalid: 0 }, { dryRun: true, applied: false })).toBe(
      'Dry run: 1 new, 1 changed, 1 unchanged, 0 invalid. Nothing has been written yet.',
    )
    expect(summarise({ rows: 2, new: 0, changed: 0, unchanged: 2, invalid: 0 }, { dryRun: true, applied: false })).toBe(
      'All 2 rows unchanged: nothing to import.',
    )
    expect(summarise({ rows: 1, new: 0, changed: 0, unchanged: 1, invalid: 0 }, { dryRun: true, applied: false })).toBe(
      'The row is unchanged: nothing to import.',
    )
  })
})
