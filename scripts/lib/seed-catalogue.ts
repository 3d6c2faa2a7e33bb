// The catalogue as a fresh `npm start` serves it, built from the seed files without a database
// (`npm run eval:assistant` and its unit test): ids in file order as the seed gives them, the
// display fields the CMS's hook derives (cms/src/collections/CreditCards/hooks/cardFigures.ts),
// and only what a guest sees (listed cards, active banks), as getAllCards() and getBanks() answer.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  annualFeeText,
  aprText,
  httpUrl,
  lastChecked,
  monthlyRateText,
  readFees,
  readRates,
  readRewardRules,
  readSources,
  unconfirmedFigures,
  type AssistantCatalogue,
  type Bank,
  type CardFees,
  type CardRates,
  type CreditCard,
  type Loose,
} from '@cardcompare/shared'

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cms/src/seed/data')
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T

type Named = { name: string }
type SeedBank = Named & { slug: string; isActive?: boolean; website?: string | null }
type SeedCard = Named & {
  slug: string
  bank: string
  cardTypes: string[]
  features: string[]
  fees: Loose<CardFees> | null
  rates: Loose<CardRates> | null
  sources: unknown
  minimumSalary: number | null
  salaryTransfer: CreditCard['salaryTransfer']
  salaryNote: string | null
  rewardRate: string | null
  welcomeBonus: string | null
  description: string | null
  network: string | null
  tier: string | null
  isFeatured: boolean
  label: string | null
  featuredOrder: number | null
  isActive: boolean
  rewards?: unknown
}

const idOf = (list: Named[], name: string, what: string) => {
  const index = list.findIndex((item) => item.name === name)
  if (index < 0) throw new Error(`seed: unknown ${what} "${name}"`)
  return index + 1
}

export interface SeedCatalogue extends AssistantCatalogue {
  cards: CreditCard[]
  /** Every card in the seed, listed or not (to prove an answer names only listed ones). */
  allCards: CreditCard[]
  banks: Bank[]
}

export function loadSeedCatalogue(): SeedCatalogue {
  const banks = read<SeedBank[]>('banks.json')
  const cardTypes = read<Named[]>('cardTypes.json')
  const features = read<Named[]>('features.json')
  const rows = read<SeedCard[]>('creditCards.json')

  const allCards = rows.map((row, i): CreditCard => {
    const fees = readFees(row.fees)
    const rates = readRates(row.rates)
    const sources = readSources(row.sources)
    const card: CreditCard = {
      id: i + 1,
      name: row.name,
      slug: row.slug,
      bankId: idOf(banks, row.bank, 'bank'),
      annualFee: annualFeeText(fees),
      interestRate: monthlyRateText(rates),
      interestRateAnnual: aprText(rates),
      fees,
      rates,
      tier: row.tier,
      salaryTransfer: row.salaryTransfer,
      salaryNote: row.salaryNote,
      sources,
      rewardRate: row.rewardRate,
      welcomeBonus: row.welcomeBonus,
      minimumSalary: row.minimumSalary,
      isFeatured: row.isFeatured,
      label: row.label,
      featuredOrder: row.featuredOrder,
      description: row.description,
      imageUrl: `/images/cards/${row.slug}.svg`,
      network: row.network,
      cardTypeIds: row.cardTypes.map((name) => idOf(cardTypes, name, 'card type')),
      featureIds: row.features.map((name) => idOf(features, name, 'feature')),
      additionalInfo: null,
      sourceUrl: (sources.find((s) => s.kind === 'kfs') ?? sources[0])?.url ?? null,
      lastVerified: lastChecked(sources),
      unverifiedFields: unconfirmedFigures({ sources }),
      lastUpdated: null,
      dataExpiryDate: null,
      isActive: row.isActive,
      // Structured reward rules, where the seed has them (docs/decisions/014).
      rewards: readRewardRules(row.rewards),
    }
    return card
  })

  return {
    cards: allCards.filter((card) => card.isActive),
    allCards,
    banks: banks
      .map((bank, i): Bank => ({
        id: i + 1,
        name: bank.name,
        slug: bank.slug,
        logo: null,
        description: null,
        website: httpUrl(bank.website),
        address: null,
        phoneNumber: null,
        email: null,
        featuredImageUrl: null,
        established: null,
        employees: null,
        headquarters: null,
        isActive: bank.isActive !== false,
      }))
      .filter((bank) => bank.isActive),
    cardTypes: cardTypes.map((type, i) => ({ id: i + 1, name: type.name })),
    features: features.map((feature, i) => ({ id: i + 1, name: feature.name })),
  }
}
