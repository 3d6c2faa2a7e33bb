import { describe, expect, it } from 'vitest'
import { clipChange, diffDocuments } from './doc-diff'

describe('diffDocuments', () => {
  it('lists changed fields by path, ignoring bookkeeping and derived values', () => {
    const before = { id: 1, name: 'A', fees: { annualFee: 300, vat: 'included' }, updatedAt: 'x', annualFee: 'AED 300', bank: 1 }
    const after = {
      id: 1,
      name: 'A',
      fees: { annualFee: 350, vat: 'included' },
      updatedAt: 'y',
      annualFee: 'AED 350',
      bank: { id: 1, name: 'ADCB', createdAt: 'z' },
    }
    expect(diffDocuments(before, after)).toEqual([{ field: 'fees.annualFee', from: 300, to: 350 }])
  })

  it('compares array rows without the ids Payload gives them', () => {
    const before = { sources: [{ id: 'a', url: 'https://x', title: 'T' }] }
    const after = { sources: [{ id: 'b', url: 'https://x', title: 'T' }] }
    expect(diffDocuments(before, after)).toEqual([])
    expect(diffDocuments(before, { sources: [] })).toEqual([{ field: 'sources', from: [{ url: 'https://x', title: 'T' }], to: [] }])
  })

  it('a creation lists every field with a value; empty strings count as empty', () => {
    expect(diffDocuments(null, { name: 'B', label: '', tier: null })).toEqual([{ field: 'name', from: null, to: 'B' }])
  })

  it('clips long values for the trail', () => {
    const change = clipChange({ field: 'description', from: 'x'.repeat(2000), to: 'y' }, 10)
    expect(change.from).toBe('xxxxxxxxxx… (2000 characters)')
    expect(change.to).toBe('y')
  })
})
