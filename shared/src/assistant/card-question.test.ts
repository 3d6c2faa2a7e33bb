import { describe, expect, it } from 'vitest'
import { FALLBACK_BANKS } from '../banks'
import { findCard, type CardMatch } from './card-names'
import { testCard } from './test-cards'
import { NO_CARD_CONTEXT, nextContext, readCardTurn, readTopics, type CardContext } from './card-question'

// The listed banks and some of the listed cards' names as the catalogue has them (decision 021).
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
const bankId = (name: string) => banks.find((b) => b.name === name)!.id
const NAMES: [string, string][] = [
  ['ADCB', 'ADCB TouchPoints Titanium Credit Card'],
  ['ADCB', 'ADCB LuLu Platinum Credit Card'],
  ['ADCB', 'ADCB LuLu Titanium Credit Card'],
  ['ADCB', 'ADCB Accor ALL Infinite Credit Card'],
  ['ADIB', 'ADIB Etihad Guest Gold Covered Card'],
  ['Commercial Bank of Dubai', 'CBD Visa Platinum Up to 5% Cashback Card'],
  ['Commercial Bank of Dubai', 'CBD Yes Rewards Credit Card'],
  ['Emirates Islamic Bank', 'Emirates Islamic Skywards Infinite Credit Card'],
  ['Emirates Islamic Bank', 'Emirates Islamic Cash Back Credit Card'],
  ['Emirates Islamic Bank', 'Emirates Islamic Cashback Plus Credit Card'],
  ['Emirates NBD', 'Emirates NBD Skywards Infinite Credit Card'],
  ['Emirates NBD', 'Emirates NBD Skywards Signature Credit Card'],
  ['Emirates NBD', 'Emirates NBD Marriott Bonvoy World Elite Credit Card'],
  ['Emirates NBD', 'Emirates NBD Marriott Bonvoy World Credit Card'],
  ['Emirates NBD', 'Emirates NBD dnata World Credit Card'],
  ['Emirates NBD', 'Emirates NBD dnata Platinum Credit Card'],
  ['Emirates NBD', 'Emirates NBD Go4it Gold Credit Card'],
  ['Emirates NBD', 'Emirates NBD Titanium Credit Card'],
  ['Emirates NBD', 'Emirates NBD LuLu 247 Titanium Credit Card'],
  ['Emirates NBD', 'Emirates NBD Visa Flexi Credit Card'],
  ['Emirates NBD', 'Emirates NBD Visa Infinite Credit Card'],
  ['Emirates NBD', 'Emirates NBD Priority Banking Visa Infinite Credit Card'],
  ['First Abu Dhabi Bank', 'FAB Cashback Credit Card'],
  ['First Abu Dhabi Bank', 'FAB Cashback Islamic Credit Card'],
  ['Mashreq Bank', 'Mashreq Cashback Credit Card'],
  ['Standard Chartered', 'Standard Chartered Simply Cash Credit Card'],
  ['Standard Chartered', 'Standard Chartered Journey Credit Card'],
]
const cards = NAMES.map(([bank, name], i) => ({ id: i + 1, name, bankId: bankId(bank) }))
const named = (name: string) => cards.find((c) => c.name === name)!
const find = (text: string, among?: typeof cards) => findCard(text, cards, banks, among)
const nameOf = (match: CardMatch<(typeof cards)[number]>) => (match.kind === 'card' ? match.card.name : match.kind)
const candidates = (match: CardMatch<(typeof cards)[number]>) =>
  match.kind === 'ambiguous' ? match.candidates.map((c) => c.name).sort() : match.kind

describe('finding the card a visitor names', () => {
  it.each([
    ['What is the APR of Emirates NBD Visa Flexi?', 'Emirates NBD Visa Flexi Credit Card'],
    ['enbd flexi', 'Emirates NBD Visa Flexi Credit Card'],
    ['EMIRATES-NBD VISA FLEXI CREDIT CARD!!', 'Emirates NBD Visa Flexi Credit Card'],
    ['Emirates NBD Flexi Mastercard', 'Emirates NBD Visa Flexi Credit Card'],
    ['the Flexi card', 'Emirates NBD Visa Flexi Credit Card'],
    ['Mashreq cash back', 'Mashreq Cashback Credit Card'],
    ["mashreq's cashback card", 'Mashreq Cashback Credit Card'],
    ['FAB cashback', 'FAB Cashback Credit Card'],
    ['First Abu Dhabi Bank Cashback Islamic', 'FAB Cashback Islamic Credit Card'],
    ['lulu 24/7 titanium', 'Emirates NBD LuLu 247 Titanium Credit Card'],
    ['ENBD go 4 it gold', 'Emirates NBD Go4it Gold Credit Card'],
    ['adcb lulu platinum', 'ADCB LuLu Platinum Credit Card'],
    ['StanChart Journey', 'Standard Chartered Journey Credit Card'],
    ['SCB simply cash', 'Standard Chartered Simply Cash Credit Card'],
    ['CBD 5% cashback', 'CBD Visa Platinum Up to 5% Cashback Card'],
    ['Emirates NBD Titanum', 'Emirates NBD Titanium Credit Card'],
    ['Marriott Bonvoy World Elite', 'Emirates NBD Marriott Bonvoy World Elite Credit Card'],
    ['marriott bonvoy world card', 'Emirates NBD Marriott Bonvoy World Credit Card'],
    ['ADIB Etihad Guest Gold', 'ADIB Etihad Guest Gold Covered Card'],
    ['Emirates Islamic cash-back card', 'Emirates Islamic Cash Back Credit Card'],
    ['Emirates Islamic Cashback Plus', 'Emirates Islamic Cashback Plus Credit Card'],
    ['ENBD Visa Infinite', 'Emirates NBD Visa Infinite Credit Card'],
    ['Commercial Bank of Dubai Yes Rewards', 'CBD Yes Rewards Credit Card'],
  ])('%s -> %s', (text, name) => expect(nameOf(find(text))).toBe(name))

  it('a name that fits one card exactly names it, and the other cards holding its words are offered too', () => {
    const match = find('Emirates NBD Titanium')
    expect(match).toMatchObject({
      kind: 'card',
      card: named('Emirates NBD Titanium Credit Card'),
      alternatives: [named('Emirates NBD LuLu 247 Titanium Credit Card')],
    })
  })

  it.each([
    ['ADCB Titanium', ['ADCB LuLu Titanium Credit Card', 'ADCB TouchPoints Titanium Credit Card']],
    ['skywards infinite', ['Emirates Islamic Skywards Infinite Credit Card', 'Emirates NBD Skywards Infinite Credit Card']],
    ['Emirates NBD skywards', ['Emirates NBD Skywards Infinite Credit Card', 'Emirates NBD Skywards Signature Credit Card']],
    ['dnata', ['Emirates NBD dnata Platinum Credit Card', 'Emirates NBD dnata World Credit Card']],
  ])('%s fits several cards equally: %j', (text, names) => expect(candidates(find(text))).toEqual(names))

  it('a bank with no card of that name: none, with the bank and its cards as the closest', () => {
    const match = find('FAB platinum')
    expect(match).toMatchObject({ kind: 'none', bankName: 'First Abu Dhabi Bank' })
    expect(match.kind === 'none' && match.closest.map((c) => c.name)).toEqual([
      'FAB Cashback Credit Card',
      'FAB Cashback Islamic Credit Card',
    ])
  })

  it('a bank we do not list is said as such', () =>
    expect(find('RAK Bank titanium')).toMatchObject({ kind: 'none', unlistedBank: 'RAK Bank', closest: [] }))

  it.each(['cashback card, salary 12k', 'a platinum card with no annual fee', 'I travel a lot', 'hello', 'rewards'])(
    '%s names no card',
    (text) => expect(find(text).kind).toBe('unnamed'),
  )

  it('among the cards just offered, one word is enough', () => {
    const offered = [named('ADCB TouchPoints Titanium Credit Card'), named('ADCB LuLu Titanium Credit Card')]
    expect(nameOf(find('the lulu one', offered))).toBe('ADCB LuLu Titanium Credit Card')
    expect(nameOf(find('touchpoints', offered))).toBe('ADCB TouchPoints Titanium Credit Card')
  })
})

describe('the figures asked about', () => {
  it.each([
    ['APR', ['apr']],
    ['what is the annual percentage rate', ['apr']],
    ['a.p.r.', ['apr']],
    ['interest', ['rate']],
    ['profit rate (Islamic)', ['rate']],
    ['monthly rate', ['monthlyRate']],
    ['monthly profit rate', ['monthlyRate']],
    ['annual fee', ['annualFee']],
    ['yearly fee', ['annualFee']],
    ['how much does it cost', ['annualFee']],
    ['joining fee', ['joiningFee']],
    ['fee', ['fees']],
    ['any fees or charges', ['fees']],
    ['minimum salary', ['minimumSalary']],
    ['salary requirement', ['minimumSalary']],
    ['eligibility', ['minimumSalary']],
    ['how much do I need to earn', ['minimumSalary']],
    ['rewards', ['rewards']],
    ['cashback', ['rewards']],
    ['points', ['rewards']],
    ['earn rate', ['rewards']],
    ['foreign currency fee', ['fxFee']],
    ['FX', ['fxFee']],
    ['international transaction fee', ['fxFee']],
    ['fees for spending abroad', ['fxFee']],
    ['welcome bonus', ['welcomeBonus']],
    ['sign-up offer', ['welcomeBonus']],
    ['APR and annual fee', ['apr', 'annualFee']],
    ['joining fee, annual fee and the minimum salary', ['joiningFee', 'annualFee', 'minimumSalary']],
  ])('%s -> %j', (text, topics) => expect(readTopics(text)).toEqual(topics))

  it("a card's own words are not a question: the Mashreq Cashback's name asks nothing about cashback", () => {
    const text = 'What is the annual fee of the Mashreq Cashback card?'
    const match = find(text)
    expect(readTopics(text, match.kind === 'card' ? match.spans : [])).toEqual(['annualFee'])
  })
})

describe('reading a turn of the conversation', () => {
  const catalogue = { cards: cards.map((card) => testCard(card)), banks }
  const turn = (text: string, context: CardContext = NO_CARD_CONTEXT) => readCardTurn(text, catalogue, context).question

  it('a question about a named card', () => {
    expect(turn('What is the APR of Emirates NBD Visa Flexi?')).toMatchObject({
      intent: 'facts',
      cards: [named('Emirates NBD Visa Flexi Credit Card')],
      topics: ['apr'],
    })
    expect(turn('Mashreq Cashback Credit Card')).toMatchObject({ intent: 'facts', topics: [] })
  })

  it.each([
    'FAB cashback card, salary 11k',
    'I collect Skywards miles, salary 20,000',
    'best cashback card from Mashreq',
    'cashback card with no annual fee',
    'Emirates NBD card, salary 12k',
  ])('%s is a wish for recommendations, not a card question', (text) => expect(turn(text)).toBeNull())

  it('"its" fee follows the card asked about before; "compare with" adds a card', () => {
    const first = turn('What is the APR of Emirates NBD Visa Flexi?')
    const context = nextContext(NO_CARD_CONTEXT, first)
    expect(turn('and its annual fee?', context)).toMatchObject({
      intent: 'facts',
      cards: [named('Emirates NBD Visa Flexi Credit Card')],
      topics: ['annualFee'],
    })
    expect(turn('Compare with the Emirates NBD Skywards Signature Credit Card', context)).toMatchObject({
      intent: 'facts',
      cards: [named('Emirates NBD Visa Flexi Credit Card'), named('Emirates NBD Skywards Signature Credit Card')],
      topics: ['apr'],
    })
    expect(turn('Is it worth it on my spending?', context)).toMatchObject({
      intent: 'worth',
      card: named('Emirates NBD Visa Flexi Credit Card'),
    })
  })

  it('several cards or none: a clarification; the reply picks among the cards offered, keeping the question', () => {
    const first = turn('What is the APR of the ADCB Titanium?')
    expect(first).toMatchObject({ intent: 'clarify', match: { kind: 'ambiguous' }, topics: ['apr'] })
    expect(turn('the lulu one', nextContext(NO_CARD_CONTEXT, first))).toMatchObject({
      intent: 'facts',
      cards: [named('ADCB LuLu Titanium Credit Card')],
      topics: ['apr'],
    })
    expect(turn('What is the annual fee of the SuperGold card?')).toMatchObject({ intent: 'clarify', match: { kind: 'none', closest: [] } })
    expect(turn('What is the APR of the HSBC Live+?')).toMatchObject({ intent: 'clarify', match: { kind: 'none', unlistedBank: 'HSBC' } })
  })
})
