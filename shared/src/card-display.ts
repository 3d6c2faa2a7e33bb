// How a card's reward rate and label badge read on a tile (spec §2, §5).

// spec §5 Rewards display rule.
// The spec says a value "containing 0%" shows N/A. Read literally that would also hide "10%"
// or "20% cashback", so we treat only a standalone zero percentage ("0%", "0.0%", "earn 0%")
// as N/A; the digit or dot before it must not be part of a larger number.
const ZERO_PERCENT = /(^|[^0-9.])0(\.0+)?%/

export function rewardsDisplay(rewardRate: string | null | undefined, cardName: string | null | undefined): string {
  const rate = typeof rewardRate === 'string' ? rewardRate.trim() : ''
  if (rate === '' || ZERO_PERCENT.test(rate)) return 'N/A'
  const lowerRate = rate.toLowerCase()
  if (lowerRate.includes('up to')) return rate
  if (!lowerRate.includes('varies')) return rate
  const name = typeof cardName === 'string' ? cardName.toLowerCase() : ''
  if (name.includes('live+')) return 'Up to 6%'
  if (name.includes('cash+')) return 'Up to 5%'
  if (name.includes('max rewards')) return 'Up to 10X points'
  if (name.includes('citi premier') || name.includes('prestige')) return 'Up to 5X points'
  if (name.includes('citi rewards')) return 'Up to 2X points'
  return 'Varies'
}

export type LabelTone = 'best' | 'popular' | 'new' | 'exclusive' | 'default'

/** Colour of a card's label badge, from words in the label (spec §2); first match wins. */
export function labelTone(label: string | null | undefined): LabelTone {
  const text = typeof label === 'string' ? label.toLowerCase() : ''
  if (text.includes('best') || text.includes('offer')) return 'best'
  if (text.includes('popular') || text.includes('trending')) return 'popular'
  if (text.includes('new') || text.includes('launch')) return 'new'
  if (text.includes('exclusive') || text.includes('premium')) return 'exclusive'
  return 'default'
}
