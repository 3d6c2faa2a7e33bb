// Cards for the assistant's unit tests: whole CreditCard records, so a test types its catalogue
// without a cast.
import { EMPTY_FEES, KEY_FIGURES, type CardSource } from '../card-data'
import type { CreditCard } from '../contract'

const source = (figures: CardSource['figures']): CardSource => ({
  title: 'Key Facts Statement',
  url: 'https://bank.example/kfs.pdf',
  kind: 'kfs',
  documentDate: null,
  checkedAt: '2026-11-23',
  figures,
})

let nextId = 1
/** A listed card with every field set: ids count up, `fee` is its annual fee, `confirmed` the figures its document confirms. */
export function testCard(overrides: Partial<CreditCard> & { fee?: number | null; confirmed?: CardSource['figures'] }): CreditCard {
  const { fee = 0, confirmed = ['annualFee'], ...rest } = overrides
  const id = nextId++
  const fees = { ...EMPTY_FEES, annualFee: fee, vat: 'included' as const }
  return {
    id,
    name: `Card ${id}`,
    slug: `card-${id}`,
    bankId: 1,
    annualFee: fee === null ? null : fee === 0 ? 'No annual fee' : `AED ${fee.toLocaleString('en-US')} a year incl. VAT`,
    interestRate: '3.25%',
    interestRateAnnual: null,
    fees,
    rates: { monthlyRate: 3.25, apr: null, kind: 'interest' },
    tier: null,
    salaryTransfer: 'unknown',
    salaryNote: null,
    sources: [source(confirmed)],
    rewardRate: null,
    welcomeBonus: null,
    minimumSalary: null,
    isFeatured: false,
    label: null,
    featuredOrder: null,
    description: null,
    imageUrl: null,
    network: null,
    cardTypeIds: [],
    featureIds: [],
    additionalInfo: null,
    sourceUrl: null,
    lastVerified: '2026-11-23',
    unverifiedFields: KEY_FIGURES.filter((f) => !confirmed.includes(f)),
    lastUpdated: null,
    dataExpiryDate: null,
    isActive: true,
    rewards: null,
    ...rest,
  }
}
