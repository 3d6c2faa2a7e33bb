import { describe, expect, it } from 'vitest'
import type { AssistantAnswer } from './engine'
import { EMPTY_REQUEST } from './read-request'
import { checkPhrasing, numbersIn, phrasingPrompt } from './llm'
import { testCard } from './test-cards'

const banks = [
  { id: 10, name: 'Emirates NBD', slug: 'emirates-nbd' },
  { id: 14, name: 'Mashreq Bank', slug: 'mashreq-bank' },
  { id: 7, name: 'Commercial Bank of Dubai', slug: 'commercial-bank-of-dubai' },
]
const cards = [
  { id: 1, name: 'Mashreq Cashback Credit Card', bankId: 14 },
  { id: 2, name: 'CBD Visa Platinum Up to 5% Cashback Card', bankId: 7 },
  { id: 3, name: 'Emirates NBD Skywards Infinite Credit Card', bankId: 10 },
  { id: 4, name: 'Emirates NBD Skywards Signature Credit Card', bankId: 10 },
].map((card) => testCard(card))
const answer: AssistantAnswer = {
  kind: 'recommendations',
  locale: 'en',
  text: 'These 2 cards fit a salary of AED 8,000 a month.',
  cards: [
    {
      id: 1,
      name: 'Mashreq Cashback Credit Card',
      bankName: 'Mashreq Bank',
      path: '/credit-cards/mashreq-cashback-credit-card',
      reason: 'No annual fee',
      facts: ['Annual fee: No annual fee', 'Rewards: 5% on restaurant spend in the UAE, 1% on other local spend'],
    },
    {
      id: 3,
      name: 'Emirates NBD Skywards Infinite Credit Card',
      bankName: 'Emirates NBD',
      path: '/credit-cards/x',
      reason: 'Fee AED 1,575 a year',
      facts: ['Annual fee: AED 1,575 a year incl. VAT'],
    },
  ],
  suggestions: [],
  understood: { ...EMPTY_REQUEST, salary: 8000 },
  profile: null,
}
const { data } = phrasingPrompt(['salary 8000, I spend 2,500 a month'], answer)
const check = (text: string) =>
  checkPhrasing(text, answer, { cards, banks }, { data, visitorMessages: ['salary 8000, I spend 2,500 a month'] })

describe('checking what a language model wrote', () => {
  it.each([
    'The Mashreq Cashback Credit Card has no annual fee and pays 5% on restaurant spend in the UAE.',
    'For AED 8,000 a month, the Mashreq Cashback card comes first; the Emirates NBD Skywards Infinite costs AED 1,575 a year.',
    'Both of these 2 cards suit you. Consider the Mashreq card first.',
    "On AED 2,500 a month of spending, Mashreq Bank's card gives 1% on other local spend.",
  ])('passes: %s', (text) => expect(check(text)).toEqual({ ok: true, text }))

  it.each([
    ['the Emirates NBD Skywards Signature Credit Card is cheaper', 'names a card not given: Emirates NBD Skywards Signature Credit Card'],
    ['Try the CBD Visa Platinum Up to 5% Cashback Card', 'names a card not given: CBD Visa Platinum Up to 5% Cashback Card'],
    ['The Emirates NBD Skywards Signature is cheaper', 'names a card not given: Emirates NBD Skywards Signature Credit Card'],
    ['The Lulu Titanium Card is better', 'names a card not given: The Lulu Titanium Card'],
    ['HSBC is also worth a look', 'names a bank not given: HSBC'],
    ['Commercial Bank of Dubai has more', 'names a bank not given: Commercial Bank of Dubai'],
    ['It pays 6% on groceries', 'states a figure not in the data: 6%'],
    ['You would earn AED 900 a year', 'states a figure not in the data: AED 900'],
    ['The fee is AED 1,600', 'states a figure not in the data: AED 1,600'],
    ['See https://bank.example for details', 'links or markup'],
    ['See [this](/credit-cards/x)', 'links or markup'],
    ['<b>Mashreq</b>', 'links or markup'],
    ['', 'empty'],
    ['a'.repeat(1501), 'too long'],
  ])('fails: %s', (text, reason) => expect(check(text)).toEqual({ ok: false, reason }))

  it('reads numbers as figures', () => expect(numbersIn('AED 1,575 and 8k and 3.25% and 12')).toEqual([1575, 8000, 3.25, 12]))

  it('the prompt holds the cards, their figures and the rules', () => {
    const prompt = phrasingPrompt(['hi'], answer)
    expect(prompt.prompt).toContain('Mashreq Cashback Credit Card')
    expect(prompt.prompt).toContain('AED 1,575 a year incl. VAT')
    expect(prompt.system).toMatch(/name only the cards and banks in DATA/)
  })
})
