// How a card's reward rate and label badge read on a tile (spec §2, §5).
import type { FeePart, FeeVat, SalaryTransfer } from './card-data'
import catalogue from './i18n/en/catalogue'
import { fill, type Say } from './i18n/render'
import type { Formats } from './locale-format'

/** The words of spec §5's rewards rule, from the page's `catalogue` namespace (`figure.rewards`). */
export type RewardsWords = Say<`figure.rewards.${keyof typeof catalogue.figure.rewards}`>

/** The words of a fee in short, from the page's `catalogue` namespace (`tile.fee`). */
export type FeeWords = Say<
  | `tile.fee.${'none' | 'joining' | 'firstYearFree' | 'firstYearFreeOn' | 'noFee' | 'separator'}`
  | `tile.fee.yearly.${FeeVat}`
  | `tile.fee.option.${SalaryTransfer}`
>

/**
 * A fee's part (annualFeeParts) in the page's language. `condition` puts the bank's condition of a
 * first-year waiver in: its text, or a placeholder that a component fills with the text marked.
 */
export function wordFeePart(
  part: FeePart,
  say: FeeWords,
  aed: (amount: number) => string,
  condition: (text: string) => string = (text) => text,
): string {
  switch (part.key) {
    case 'none':
      return say('tile.fee.none')
    case 'yearly':
      return say(`tile.fee.yearly.${part.vat}`, { amount: aed(part.amount) })
    case 'joining':
      return say('tile.fee.joining', { amount: aed(part.amount) })
    case 'firstYearFree':
      return part.condition ? say('tile.fee.firstYearFreeOn', { condition: condition(part.condition) }) : say('tile.fee.firstYearFree')
    case 'option':
      return say(`tile.fee.option.${part.salaryTransfer}`, { amount: part.amount === 0 ? say('tile.fee.noFee') : aed(part.amount) })
  }
}

/** A fee's parts in the page's language, as one text. */
export const wordFeeParts = (parts: FeePart[], say: FeeWords, aed: (amount: number) => string): string =>
  parts.map((part) => wordFeePart(part, say, aed)).join(say('tile.fee.separator'))

// Read inside the functions, not at load: a client bundle that takes only labelTone() from this
// module leaves the English catalogue out.
const en = () => catalogue.figure.rewards

// spec §5 Rewards display rule.
// The spec says a value "containing 0%" shows N/A. Read literally that would also hide "10%"
// or "20% cashback", so we treat only a standalone zero percentage ("0%", "0.0%", "earn 0%")
// as N/A; the digit or dot before it must not be part of a larger number.
const ZERO_PERCENT = /(^|[^0-9.])0(\.0+)?%/

const upToPercent = (percent: number) => fill(en().upToPercent, { percent: `${percent}%` })
const upToPoints = (multiple: number) => fill(en().upToPoints, { multiple })

export function rewardsDisplay(rewardRate: string | null | undefined, cardName: string | null | undefined): string {
  const rate = typeof rewardRate === 'string' ? rewardRate.trim() : ''
  if (rate === '' || ZERO_PERCENT.test(rate)) return en().none
  const lowerRate = rate.toLowerCase()
  if (lowerRate.includes('up to')) return rate
  if (!lowerRate.includes('varies')) return rate
  const name = typeof cardName === 'string' ? cardName.toLowerCase() : ''
  if (name.includes('live+')) return upToPercent(6)
  if (name.includes('cash+')) return upToPercent(5)
  if (name.includes('max rewards')) return upToPoints(10)
  if (name.includes('citi premier') || name.includes('prestige')) return upToPoints(5)
  if (name.includes('citi rewards')) return upToPoints(2)
  return en().varies
}

/** What rewardsDisplay() showed, read back into parts another language words itself (docs/decisions/035). */
export type RewardsShown =
  | { kind: 'none' | 'varies' }
  | { kind: 'upToPercent'; percent: number }
  | { kind: 'upToPoints'; multiple: number }
  /** The bank's own words, shown as they are. */
  | { kind: 'bank'; text: string }

const UP_TO_PERCENT = /^up to (\d+(?:\.\d+)?) ?%$/i
const UP_TO_POINTS = /^up to (\d+(?:\.\d+)?) ?x points$/i

/** Parts of a text rewardsDisplay() returned: its fixed words, or a bank's "up to 3.75%", are read; any other text is the bank's. */
export function readRewardsDisplay(shown: string): RewardsShown {
  const text = shown.trim()
  if (text === en().none) return { kind: 'none' }
  if (text === en().varies) return { kind: 'varies' }
  const percent = UP_TO_PERCENT.exec(text)
  if (percent) return { kind: 'upToPercent', percent: Number(percent[1]) }
  const points = UP_TO_POINTS.exec(text)
  if (points) return { kind: 'upToPoints', multiple: Number(points[1]) }
  return { kind: 'bank', text: shown }
}

/** Parts read by readRewardsDisplay() in a language's words; the bank's own words stay as they are. */
export function wordRewards(parts: RewardsShown, say: RewardsWords, formats: Pick<Formats, 'number' | 'percent'>): string {
  switch (parts.kind) {
    case 'none':
    case 'varies':
      return say(`figure.rewards.${parts.kind}`)
    case 'upToPercent':
      return say('figure.rewards.upToPercent', { percent: formats.percent(parts.percent) })
    case 'upToPoints':
      return say('figure.rewards.upToPoints', { multiple: formats.number(parts.multiple) })
    case 'bank':
      return parts.text
  }
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
