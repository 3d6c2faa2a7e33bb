// The Central Bank's floor is written twice: as a catalogue text with placeholders for the pages,
// and as a sentence the CMS and the assistant build (centralBankFloorText). They must agree.
import { describe, expect, it } from 'vitest'
import { centralBankFloorText } from '../catalogue'
import { formatAed } from '../money'
import { CBUAE_MIN_ANNUAL_INCOME, CBUAE_MIN_MONTHLY_INCOME } from '../uae-card-facts'
import en from './en/catalogue'

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

describe('en/catalogue', () => {
  it('says what centralBankFloorText says', () => {
    for (const salary of [0, 3000, 4999.5]) {
      const values = { monthly: formatAed(CBUAE_MIN_MONTHLY_INCOME), annual: formatAed(CBUAE_MIN_ANNUAL_INCOME), salary: formatAed(salary) }
      expect(fill(en.results.belowFloor, values)).toBe(centralBankFloorText(salary))
    }
  })
})
