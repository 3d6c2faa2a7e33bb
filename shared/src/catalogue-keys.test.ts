import { describe, expect, it } from 'vitest'
import { catalogueKeys } from './catalogue-keys'

describe('catalogueKeys (docs/decisions/028)', () => {
  it('finds the fee features and the Islamic type by name, whatever ids the rows have (docs/decisions/028)', () => {
    const features = ['No Annual Fee', 'Airport Lounge Access', 'Free for 1st year'].map((name, i) => ({ id: 40 + i, name }))
    expect(
      catalogueKeys({
        features,
        cardTypes: [
          { id: 3, name: 'Travel' },
          { id: 11, name: 'Islamic' },
        ],
      }),
    ).toEqual({
      noAnnualFee: 40,
      freeFirstYear: 42,
      islamicCardType: 11,
    })
    // An editor's spacing or case does not lose a row; a catalogue without one has none.
    expect(catalogueKeys({ features: [{ id: 5, name: ' no annual fee ' }], cardTypes: [{ id: 2, name: 'ISLAMIC' }] })).toEqual({
      noAnnualFee: 5,
      freeFirstYear: null,
      islamicCardType: 2,
    })
    expect(catalogueKeys({ features: [], cardTypes: [] })).toEqual({ noAnnualFee: null, freeFirstYear: null, islamicCardType: null })
  })
})
