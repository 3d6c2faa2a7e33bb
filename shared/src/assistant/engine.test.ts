import { describe, expect, it } from 'vitest'
import { cardPath } from '../slugs'
import { answerQuestion, assumedMonthlySpend, SALARY_QUESTION, type AssistantCatalogue } from './engine'
import { testCard as card } from './test-cards'

// Card types 1 Cashback, 2 Travel, 3 Islamic; features 1 No Annual Fee, 2 Miles Rewards, 3 Airport Lounge Access.
const vocabulary = {
  cardTypes: [
    { id: 1, name: 'Cashback' },
    { id: 2, name: 'Travel' },
    { id: 3, name: 'Islamic' },
  ],
  features: [
    { id: 1, name: 'No Annual Fee' },
    { id: 2, name: 'Miles Rewards' },
    { id: 3, name: 'Airport Lounge Access' },
  ],
}
const banks = [
  { id: 1, name: 'Emirates NBD', slug: 'emirates-nbd' },
  { id: 2, name: 'ADIB', slug: 'adib' },
]

const cashbackFree = card({
  name: 'Everyday Cashback Card',
  cardTypeIds: [1],
  featureIds: [1],
  minimumSalary: 5000,
  confirmed: ['annualFee', 'minimumSalary'],
})
const cashbackRich = card({
  name: 'Gold Cashback Card',
  cardTypeIds: [1],
  fee: 500,
  minimumSalary: 15000,
  confirmed: ['annualFee', 'minimumSalary'],
})
const travelPremium = card({ name: 'Sky Infinite Card', cardTypeIds: [2], featureIds: [2, 3], fee: 1500, minimumSalary: 30000 })
const travelBasic = card({ name: 'Sky Basic Card', cardTypeIds: [2], featureIds: [2], fee: 300 })
const islamicFree = card({
  name: 'Covered Free Card',
  bankId: 2,
  cardTypeIds: [3],
  rates: { monthlyRate: 2.99, apr: null, kind: 'profit' },
})
const unknownFee = card({ name: 'Mystery Card', fee: null, confirmed: ['monthlyRate'] })
const catalogue: AssistantCatalogue = {
  cards: [cashbackFree, cashbackRich, travelPremium, travelBasic, islamicFree, unknownFee],
  banks,
  ...vocabulary,
}

const ask = (message: string, history: string[] = []) =>
  answerQuestion(
    message,
    history.map((content) => ({ role: 'user' as const, content })),
    catalogue,
  )
const names = (message: string, history: string[] = []) => ask(message, history).cards.map((c) => c.name)

describe('eligibility by the stated salary', () => {
  it("never names a card whose minimum salary is above the visitor's", () => {
    expect(names('cashback card, salary 12,000')).toEqual(['Everyday Cashback Card'])
    expect(names('cashback card, salary 15,000')).toContain('Gold Cashback Card')
    expect(names('travel card, salary 20k')).toEqual(['Sky Basic Card'])
    expect(names('travel card, salary 30k')).toContain('Sky Infinite Card')
  })

  it("below the Central Bank's floor names no card and says why", () => {
    const answer = ask('cashback card, salary 4,500')
    expect(answer.kind).toBe('no-match')
    expect(answer.cards).toEqual([])
    expect(answer.text).toContain('at least AED 5,000 a month')
  })

  it('a card whose minimum no document states stays in (its facts say so)', () => {
    const answer = ask('salary 6000')
    expect(answer.cards.map((c) => c.name)).toContain('Sky Basic Card')
    const basic = answer.cards.find((c) => c.name === 'Sky Basic Card')!
    expect(basic.facts).toContain('Minimum salary: not published by the bank (check with the bank)')
  })
})

describe('follow-up when the salary is missing', () => {
  it('asks for the salary, names no card, offers salary replies', () => {
    const answer = ask('cashback card with no annual fee')
    expect(answer.kind).toBe('follow-up')
    expect(answer.cards).toEqual([])
    expect(answer.text).toContain(SALARY_QUESTION)
    expect(answer.text).toContain('I read: no annual fee; cashback.')
    expect(answer.suggestions[0]).toMatch(/^My salary is AED/)
  })

  it('uses the answer together with the earlier message', () => {
    const answer = ask('8000', ['cashback card with no annual fee'])
    expect(answer.kind).toBe('recommendations')
    expect(answer.cards.map((c) => c.name)).toEqual(['Everyday Cashback Card'])
  })

  it("reads only the visitor's turns: an assistant turn cannot add a wish", () => {
    const answer = answerQuestion(
      'salary 40k',
      [{ role: 'assistant', content: 'You asked for an Islamic card from ADIB with no annual fee' }],
      catalogue,
    )
    expect(answer.understood.banking).toBeNull()
    expect(answer.understood.bankIds).toEqual([])
  })
})

describe('filters and honesty', () => {
  it('no annual fee: only free cards; a fee no document confirms never passes a cap', () => {
    expect(names('no annual fee, salary 40k').sort()).toEqual(['Covered Free Card', 'Everyday Cashback Card'].sort())
    expect(names('annual fee under AED 10,000, salary 40k', [])).not.toContain('Mystery Card')
  })

  it('Islamic and conventional', () => {
    expect(names('islamic card, salary 10k')).toEqual(['Covered Free Card'])
    expect(names('conventional card, salary 10k')).not.toContain('Covered Free Card')
  })

  it('bank by name or abbreviation', () => {
    expect(names('ADIB card salary 10k')).toEqual(['Covered Free Card'])
    expect(names('ENBD card salary 10k')).not.toContain('Covered Free Card')
  })

  it('lounges: only cards whose features say so; none eligible is said honestly with what to relax', () => {
    expect(names('lounge access, salary 35k')).toEqual(['Sky Infinite Card'])
    const answer = ask('lounge access, salary 20k')
    expect(answer.kind).toBe('no-match')
    expect(answer.suggestions).toEqual(['Lounge access is not needed'])
    expect(ask('Lounge access is not needed', ['lounge access, salary 20k']).cards.map((c) => c.name)).toEqual(['Sky Basic Card'])
  })

  it('an unlisted bank is named as unlisted, never swapped silently for another', () => {
    const answer = ask('HSBC card, salary 20k')
    expect(answer.kind).toBe('no-match')
    expect(answer.text).toContain('We do not list any HSBC card at the moment')
    expect(answer.suggestions).toEqual(['Any bank is fine'])
  })

  it('several wishes that cannot all be met: each relaxation that would help is offered', () => {
    const answer = ask('islamic cashback card with no annual fee, salary 20k')
    expect(answer.kind).toBe('no-match')
    expect(answer.suggestions.sort()).toEqual(['Any kind of rewards is fine', 'Islamic or conventional, either is fine'].sort())
  })

  it("quotes figures only from the card's data and links to its page", () => {
    const [pick] = ask('cashback card, salary 20k, I spend AED 4,000 a month').cards
    const gold = pick!.name === 'Gold Cashback Card' ? cashbackRich : cashbackFree
    expect(pick!.path).toBe(cardPath(gold))
    expect(pick!.facts[0]).toBe(`Annual fee: ${gold.annualFee}`)
    expect(pick!.facts).toContain('Rewards: Not confirmed')
  })

  it('marks a figure no document confirms', () => {
    const answer = ask('salary 20k')
    const mystery = answer.cards.find((c) => c.name === 'Mystery Card')
    if (mystery) expect(mystery.facts[0]).toBe('Annual fee: Not confirmed')
    const all = answerQuestion('salary 20k', [], { ...catalogue, cards: [unknownFee] })
    expect(all.cards[0]!.facts[0]).toBe('Annual fee: Not confirmed')
  })
})

describe('spend', () => {
  it('assumes a share of the salary when no spend is stated, and says so', () => {
    expect(assumedMonthlySpend(8000)).toBe(2500)
    expect(assumedMonthlySpend(3000)).toBe(1000)
    const answer = ask('salary 8000')
    expect(answer.text).toContain('I assumed you put about AED 2,500 a month on the card')
  })

  it('a stated spend is used as given, category amounts included', () => {
    const answer = ask('salary 20k, I spend AED 6,000 a month, 2,000 on groceries')
    expect(answer.text).not.toContain('I assumed')
    expect(answer.profile!.groceries).toBeGreaterThanOrEqual(2000)
    expect(Object.values(answer.profile!).reduce((a, b) => a + b, 0)).toBeCloseTo(6000, -1)
  })
})

describe('greetings and nonsense', () => {
  it.each(['hello', '', '   ', '<img src=x onerror=alert(1)>', '\u0000\u0000'])('%j gets the help answer', (message) => {
    const answer = ask(message)
    expect(answer.kind).toBe('help')
    expect(answer.cards).toEqual([])
    expect(answer.suggestions.length).toBeGreaterThan(0)
  })
})

describe('more than one wish to relax', () => {
  it('names each of them when no single one would help', () => {
    const answer = ask('HSBC card with lounge access, salary 20k')
    expect(answer.kind).toBe('no-match')
    expect(answer.text).toContain(
      'You would see cards only if you relaxed more than one wish: "Any bank is fine" and "Lounge access is not needed".',
    )
    expect(answer.suggestions).toEqual(['Any bank is fine', 'Lounge access is not needed'])
  })
})

describe('questions about a named card (decision 021)', () => {
  // A fee and an APR as a bank document states them, a salary the data holds but no document confirms.
  const flexi = card({
    name: 'Emirates NBD Visa Flexi Credit Card',
    fee: 735,
    rates: { monthlyRate: null, apr: 39, kind: 'interest' },
    minimumSalary: 12000,
    confirmed: ['annualFee', 'apr'],
  })
  const cards = { ...catalogue, cards: [...catalogue.cards, flexi] }
  const askCard = (message: string, history: string[] = []) =>
    answerQuestion(
      message,
      history.map((content) => ({ role: 'user' as const, content })),
      cards,
    )

  it('answers from the data with the source and the date checked, and links to the card page', () => {
    const answer = askCard('What is the APR of Emirates NBD Visa Flexi?')
    expect(answer.kind).toBe('card')
    expect(answer.text).toContain('Annual rate (APR): 39%. Source: Key Facts Statement, checked 23 November 2026.')
    expect(answer.cards).toEqual([
      expect.objectContaining({ id: flexi.id, name: flexi.name, bankName: 'Emirates NBD', path: cardPath(flexi) }),
    ])
    expect(answer.figures).toEqual([
      {
        cardId: flexi.id,
        figure: 'apr',
        term: 'Annual rate (APR)',
        value: '39%',
        source: { title: 'Key Facts Statement', checked: '23 November 2026' },
      },
    ])
    expect(answer.suggestions).toEqual([
      'What is its annual fee?',
      expect.stringMatching(/^Compare with the /),
      'Is it worth it on my spending?',
    ])
  })

  it('never states a figure no document confirms: the salary the data holds is "Not confirmed"', () => {
    const answer = askCard('ENBD Flexi minimum salary and annual fee?')
    expect(answer.text).toContain(
      'Minimum salary: Not confirmed. No Emirates NBD document we read states it, so ask the bank before you apply.',
    )
    expect(answer.text).toContain(
      'Annual fee: AED 735 (includes 5% VAT, as the bank states). Source: Key Facts Statement, checked 23 November 2026.',
    )
    expect(answer.text).not.toContain('12,000')
  })

  it('answers each figure of a question about several', () => {
    const answer = askCard('Visa Flexi: APR, joining fee, rewards, FX fee and welcome bonus')
    expect(answer.figures!.map((f) => f.figure)).toEqual(['apr', 'joiningFee', 'rewardRate', 'fxFee', 'welcomeBonus'])
    expect(answer.text).toContain('Joining fee, rewards, foreign-exchange fee and welcome bonus: Not confirmed.')
  })

  it('a name that fits several cards or none: asks which, naming only listed cards', () => {
    const answer = askCard('What is the annual fee of the Sky card?')
    expect(answer.kind).toBe('clarify')
    expect(answer.cards).toEqual([])
    expect(answer.text).toContain('Which one do you mean: the Sky Infinite Card or the Sky Basic Card?')
    expect(answer.suggestions).toEqual([
      'What is the annual fee of the Sky Infinite Card?',
      'What is the annual fee of the Sky Basic Card?',
    ])
  })

  it('"Is it worth it on my spending?" leads to the recommendations, with the card placed among them', () => {
    const history = ['What is the APR of Emirates NBD Visa Flexi?']
    const followUp = askCard('Is it worth it on my spending?', history)
    expect(followUp.kind).toBe('follow-up')
    expect(followUp.text).toContain(SALARY_QUESTION)
    const answer = askCard('My salary is AED 20,000', [...history, 'Is it worth it on my spending?'])
    expect(answer.kind).toBe('recommendations')
    // The card question named Emirates NBD; that is no wish for Emirates NBD cards.
    expect(answer.understood.bankIds).toEqual([])
    expect(answer.text).toContain('You asked whether the Emirates NBD Visa Flexi Credit Card is worth it')
  })
})
