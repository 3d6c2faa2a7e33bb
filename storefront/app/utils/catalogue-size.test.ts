import { catalogueSize } from '@cardcompare/shared'
import ar from '@cardcompare/shared/i18n/ar/home'
import en from '@cardcompare/shared/i18n/en/home'
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { cardsFromBanks } from './catalogue-size'

const i18n = createInstance()
await i18n.init({
  resources: { en: { home: en }, ar: { home: ar } },
  ns: ['home'],
  defaultNS: 'home',
  fallbackLng: false,
  initAsync: false,
})
const english = i18n.getFixedT('en', 'home')
const arabic = i18n.getFixedT('ar', 'home')

describe('what the home page says about its catalogue', () => {
  it('counts the listed cards and the banks that have one', () => {
    const size = catalogueSize([{ bankId: 1 }, { bankId: 1 }, { bankId: 7 }, { bankId: null }])
    expect(size).toEqual({ cards: 4, banks: 2 })
    expect(cardsFromBanks(english, size)).toBe('4 cards from 2 UAE banks')
    expect(cardsFromBanks(english, size, 'creditCards')).toBe('4 credit cards from 2 UAE banks')
    expect(cardsFromBanks(english, { cards: 1, banks: 1 }, 'creditCards')).toBe('1 credit card from 1 UAE bank')
  })

  it('names no number when the catalogue is not known', () => {
    expect(cardsFromBanks(english, null)).toBe('cards from UAE banks')
    expect(cardsFromBanks(english, null, 'creditCards')).toBe('credit cards from UAE banks')
    expect(cardsFromBanks(english, catalogueSize([]))).toBe('0 cards from 0 UAE banks')
  })

  it('says it in Arabic with the plural each number takes', () => {
    expect(cardsFromBanks(arabic, { cards: 63, banks: 8 })).toBe('63 بطاقة من 8 بنوك إماراتية')
    expect(cardsFromBanks(arabic, { cards: 2, banks: 2 }, 'creditCards')).toBe('بطاقتي ائتمان من بنكين إماراتيين')
    expect(cardsFromBanks(arabic, { cards: 5, banks: 12 })).toBe('5 بطاقات من 12 بنكاً إماراتياً')
    expect(cardsFromBanks(arabic, { cards: 120, banks: 1 })).toBe('120 بطاقة من 1 بنك إماراتي')
    expect(cardsFromBanks(arabic, null)).toBe('بطاقات من البنوك الإماراتية')
  })
})
