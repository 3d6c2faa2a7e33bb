// The catalogue namespace repeats a few English texts that other pages, the CMS and the assistant
// still take from shared constants: the two must not drift apart.
import { describe, expect, it } from 'vitest'
import { CATALOGUE_SORT_LABELS, centralBankFloorText, FEE_FILTER_LABELS } from '../catalogue'
import { HOW_WE_ARE_PAID } from '../company'
import { formatAed } from '../money'
import { CBUAE_MIN_ANNUAL_INCOME, CBUAE_MIN_MONTHLY_INCOME } from '../uae-card-facts'
import en from './en/catalogue'

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

describe('en/catalogue', () => {
  it('says what the shared constants say', () => {
    expect(en.ranking.paid).toBe(HOW_WE_ARE_PAID)
    expect(en.sort).toEqual({ label: 'Sort by', ...CATALOGUE_SORT_LABELS })
    expect(en.filters.fee).toEqual(FEE_FILTER_LABELS)
    for (const salary of [0, 3000, 4999.5]) {
      const values = { monthly: formatAed(CBUAE_MIN_MONTHLY_INCOME), annual: formatAed(CBUAE_MIN_ANNUAL_INCOME), salary: formatAed(salary) }
      expect(fill(en.results.belowFloor, values)).toBe(centralBankFloorText(salary))
    }
  })
})
