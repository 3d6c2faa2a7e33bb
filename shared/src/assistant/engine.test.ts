import { describe, expect, it } from 'vitest'
import { EMPTY_FEES, type CardSource } from '../card-data'
import type { CreditCard } from '../contract'
import { cardPath } from '../rules'
import { answerQuestion, assumedMonthlySpend, SALARY_QUESTION, type AssistantCatalogue } from './engine'

const source = (figures: CardSource['figures']): CardSource => ({
  title: 'Key Facts Statement',
  url: 'https://bank.example/kfs.pdf',
  kind: 'kfs',
  documentDate: null,
  checkedAt: '2026-11-23',
  figures,
})

let nextId = 1
function card(overrides: Partial<CreditCard> & { fee?: number | null; confirmed?: CardSource['figures'] }): CreditCard {
  const { fee = 0, confirmed = ['annualFee'], ...rest } = overrides
  const id = nextId++
  const fees = { ...EMPTY_FEES, annualFee: fee, vat: 'included' as const }
  return {
    id,
    name: `Card ${id}`,
    slug: `card-${id}`,
    bankId: 1,
    annualFee: fee === null ? null : fee === 0 ? 'No annual fee' : `AED ${fee.toLocaleString('en-US')} a year incl. VAT`,
    interestRate: '3.25%',
    interestRateAnnual: null,
    fees,
    rates: { monthlyRate: 3.25, apr: null, kind: 'interest' },
    tier: null,
    salaryTransfer: 'unknown',
    salaryNote: null,
    sources: [source(confirmed)],
    rewardRate: null,
    welcomeBonus: null,
    minimumSalary: null,
    isFeatured: false,
    label: null,
    featuredOrder: null,
    description: null,
    imageUrl: null,
    network: null,
    cardTypeIds: [],
    featureIds: [],
    additionalInfo: null,
    sourceUrl: null,
    lastVerified: '2026-11-23',
    unverifiedFields: ['joiningFee', 'annualFee', 'monthlyRate', 'apr', 'minimumSalary', 'rewardRate', 'welcomeBonus'].filter((f) => !confirmed.includes(f as never)),
    lastUpdated: null,
    dataExpiryDate: null,
    isActive: true,
    rewards: null,
    ...rest,
  }
}

// Card types 1 Cashback, 2 Travel, 3 Islamic; features 1 No Annual Fee, 2 Miles Rewards, 3 Airport Lounge Access.
const vocabulary = {
  cardTypes: [{ id: 1, name: 'Cashback' }, { id: 2, name: 'Travel' }, { id: 3, name: 'Islamic' }],
  features: [{ id: 1, name: 'No Annual Fee' }, { id: 2, name: 'Miles Rewards' }, { id: 3, name: 'Airport Lounge Access' }],
}
const banks = [{ id: 1, name: 'Emirates NBD', slug: 'emirates-nbd' }, { id: 2, name: 'ADIB', slug: 'adib' }]

const cashbackFree = card({ name: 'Everyday Cashback Card', cardTypeIds: [1], featureIds: [1], minimumSalary: 5000, confirmed: ['annualFee', 'minimumSalary'] })
const cashbackRich = card({ name: 'Gold Cashback Card', cardTypeIds: [1], fee: 500, minimumSalary: 15000, confirmed: ['annualFee', 'minimumSalary'] })
const travelPremium = card({ name: 'Sky Infinite Card', cardTypeIds: [2], featureIds: [2, 3], fee: 1500, minimumSalary: 30000 })
const travelBasic = card({ name: 'Sky Basic Card', cardTypeIds: [2], featureIds: [2], fee: 300 })
const islamicFree = card({ name: 'Covered Free Card', bankId: 2, cardTypeIds: [3], rates: { monthlyRate: 2.99, apr: null, kind: 'profit' } })
const unknownFee = card({ name: 'Mystery Card', fee: null, confirmed: ['monthlyRate'] })
const catalogue: AssistantCatalogue = { cards: [cashbackFree, cashbackRich, travelPremium, travelBasic, islamicFree, unknownFee], banks, ...vocabulary }

const ask = (message: string, history: string[] = []) =>
  answerQuestion(message, history.map((content) => ({ role: 'user' as const, content })), catalogue)
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
    const answer = answerQuestion('salary 40k', [{ role: 'assistant', content: 'You asked for an Islamic card from ADIB with no annual fee' }], catalogue)
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
    expect(answer.text).toContain('You would see cards only if you relaxed more than one wish: "Any bank is fine" and "Lounge access is not needed".')
    expect(answer.suggestions).toEqual(['Any bank is fine', 'Lounge access is not needed'])
  })
})
