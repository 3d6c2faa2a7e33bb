import { describe, expect, it } from 'vitest'
import { cardFeatureNames, featureNamesForCard, HIGHLIGHTED_FEATURES, isHighlightedFeature } from './features'

// This list is spec text (§9): a typo here is a visible bug.
describe('highlighted features (spec §9)', () => {
  it('has the 14 highlighted feature names', () => {
    expect(HIGHLIGHTED_FEATURES).toHaveLength(14)
    expect(HIGHLIGHTED_FEATURES[0]).toBe('No Annual Fee')
    expect(HIGHLIGHTED_FEATURES[9]).toBe('Free for 1st year')
    expect(HIGHLIGHTED_FEATURES[13]).toBe('Hotel Discounts')
  })
})

describe('features', () => {
  const features = [
    { id: 1, name: 'No Annual Fee' },
    { id: 2, name: 'Airport Lounge Access' },
    { id: 3, name: 'Dining Offers' },
    { id: 4, name: 'Travel Insurance' },
    { id: 5, name: 'Low Fee' },
    { id: 6, name: 'Cashback Rewards' },
    { id: 17, name: 'Free for 1st year' },
  ]

  it('lists up to five of the card feature names in catalogue order', () => {
    expect(featureNamesForCard([3, 1], features)).toEqual(['No Annual Fee', 'Dining Offers'])
    expect(featureNamesForCard([1, 2, 3, 4, 5, 6, 17], features)).toEqual([
      'No Annual Fee',
      'Airport Lounge Access',
      'Dining Offers',
      'Travel Insurance',
      'Low Fee',
    ])
    expect(featureNamesForCard([1, 2, 3], features, 2)).toHaveLength(2)
  })

  it('falls back to Various Benefits', () => {
    expect(featureNamesForCard([], features)).toEqual(['Various Benefits'])
    expect(featureNamesForCard(null, features)).toEqual(['Various Benefits'])
    expect(featureNamesForCard([999], features)).toEqual(['Various Benefits'])
    // Without the fallback, for a page that words it in its own language.
    expect(cardFeatureNames([999], features)).toEqual([])
    expect(cardFeatureNames([3, 1], features)).toEqual(featureNamesForCard([3, 1], features))
  })

  it('knows the highlighted names exactly', () => {
    expect(isHighlightedFeature('Free for 1st year')).toBe(true)
    expect(isHighlightedFeature('free for 1st year')).toBe(false)
    expect(isHighlightedFeature('Fuel Discounts')).toBe(false)
  })
})
