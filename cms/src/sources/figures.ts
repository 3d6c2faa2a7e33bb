// The figures a bank document states, in one spelling each, so that a changed document can be
// summed up as "AED 1050 went, AED 1100 came". Only amounts in dirhams and percentages are read,
// wherever they appear: what a figure is for is the editor's call, not this module's.

// 1,050 or 1050, with any decimals: a comma must be followed by exactly three digits.
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`
// Not the tail of a longer number (1,050 read as 1 when the commas do not group thousands).
const NUMBER_END = String.raw`(?!\d|[.,]\d)`
const DIRHAMS = String.raw`(?:AED|Dhs?|dirhams?)`

const AMOUNT_BEFORE = new RegExp(String.raw`(?<![A-Za-z])${DIRHAMS}\.?\s*(${NUMBER})${NUMBER_END}`, 'gi')
const AMOUNT_AFTER = new RegExp(String.raw`(?<![\w.,])(${NUMBER})${NUMBER_END}\s*${DIRHAMS}(?![A-Za-z])`, 'gi')
const PERCENT = new RegExp(String.raw`(?<![\w.,])(${NUMBER})${NUMBER_END}\s*(?:%|per\s*cent(?![A-Za-z]))`, 'gi')

/** 1,050.00 → 1050; 241.50 stays 241.50: only a zero fraction is dropped, the rest kept as printed. */
const plain = (number: string) => number.replaceAll(',', '').replace(/\.0+$/, '')

type Figure = { text: string; unit: 0 | 1; value: number }

/**
 * Every AED amount ("AED 1,050", "AED1050", "1,050 AED", "Dhs 1,050" → `AED 1050`) and percentage
 * ("3.69%", "3.69 %", "3.69 per cent" → `3.69%`) in the text, de-duplicated, amounts first, each
 * kind from the smallest up.
 */
export function extractFigures(text: string): string[] {
  const normal = text.normalize('NFKC')
  const found = new Map<string, Figure>()
  const add = (number: string, unit: Figure['unit']) => {
    const value = plain(number)
    const figure = unit === 0 ? `AED ${value}` : `${value}%`
    found.set(figure, { text: figure, unit, value: Number(value) })
  }
  for (const match of normal.matchAll(AMOUNT_BEFORE)) add(match[1], 0)
  for (const match of normal.matchAll(AMOUNT_AFTER)) add(match[1], 0)
  for (const match of normal.matchAll(PERCENT)) add(match[1], 1)
  return [...found.values()]
    .sort((a, b) => a.unit - b.unit || a.value - b.value || a.text.localeCompare(b.text))
    .map((figure) => figure.text)
}
