// toCard maps a CMS card document to the /api contract's card (spec §7): what a sparse or odd
// document becomes, so a page never meets undefined where the contract says null.
import type { CreditCard as CmsCard } from '@cms/payload-types'
import { describe, expect, it } from 'vitest'
import { inLocale, toCard } from './catalogue.server'

const doc = (fields: Partial<CmsCard> = {}): CmsCard => ({
  id: 7,
  name: 'Example Cashback Card',
  bank: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  ...fields,
})

describe('toCard', () => {
  it('gives a sparse document the contract defaults: null figures and rewards, empty lists, active, unknown salary transfer', () => {
    const card = toCard(doc())
    expect(card).toMatchObject({
      id: 7,
      name: 'Example Cashback Card',
      slug: null,
      bankId: 3,
      annualFee: null,
      interestRate: null,
      minimumSalary: null,
      welcomeBonus: null,
      isFeatured: false,
      cardTypeIds: [],
      featureIds: [],
      rewards: null,
      salaryTransfer: 'unknown',
      tier: null,
      sourceUrl: null,
      unverifiedFields: [],
      isActive: true,
    })
  })

  it('reads relationships given as ids or as populated documents', () => {
    const stamps = { updatedAt: '2026-11-20T08:00:00.000Z', createdAt: '2026-11-01T08:00:00.000Z' }
    const bank = { id: 5, name: 'Example Bank', slug: 'example-bank', ...stamps }
    const card = toCard(doc({ bank, cardTypes: [2, { id: 4, name: 'Cashback', ...stamps }], features: [1, 17] }))
    expect(card.bankId).toBe(5)
    expect(card.cardTypeIds).toEqual([2, 4])
    expect(card.featureIds).toEqual([1, 17])
  })

  it('keeps a known salary-transfer rule and reads anything else as unknown', () => {
    expect(toCard(doc({ salaryTransfer: 'required' })).salaryTransfer).toBe('required')
    // A value stored before the field had its options, as an older database may hold.
    const older: CmsCard = JSON.parse(JSON.stringify({ ...doc(), salaryTransfer: 'sometimes' }))
    expect(toCard(older).salaryTransfer).toBe('unknown')
  })

  it('keeps only http(s) source links, trims text, and keeps an inactive card inactive', () => {
    expect(toCard(doc({ sourceUrl: 'javascript:alert(1)' })).sourceUrl).toBeNull()
    expect(toCard(doc({ sourceUrl: 'https://www.bank.example/kfs.pdf' })).sourceUrl).toBe('https://www.bank.example/kfs.pdf')
    expect(toCard(doc({ tier: '  Platinum ' })).tier).toBe('Platinum')
    expect(toCard(doc({ tier: '   ' })).tier).toBeNull()
    expect(toCard(doc({ isActive: false })).isActive).toBe(false)
  })

  it('dates a figure change by lastUpdated, and an older row by its last save', () => {
    expect(toCard(doc({ lastUpdated: '2026-11-23T10:00:00.000Z' })).lastUpdated).toBe('2026-11-23T10:00:00.000Z')
    expect(toCard(doc()).lastUpdated).toBe('2026-11-20T08:00:00.000Z')
  })
})

// docs/decisions/037: an Arabic read without fallback, filled from English field by field.
describe('inLocale', () => {
  type Row = { id: number; name: string; description: string | null; logo: string }
  const english: Row = { id: 3, name: 'Emirates NBD', description: 'A Dubai bank.', logo: '/x.svg' }

  it('keeps the Arabic values and marks nothing when every localised field has one', () => {
    const arabic = { ...english, name: 'بنك الإمارات دبي الوطني', description: 'بنك في دبي.' }
    expect(inLocale('banks', arabic, english)).toEqual(arabic)
  })

  it('fills an empty or blank Arabic field from English and marks it "en"; a field empty in both stays empty, unmarked', () => {
    expect(inLocale('banks', { ...english, name: 'بنك الإمارات دبي الوطني', description: null }, english)).toEqual({
      ...english,
      name: 'بنك الإمارات دبي الوطني',
      lang: { description: 'en' },
    })
    expect(inLocale('banks', { ...english, name: '  ', description: null }, english).lang).toEqual({ name: 'en', description: 'en' })
    const none: Row = { ...english, description: null }
    expect(inLocale('banks', { ...none, name: 'بنك' }, none)).toEqual({ ...none, name: 'بنك' })
  })

  it("marks a card's welcome bonus and reward text, not its name (one value in every language)", () => {
    type CardRow = { id: number; name: string; description: string | null; welcomeBonus: string | null; rewardRate: string | null }
    const card: CardRow = { id: 1, name: 'Card', description: 'Text', welcomeBonus: 'AED 500', rewardRate: '1%' }
    const local = inLocale('credit-cards', { ...card, description: null, welcomeBonus: null, rewardRate: null }, card)
    expect(local).toEqual({ ...card, lang: { description: 'en', welcomeBonus: 'en', rewardRate: 'en' } })
  })

  it('maps the marks onto the contract card', () => {
    const card = toCard({ ...doc({ description: 'Text' }), lang: { description: 'en' } })
    expect(card.lang).toEqual({ description: 'en' })
    expect('lang' in toCard(doc())).toBe(false)
  })
})
