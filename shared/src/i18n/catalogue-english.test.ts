// The Central Bank's floor is written twice: as a catalogue text with placeholders for the pages,
// and as a sentence the CMS and the assistant build (centralBankFloorText). They must agree.
import { describe, expect, it } from 'vitest'
import { centralBankFloorText } from '../catalogue'
import { formatAed } from '../money'
import { CBUAE_MIN_ANNUAL_INCOME, CBUAE_MIN_MONTHLY_INCOME } from '../uae-card-facts'
import en from './en/catalogue'
import enCard from './en/card'
import { EMPTY_FEES, type SourceFigure } from '../card-data'
import { keyFigureViews, type FigureCard } from '../card-figures'
import { MAX_MONTHLY_SPEND, SPEND_AMOUNT_MESSAGES, SPEND_CATEGORY_LABELS } from '../card-value'

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

describe('en/catalogue', () => {
  it('says what centralBankFloorText says', () => {
    for (const salary of [0, 3000, 4999.5]) {
      const values = { monthly: formatAed(CBUAE_MIN_MONTHLY_INCOME), annual: formatAed(CBUAE_MIN_ANNUAL_INCOME), salary: formatAed(salary) }
      expect(fill(en.results.belowFloor, values)).toBe(centralBankFloorText(salary))
    }
  })
})

// The card page writes a figure's term and fixed conditions from the catalogue, and finds the
// English conditions card-figures.ts gives by their text: the two must agree word for word.
describe('en/card', () => {
  const source = (figures: SourceFigure[]) => ({
    title: 'KFS',
    url: 'https://bank.example/kfs',
    kind: 'kfs' as const,
    documentDate: null,
    checkedAt: '2026-11-23',
    figures,
  })
  const all = source(['annualFee', 'joiningFee', 'monthlyRate', 'apr', 'minimumSalary', 'rewardRate', 'welcomeBonus', 'fxFee'])
  const card = (over: Partial<FigureCard> = {}): FigureCard => ({
    name: 'Card',
    fees: { ...EMPTY_FEES, annualFee: 300, joiningFee: 100, vat: 'included' },
    rates: { monthlyRate: 3.25, apr: 39, kind: 'interest' },
    minimumSalary: 15000,
    salaryTransfer: 'required',
    salaryNote: null,
    rewardRate: null,
    welcomeBonus: null,
    sources: [all],
    ...over,
  })

  it('names the figures as card-figures.ts does', () => {
    for (const kind of ['interest', 'profit'] as const) {
      const views = keyFigureViews(card({ rates: { monthlyRate: 3, apr: 36, kind } }))
      for (const view of views) {
        const term = enCard.figures.terms[view.key]
        expect(typeof term === 'string' ? term : term[kind]).toBe(view.term)
      }
    }
  })

  it('has every fixed condition card-figures.ts writes', () => {
    const notes = [
      ...keyFigureViews(card()),
      ...keyFigureViews(
        card({ fees: { ...EMPTY_FEES, annualFee: 300, joiningFee: 100, vat: 'excluded' }, salaryTransfer: 'not-required' }),
      ),
    ].flatMap((view) => view.notes)
    expect(new Set(notes)).toEqual(new Set(Object.values(enCard.figures.notes)))
  })

  it('words the calculator as card-value.ts does', () => {
    expect(enCard.calculator.categories).toEqual(SPEND_CATEGORY_LABELS)
    const fill = (text: string) => text.replace('{{max}}', formatAed(MAX_MONTHLY_SPEND))
    expect(Object.fromEntries(Object.entries(enCard.calculator.errors).map(([key, text]) => [key, fill(text)]))).toEqual(
      SPEND_AMOUNT_MESSAGES,
    )
  })
})
