// `npm run check:data`: the seeded catalogue, and the sample import file editors copy
// (docs/import/sample-cards.json, the same card as the CSV), against the rules of
// shared/src/data-check.ts.
// Prints a summary; any error fails (and fails `npm test`).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { KEY_FIGURE_LABELS } from '../shared/src/card-data'
import { checkCatalogueData, type DataBank, type DataCard } from '../shared/src/data-check'

const data = path.join(path.dirname(fileURLToPath(import.meta.url)), '../cms/src/seed/data')
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(data, file), 'utf8')) as T

const sample = JSON.parse(readFileSync(path.join(data, '../../../../docs/import/sample-cards.json'), 'utf8')) as DataCard[]
const { errors, summary } = checkCatalogueData([...read<DataCard[]>('creditCards.json'), ...sample], read<DataBank[]>('banks.json'))
console.log(
  `card data: ${summary.cards} cards (${summary.listed} listed, ${summary.hidden} hidden); ` +
    `${summary.figuresConfirmed} key figures confirmed by a bank document, ${summary.figuresUnknown} unknown; ` +
    `${summary.stale} listed cards not checked in the last 90 days; ` +
    `${summary.rewardRules} of ${summary.listed} listed cards have reward rules per spend category`,
)
const byFigure = Object.entries(summary.confirmedByFigure)
  .map(([figure, n]) => `${KEY_FIGURE_LABELS[figure as keyof typeof KEY_FIGURE_LABELS].toLowerCase()} ${n}`)
  .join(', ')
console.log(`card data: listed cards with a confirmed ${byFigure}`)
console.log(
  `card data: ${summary.valued} of ${summary.listed} listed cards have a value in AED (AED 10,000 a month of typical spending); ` +
    `${summary.documentsDated} of ${summary.documents} cited documents record their own date; ` +
    `${summary.conditions} conditions stored as the banks print them (fee options, "up to" rates, waivers, what is added to an FX fee)`,
)
if (errors.length > 0) {
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} in the card data:`)
  for (const error of errors) console.error(`  - ${error}`)
  process.exit(1)
}
console.log('card data: every published figure has its source and date')
