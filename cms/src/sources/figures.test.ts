import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extractFigures } from './figures'

describe('the figures of a document', () => {
  it('spell every way of writing an amount in dirhams as AED and the plain number', () => {
    for (const written of [
      'AED 1,050',
      'AED1050',
      'aed 1050',
      '1,050 AED',
      '1050AED',
      'Dhs 1,050',
      'Dhs. 1,050',
      'DH 1050',
      '1,050 dirhams',
      'AED 1,050.00',
    ]) {
      expect(extractFigures(`Annual fee: ${written}.`), written).toEqual(['AED 1050'])
    }
  })

  it('keep decimals as printed, dropping only a zero fraction', () => {
    expect(extractFigures('Late fee AED 288.75, cash fee AED 241.50, card AED 99.0')).toEqual(['AED 99', 'AED 241.50', 'AED 288.75'])
  })

  it('spell every way of writing a percentage as the number and %', () => {
    for (const written of ['3.69%', '3.69 %', '3.69 per cent', '3.69 percent', '3.69 Per Cent', '３.６９％']) {
      expect(extractFigures(`Monthly rate ${written} a month`), written).toEqual(['3.69%'])
    }
  })

  it('are listed once each, amounts then percentages, each from the smallest up', () => {
    const text = 'Rate 3.69% (44.28% a year). Annual fee AED 1,050; renewal AED 1050. Late fee AED 241.50. VAT 5%. Over limit AED 250.'
    expect(extractFigures(text)).toEqual(['AED 241.50', 'AED 250', 'AED 1050', '3.69%', '5%', '44.28%'])
  })

  it('ignore numbers that are not amounts or percentages, and parts of longer numbers', () => {
    const text = [
      'Call 600 500 000 or visit Abu Dhabi 2026.',
      'Minimum 12 months, 3 cards, AED only.',
      'Reference 10,50 AED and AED 10,50 are not amounts.',
      'Code X1050 AED, item 2.5.1%.',
      'AEDX 100 and 100 AEDs.',
    ].join('\n')
    expect(extractFigures(text)).toEqual([])
  })

  it('read any amount, however it is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }), (amount, style) => {
        const grouped = amount.toLocaleString('en-US')
        const written = [`AED ${grouped}`, `AED${amount}`, `${grouped} AED`, `Dhs ${grouped}`][style]
        expect(extractFigures(`fee ${written} each`)).toEqual([`AED ${amount}`])
      }),
    )
  })
})
