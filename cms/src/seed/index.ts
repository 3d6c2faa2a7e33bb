// Seeds the catalogue and the blog into an empty database through the Local API, in one
// transaction, from the reviewed data files beside this module (no network).
import { randomBytes } from 'node:crypto'
import {
  expiryAfterCheck,
  FORTUNE_CATEGORIES,
  lastChecked,
  type CardFees,
  type CardRates,
  type CardSource,
  type RewardRules,
  type SalaryTransfer,
} from '@cardcompare/shared'
import { cmsEnv } from '@cardcompare/shared/server'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import banks from './data/banks.json'
import blog from './data/blog.json'
import cardTypes from './data/cardTypes.json'
import cards from './data/creditCards.json'
import features from './data/features.json'
import fortunes from './data/fortunes.json'
import { arabicFor, BANK_ARABIC, CARD_TYPE_ARABIC, FEATURE_ARABIC } from './arabic'
import { paragraphsToLexical } from './lexical'
import type { CreditCard } from '../payload-types'
import { execute } from '../db/postgres'

/** One card as the reviewed data file holds it: figures with the documents they came from. */
type CardRow = {
  name: string
  slug: string
  bank: string
  network: CreditCard['network']
  tier: string | null
  cardTypes: string[]
  features: string[]
  /** Fees the bank's documents do not state are absent (stored empty). */
  fees: Partial<CardFees>
  rates: CardRates
  minimumSalary: number | null
  salaryTransfer: SalaryTransfer
  salaryNote: string | null
  rewardRate: string | null
  /** Structured earn rules where the bank's document states them per category. */
  rewards?: RewardRules | null
  welcomeBonus: string | null
  description: string | null
  sources: CardSource[]
  isFeatured: boolean
  label: string | null
  featuredOrder: number | null
  isActive: boolean
  /** Why a card is no longer listed (no bank document shows it as a current product). */
  retired?: string | null
}

/**
 * The reviewed card file, typed as its rows. A JSON import types every text as `string`, where
 * the rows hold the collection's closed lists (networks, VAT, rate kinds, source kinds);
 * `npm run check:data` reviews the file and the collection's validation refuses a bad row.
 */
// eslint-disable-next-line no-restricted-syntax -- a JSON import cannot carry the rows' literal types; the collection validates them on create
const cardRows = cards as unknown as CardRow[]

/** A value from a closed list (a JSON import types it as any text); an unknown one stops the seed. */
function listed<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((item) => item === value)
  if (found === undefined) throw new Error(`seed: unknown ${what} "${value}"`)
  return found
}

const indexOf = (list: { name: string }[], name: string, what: string) => {
  const i = list.findIndex((item) => item.name === name)
  if (i < 0) throw new Error(`seed: unknown ${what} "${name}"`)
  return i + 1
}

const SEEDED_TABLES = ['banks', 'card_types', 'features', 'credit_cards', 'blog_categories']

export async function isCatalogueEmpty(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'banks', overrideAccess: true })
  return totalDocs === 0
}

export async function seedCatalogue(payload: Payload) {
  // The seed is the catalogue's first state, not a change: no audit entries, no storefront to tell.
  const req = await createLocalReq({ context: { skipAudit: true, skipRevalidate: true } }, payload)
  await initTransaction(req)
  // Every write in English but the Arabic names': the Local API keeps the last locale given on the shared req.
  const opts = { req, overrideAccess: true, disableVerificationEmail: true, locale: 'en' } as const
  try {
    // Ids are part of the contract (banks 1-17, card types 1-5, features 1 and 17).
    for (const [i, bank] of banks.entries()) {
      // sourceDomains / officialDocuments are for `npm run check:data`; a bank none of whose cards
      // a document confirms stays unlisted (inactiveReason says why).
      const {
        colors,
        sourceDomains: _domains,
        officialDocuments: _documents,
        inactiveReason: _reason,
        isActive,
        ...rest
      } = bank as typeof bank & { inactiveReason?: string }
      await payload.create({
        collection: 'banks',
        data: { id: i + 1, ...rest, logo: `/images/banks/${bank.slug}.svg`, brandColors: colors, isActive },
        ...opts,
      })
      // Arabic names (docs/decisions/037); the descriptions read as English until an editor writes them.
      const arabic = arabicFor(BANK_ARABIC, bank.name, 'bank')
      await payload.update({ ...opts, collection: 'banks', id: i + 1, locale: 'ar', data: arabic })
    }
    for (const [i, type] of cardTypes.entries()) {
      await payload.create({ collection: 'card-types', data: { id: i + 1, ...type }, ...opts })
      const arabic = arabicFor(CARD_TYPE_ARABIC, type.name, 'card type')
      await payload.update({ ...opts, collection: 'card-types', id: i + 1, locale: 'ar', data: arabic })
    }
    for (const [i, feature] of features.entries()) {
      await payload.create({ collection: 'features', data: { id: i + 1, ...feature }, ...opts })
      const arabic = arabicFor(FEATURE_ARABIC, feature.name, 'feature')
      await payload.update({ ...opts, collection: 'features', id: i + 1, locale: 'ar', data: arabic })
    }
    for (const [i, card] of cardRows.entries()) {
      await payload.create({ collection: 'credit-cards', data: { id: i + 1, ...cardData(card) }, ...opts })
    }
    const categoryIds = new Map<string, number>()
    for (const [i, category] of blog.categories.entries()) {
      await payload.create({ collection: 'blog-categories', data: { id: i + 1, ...category }, ...opts })
      categoryIds.set(category.slug, i + 1)
    }
    for (const post of blog.posts) {
      const { paragraphs, category, ...rest } = post
      await payload.create({
        collection: 'blog-posts',
        data: {
          ...rest,
          content: paragraphsToLexical(paragraphs),
          categories: categoryIds.has(category) ? [categoryIds.get(category)!] : [],
        },
        ...opts,
      })
    }
    for (const fortune of fortunes) {
      await payload.create({
        collection: 'fortune-cookies',
        data: { ...fortune, category: listed(FORTUNE_CATEGORIES, fortune.category, 'fortune category'), user: null },
        ...opts,
      })
    }
    await resetSequences(payload, req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  payload.logger.info(
    `seed: ${banks.length} banks, ${cardTypes.length} card types, ${features.length} features, ${cards.length} cards, ${blog.posts.length} posts`,
  )
}

function cardData(card: CardRow) {
  const checked = lastChecked(card.sources)
  // The display strings, lastVerified and unverifiedFields are built by the collection's hook.
  return {
    name: card.name,
    slug: card.slug,
    bank: indexOf(banks, card.bank, 'bank'),
    cardTypes: card.cardTypes.map((name) => indexOf(cardTypes, name, 'card type')),
    features: card.features.map((name) => indexOf(features, name, 'feature')),
    fees: card.fees,
    rates: card.rates,
    rewardRate: card.rewardRate,
    ...(card.rewards ? { rewards: card.rewards } : {}),
    welcomeBonus: card.welcomeBonus,
    minimumSalary: card.minimumSalary,
    salaryTransfer: card.salaryTransfer,
    salaryNote: card.salaryNote,
    tier: card.tier,
    network: card.network,
    description: card.description,
    imageUrl: `/images/cards/${card.slug}.svg`,
    isFeatured: card.isFeatured,
    label: card.label,
    featuredOrder: card.featuredOrder,
    sources: card.sources,
    dataExpiryDate: checked ? expiryAfterCheck(checked) : null,
    reviewNote: card.retired ?? null,
    isActive: card.isActive,
  }
}

/** Explicit ids leave the serial sequences behind; move them past the seeded rows. */
async function resetSequences(payload: Payload, req: Awaited<ReturnType<typeof createLocalReq>>) {
  for (const table of SEEDED_TABLES) {
    await execute(req, sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 1))`))
  }
}

/** The first admin: from ADMIN_EMAIL / ADMIN_PASSWORD, or generated and printed once. */
export async function ensureAdmin(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } }, overrideAccess: true })
  if (totalDocs > 0) return null
  const { ADMIN_EMAIL: email, ADMIN_USERNAME: username, ADMIN_PASSWORD: given } = cmsEnv()
  const password = given ?? `Cc-${randomBytes(9).toString('base64url')}1!`
  await payload.create({
    collection: 'users',
    data: { email, username, password, role: 'admin', isVerified: true, locale: 'en' },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return { email, password: given ? null : password }
}
