import { describe, expect, it } from 'vitest'
import { formatAed, formatSalary } from './money'

describe('money formatting', () => {
  it('formats AED with en-US thousands separators', () => {
    expect(formatAed(15000)).toBe('AED 15,000')
    expect(formatAed(1234567)).toBe('AED 1,234,567')
    expect(formatAed(500)).toBe('AED 500')
    expect(formatSalary(15000)).toBe('Min. Salary: AED 15,000')
  })

  it('shows N/A for missing or non-finite amounts', () => {
    expect(formatAed(null)).toBe('N/A')
    expect(formatAed(Number.NaN)).toBe('N/A')
    expect(formatSalary(undefined)).toBe('Min. Salary: N/A')
  })
})
