// comparisonView in another language than English (docs/decisions/037): rows picked by the
// features' English names and named in the page's language, fees in parts, English marked.
import type { Bank, Feature } from '@cardcompare/shared'
import { describe, expect, it } from 'vitest'
import { toCard } from './catalogue.server'
import { comparisonView } from './comparison.server'

const card = (id: number, featureIds: number[], extra: Record<string, unknown> = {}) =>
  toCard({
    id,
    name: `Card ${id}`,
    bank: 1,
    features: featureIds,
    fees: { annualFee: 300, vat: 'included' },
    rewardRate: '5% cashback',
    updatedAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...extra,
  })

const english: Feature[] = [
  { id: 1, name: 'Airport Lounge Access', icon: null, description: null },
  { id: 2, name: 'Dining Offers', icon: null, description: null },
  { id: 3, name: 'Golf', icon: null, description: null },
]
const bank: Bank = { id: 1, name: 'بنك', slug: 'bank', logo: null, isActive: true } as Bank

describe('comparisonView', () => {
  it('in English: the highlighted features by their names, the fee as text, nothing marked', () => {
    const view = comparisonView([card(7, [1, 2, 3])], { banks: [{ ...bank, name: 'Bank' }], features: english })
    expect(view.features.map((row) => [row.name, row.lang])).toEqual([
      ['Airport Lounge Access', undefined],
      ['Dining Offers', undefined],
    ])
    expect(view.cards[0]).not.toHaveProperty('feeParts')
    expect(view.cards[0]).not.toHaveProperty('rewardsLang')
    expect(view.cards[0]!.bank).toEqual({ id: 1, name: 'Bank', logo: null })
  })

  it('in Arabic: rows picked by their English names, named in Arabic or in English marked; fee in parts; rewards marked where untranslated', () => {
    const arabic: Feature[] = [
      { id: 1, name: 'دخول صالات المطارات', icon: null, description: null },
      { id: 2, name: 'Dining Offers', icon: null, description: null, lang: { name: 'en' } },
      { id: 3, name: 'غولف', icon: null, description: null },
    ]
    const translated = card(7, [1, 2], { rewardRate: 'استرداد نقدي 5%' })
    const untranslated = card(8, [2], { lang: { rewardRate: 'en' } })
    const view = comparisonView([translated, untranslated], {
      banks: [{ ...bank, lang: { name: 'en' } }],
      features: arabic,
      english,
      locale: 'ar',
    })
    expect(view.features).toEqual([
      { id: 1, name: 'دخول صالات المطارات', cardIds: [7] },
      { id: 2, name: 'Dining Offers', lang: 'en', cardIds: [7, 8] },
    ])
    expect(view.cards.map((c) => c.feeParts)).toEqual([
      [{ key: 'yearly', vat: 'included', amount: 300 }],
      [{ key: 'yearly', vat: 'included', amount: 300 }],
    ])
    expect(view.cards.map((c) => [c.rewards.text, c.rewardsLang])).toEqual([
      ['استرداد نقدي 5%', undefined],
      ['5% cashback', 'en'],
    ])
    expect(view.cards[0]!.bank).toEqual({ id: 1, name: 'بنك', logo: null, lang: 'en' })
  })
})
