import { describe, expect, it } from 'vitest'
import { FALLBACK_BANKS } from '../banks'
import { findBankMentions } from './banks'
import { cleanText, readConversation, readMessage, saysAnything } from './read-request'

// The catalogue's listed banks (seed ids); HSBC, RAK, Citi and others are known but not listed.
const LISTED = [
  'ADCB',
  'ADIB',
  'Commercial Bank of Dubai',
  'Emirates Islamic Bank',
  'Emirates NBD',
  'First Abu Dhabi Bank',
  'Mashreq Bank',
  'Standard Chartered',
]
const banks = FALLBACK_BANKS.filter((b) => LISTED.includes(b.name)).map((b) => ({
  id: b.id,
  name: b.name,
  slug: b.name.toLowerCase().replace(/\s+/g, '-'),
}))
const id = (name: string) => banks.find((b) => b.name === name)!.id
const read = (text: string) => readMessage(text, banks)

describe('monthly salary', () => {
  it.each([
    ['cashback card for AED 8,000 salary, no annual fee, I spend a lot on groceries', 8000],
    ['8k', 8000],
    ['8K AED', 8000],
    ['salary 12000 dirhams', 12000],
    ['I earn 15,000 a month', 15000],
    ['my salary is 9500', 9500],
    ['Salary: 25,000 AED', 25000],
    ['income of 20k per month', 20000],
    ['I make 12.5k', 12500],
    ['AED 12,000', 12000],
    ['12000 a month', 12000],
    ['Dhs 10000 salary', 10000],
    ['10,000 dhs monthly income', 10000],
    ['I take home AED7,500', 7500],
    ['I earn 180,000 a year', 15000],
    ['annual salary of AED 240k', 20000],
    ['my wage is 30 thousand', 30000],
    ['I get paid 4,000 a month', 4000],
    ['salary is 6000 and I spend 2000 on dining', 6000],
    ['I spend 3000 on groceries with a 10k salary', 10000],
  ])('%s -> AED %i a month', (text, salary) => expect(read(text).salary).toBe(salary))

  it.each([
    'a cashback card with no annual fee',
    'I spend 3,000 a month on groceries',
    'fee under AED 500',
    'a card with 5% cashback',
    'I need 2 cards',
    'I want a card in 2026',
    'call me on 0501234567',
  ])('no salary in %s', (text) => expect(read(text).salary).toBeNull())
})

describe('spend', () => {
  it('reads a total monthly spend and per-category amounts', () => {
    const r = read('salary 20k, I spend about AED 6,000 a month, 2,000 on groceries and 1,500 on fuel')
    expect(r.salary).toBe(20000)
    expect(r.monthlySpend).toBe(6000)
    expect(r.categorySpend).toEqual({ groceries: 2000, fuel: 1500 })
    expect(r.categories).toEqual(['groceries', 'fuel'])
  })

  it('reads "groceries: 3000"', () => expect(read('groceries: 3000, dining 1000').categorySpend).toEqual({ groceries: 3000, dining: 1000 }))
})

describe('spend categories', () => {
  it.each([
    ['I spend a lot on groceries', ['groceries']],
    ['mostly supermarket shopping at Carrefour', ['groceries']],
    ['we eat out a lot and order from Talabat', ['dining']],
    ['restaurants and cafes', ['dining']],
    ['I drive a lot, petrol is my biggest cost', ['fuel']],
    ['fuel at ENOC and ADNOC', ['fuel']],
    ['I travel often, flights and hotels', ['travel']],
    ['online shopping on Amazon and Noon', ['online']],
    ['I spend abroad in foreign currency', ['international']],
    ['utility bills and school fees', ['other']],
    ['groceries, dining and fuel', ['groceries', 'dining', 'fuel']],
  ])('%s', (text, categories) => expect(read(text).categories).toEqual(categories))

  it('ignores a negated category', () => {
    expect(read("I don't travel much, mostly groceries").categories).toEqual(['groceries'])
    expect(read('I never eat out').categories).toEqual([])
    expect(read("I don't travel much").travel).toBe(false)
  })
})

describe('fee wishes', () => {
  it.each([
    ['no annual fee', { kind: 'free' }],
    ['free for life', { kind: 'free' }],
    ['lifetime free card please', { kind: 'free' }],
    ['zero fee', { kind: 'free' }],
    ["I don't want to pay an annual fee", { kind: 'free' }],
    ['first year free', { kind: 'first-year' }],
    ['free for the first year is fine', { kind: 'first-year' }],
    ['annual fee waived in the first year', { kind: 'first-year' }],
    ['fee under AED 500', { kind: 'max', max: 500 }],
    ['annual fee below 300', { kind: 'max', max: 300 }],
    ['a fee of less than AED 1,000', { kind: 'max', max: 1000 }],
    ['max fee 750', { kind: 'max', max: 750 }],
    ['under 400 a year in fees', { kind: 'max', max: 400 }],
    ['a low annual fee', { kind: 'max', max: 500 }],
    ['any fee is fine', { kind: 'any' }],
    ["I don't mind paying a fee", { kind: 'any' }],
  ])('%s', (text, fee) => expect(read(text).fee).toEqual(fee))

  it('a fee amount is not the salary', () => {
    const r = read('salary 9000, annual fee under AED 300')
    expect(r.salary).toBe(9000)
    expect(r.fee).toEqual({ kind: 'max', max: 300 })
  })
})

describe('banks', () => {
  it.each([
    ['a card from ENBD', 'Emirates NBD'],
    ['Emirates NBD please', 'Emirates NBD'],
    ['FAB cashback', 'First Abu Dhabi Bank'],
    ['First Abu Dhabi Bank', 'First Abu Dhabi Bank'],
    ['ADCB travel card', 'ADCB'],
    ['Abu Dhabi Commercial Bank', 'ADCB'],
    ['ADIB', 'ADIB'],
    ['Abu Dhabi Islamic Bank', 'ADIB'],
    ['CBD', 'Commercial Bank of Dubai'],
    ['SC card', 'Standard Chartered'],
    ['StanChart', 'Standard Chartered'],
    ['standard chartered', 'Standard Chartered'],
    ['Mashreq', 'Mashreq Bank'],
    ['Emirates Islamic', 'Emirates Islamic Bank'],
  ])('%s -> %s', (text, name) => expect(read(text).bankIds).toEqual([id(name)]))

  it('"Emirates Islamic" is the bank, not a wish for any Islamic bank, and not Emirates NBD', () => {
    const r = read('an Emirates Islamic card')
    expect(r.bankIds).toEqual([id('Emirates Islamic Bank')])
    expect(r.banking).toBeNull()
  })

  it('"sc" in lower case is not Standard Chartered; Emirates Skywards is not a bank', () => {
    expect(read('a card for misc spending').bankIds).toEqual([])
    expect(read('Emirates Skywards miles').bankIds).toEqual([])
  })

  it.each([
    ['HSBC', 'HSBC'],
    ['RAKBANK', 'RAK Bank'],
    ['Citi', 'Citibank'],
    ['Amex', 'American Express'],
    ['DIB', 'Dubai Islamic Bank'],
    ['Wio', 'Wio Bank'],
    ['Liv', 'Liv Bank'],
  ])('%s is a known bank the catalogue does not list', (text, name) => {
    const r = read(`a card from ${text}`)
    expect(r.unlistedBanks).toEqual([name])
    expect(r.bankIds).toEqual([])
  })

  it('several banks, and banks left out', () => {
    expect(read('ENBD or FAB').bankIds).toEqual([id('Emirates NBD'), id('First Abu Dhabi Bank')])
    const r = read('anything but ENBD')
    expect(r.excludedBankIds).toEqual([id('Emirates NBD')])
    expect(r.bankIds).toEqual([])
  })

  it('finds the longest name where two overlap', () => {
    expect(findBankMentions('Dubai Islamic Bank or Emirates NBD', banks).map((m) => m.name)).toEqual(['Dubai Islamic Bank', 'Emirates NBD'])
  })
})

describe('Islamic or conventional', () => {
  it.each([
    ['an Islamic card', 'islamic'],
    ['Sharia-compliant please', 'islamic'],
    ['shariah compliant', 'islamic'],
    ['halal card', 'islamic'],
    ['a covered card', 'islamic'],
    ['conventional card', 'conventional'],
    ['non-Islamic', 'conventional'],
    ['not islamic', 'conventional'],
    ['Islamic or conventional, either is fine', 'any'],
  ])('%s -> %s', (text, banking) => expect(read(text).banking).toBe(banking))
})

describe('travel, lounges and rewards', () => {
  it('lounge access is a travel need', () => {
    const r = read('I want airport lounge access')
    expect(r.lounge).toBe(true)
    expect(r.travel).toBe(true)
  })

  it.each(['lounge access is not needed', "I don't need lounges", 'no need for lounge access'])('%s', (text) =>
    expect(read(text).lounge).toBe(false),
  )

  it.each([
    ['cashback card', 'cashback'],
    ['cash back please', 'cashback'],
    ['I collect Skywards miles', 'miles'],
    ['air miles', 'miles'],
    ['Etihad Guest', 'miles'],
    ['reward points', 'points'],
    ['any kind of rewards', 'any'],
  ])('%s -> %s', (text, rewards) => expect(read(text).rewards).toBe(rewards))

  it('a travel card', () => expect(read('a travel card').travel).toBe(true))
})

describe('a conversation', () => {
  it('adds the salary given after the question to the first message', () => {
    const r = readConversation(['cashback card, no annual fee, lots of groceries', '8000'], banks)
    expect(r).toMatchObject({ salary: 8000, rewards: 'cashback', fee: { kind: 'free' }, categories: ['groceries'] })
  })

  it('a later message replaces single values and "any" clears them', () => {
    const r = readConversation(
      ['ENBD, no annual fee, islamic, salary 10k', 'actually 15k', 'any bank', 'any fee is fine', 'either is fine'],
      banks,
    )
    expect(r).toMatchObject({ salary: 15000, bankIds: [], fee: null, banking: null })
  })

  it('says nothing for a greeting', () => {
    expect(saysAnything(read('hello there'))).toBe(false)
    expect(saysAnything(read('cashback'))).toBe(true)
  })
})

describe('hostile text', () => {
  it('strips control and invisible characters and never throws', () => {
    expect(cleanText('8\u0000k\u200b')).toBe('8 k ')
    for (const text of [
      '<script>alert(1)</script>',
      '\u0000\u0000',
      '\u202egnirts',
      'a'.repeat(5000),
      '9'.repeat(400),
      '𝟖𝐤 salary',
      '१०००० salary',
    ]) {
      expect(() => read(text)).not.toThrow()
    }
    expect(read('𝟖,𝟎𝟎𝟎 salary').salary).toBe(8000)
  })
})
