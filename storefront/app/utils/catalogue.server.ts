// Catalogue reads for pages and the /api contract, mapped to spec §7's field names.
import {
  httpUrl,
  parseCardPathParam,
  readFees,
  readRates,
  readRewardRules,
  readSources,
  SALARY_TRANSFER,
  type Bank,
  type CardType,
  type CreditCard,
  type CreditCardListResponse,
  type Feature,
  type Paginated,
} from '@cardcompare/shared'
import type { Bank as CmsBank, CreditCard as CmsCard } from '@cms/payload-types'
import { cachedCmsFetch, CmsError } from './cms.server'

type Id = number | { id: number } | null | undefined

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

const idOf = (value: Id): number | null => (value == null ? null : typeof value === 'number' ? value : value.id)

export function toCard(doc: CmsCard): CreditCard {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug ?? null,
    bankId: idOf(doc.bank),
    annualFee: doc.annualFee ?? null,
    interestRate: doc.interestRate ?? null,
    interestRateAnnual: doc.interestRateAnnual ?? null,
    rewardRate: doc.rewardRate ?? null,
    rewards: readRewardRules(doc.rewards),
    welcomeBonus: doc.welcomeBonus ?? null,
    minimumSalary: doc.minimumSalary ?? null,
    isFeatured: Boolean(doc.isFeatured),
    label: doc.label ?? null,
    featuredOrder: doc.featuredOrder ?? null,
    description: doc.description ?? null,
    imageUrl: doc.imageUrl ?? null,
    network: doc.network ?? null,
    cardTypeIds: (doc.cardTypes ?? []).map(idOf).filter((id): id is number => id !== null),
    featureIds: (doc.features ?? []).map(idOf).filter((id): id is number => id !== null),
    fees: readFees(doc.fees),
    rates: readRates(doc.rates),
    tier: str(doc.tier),
    salaryTransfer: (SALARY_TRANSFER as readonly unknown[]).includes(doc.salaryTransfer)
      ? (doc.salaryTransfer as CreditCard['salaryTransfer'])
      : 'unknown',
    salaryNote: str(doc.salaryNote),
    sources: readSources(doc.sources),
    additionalInfo: (doc.additionalInfo as Record<string, unknown> | null) ?? null,
    sourceUrl: httpUrl(doc.sourceUrl),
    lastVerified: doc.lastVerified ?? null,
    unverifiedFields: doc.unverifiedFields ?? [],
    // When a figure last changed (docs/decisions/013); older rows without it fall back to the last save.
    lastUpdated: doc.lastUpdated ?? doc.updatedAt ?? null,
    dataExpiryDate: doc.dataExpiryDate ?? null,
    isActive: doc.isActive !== false,
  }
}

function toBank(doc: CmsBank): Bank {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    logo: doc.logo ?? null,
    description: doc.description ?? null,
    website: httpUrl(doc.website),
    address: doc.address ?? null,
    phoneNumber: doc.phoneNumber ?? null,
    email: doc.email ?? null,
    featuredImageUrl: doc.featuredImageUrl ?? null,
    established: doc.established ?? null,
    employees: doc.employees ?? null,
    headquarters: doc.headquarters ?? null,
    isActive: doc.isActive !== false,
  }
}

const pick = <T extends object>(doc: T, keys: (keyof T)[]) => Object.fromEntries(keys.map((k) => [k, doc[k] ?? null])) as T

export async function getBanks(): Promise<Bank[]> {
  const res = await cachedCmsFetch<Paginated<CmsBank>>('banks', { limit: 0, depth: 0, sort: 'id' })
  return res.docs.map(toBank)
}

export async function getBank(id: number): Promise<Bank | null> {
  return (await getBanks()).find((bank) => bank.id === id) ?? null
}

export async function getCardTypes(): Promise<CardType[]> {
  const res = await cachedCmsFetch<Paginated<CardType>>('card-types', { limit: 0, depth: 0, sort: 'id' })
  return res.docs.map((doc) => pick(doc, ['id', 'name', 'icon', 'description']))
}

export async function getFeatures(): Promise<Feature[]> {
  const res = await cachedCmsFetch<Paginated<Feature>>('features', { limit: 0, depth: 0, sort: 'id' })
  return res.docs.map((doc) => pick(doc, ['id', 'name', 'icon', 'description']))
}

type CardListQuery = { limit: number; page: number; cardType?: number; bank?: number; sort?: string }

export async function listCards({ limit, page, cardType, bank, sort = 'id' }: CardListQuery): Promise<CreditCardListResponse> {
  const res = await cachedCmsFetch<Paginated<CmsCard>>('credit-cards', {
    limit,
    page,
    depth: 0,
    sort,
    'where[cardTypes][in]': cardType,
    'where[bank][equals]': bank,
  })
  return { cards: res.docs.map(toCard), total: res.totalDocs, page: res.page, limit: res.limit, totalPages: res.totalPages }
}

/**
 * Every card the visitor may see, in one cached read: the catalogue filters and sorts them in
 * memory with shared/src/catalogue.ts, because "lowest fee" and "highest reward" read free text
 * the database cannot order by, and one cache entry beats one per salary typed (decision 005).
 */
export async function getAllCards(): Promise<readonly CreditCard[]> {
  const res = await cachedCmsFetch<Paginated<CmsCard>>('credit-cards', { limit: 0, depth: 0, sort: 'id' })
  // The cache hands every request the same response object: map it once, not once a request.
  let cards = mappedCatalogues.get(res)
  if (!cards) {
    cards = res.docs.map(toCard).filter((card) => card.isActive)
    mappedCatalogues.set(res, cards)
  }
  return cards
}

const mappedCatalogues = new WeakMap<object, readonly CreditCard[]>()

export async function getFeaturedCards(): Promise<CreditCard[]> {
  const res = await cachedCmsFetch<Paginated<CmsCard>>('credit-cards', {
    limit: 20,
    depth: 0,
    sort: 'featuredOrder',
    'where[isFeatured][equals]': true,
  })
  return res.docs.map(toCard)
}

export async function getCardById(id: number): Promise<CreditCard | null> {
  try {
    return toCard(await cachedCmsFetch<CmsCard>(`credit-cards/${id}`, { depth: 0 }))
  } catch (error) {
    if (error instanceof CmsError && (error.status === 404 || error.status === 403)) return null
    throw error
  }
}

async function getCardBySlug(slug: string): Promise<CreditCard | null> {
  const res = await cachedCmsFetch<Paginated<CmsCard>>('credit-cards', { limit: 1, depth: 0, 'where[slug][equals]': slug })
  return res.docs[0] ? toCard(res.docs[0]) : null
}

/**
 * The card a /credit-cards/:slug param names: by slug, else by the name-plus-id link (spec §2).
 * Hidden cards are returned too; callers decide.
 */
export async function lookUpCardParam(param: string | null | undefined): Promise<{ card: CreditCard; bySlug: boolean } | null> {
  const { slug, id } = parseCardPathParam(param)
  const bySlug = slug ? await getCardBySlug(slug) : null
  if (bySlug) return { card: bySlug, bySlug: true }
  const byId = id === null ? null : await getCardById(id)
  return byId ? { card: byId, bySlug: false } : null
}
