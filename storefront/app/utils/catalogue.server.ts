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
  type Locale,
  type Localised,
  type Paginated,
} from '@cardcompare/shared'
import type { Bank as CmsBank, CreditCard as CmsCard } from '@cms/payload-types'
import { cachedCmsFetch, CmsError, type Query } from './cms.server'

type Id = number | { id: number } | null | undefined

/** The fields each collection keeps per language (cms collections, `localized: true`). */
const LOCALISED = {
  banks: ['name', 'description'],
  'card-types': ['name', 'description'],
  features: ['name', 'description'],
  'credit-cards': ['description', 'welcomeBonus', 'rewardRate'],
  // A post's HTML is built from its content in the language read (cms blog-posts).
  'blog-posts': ['title', 'excerpt', 'contentHtml'],
  'blog-categories': ['name', 'description'],
} as const

type Collection = keyof typeof LOCALISED
export type Doc = { id: number } & Record<string, unknown>

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * A document in `locale`, read without Payload's fallback, with each localised field that has
 * no value in that language filled from the English document and marked (`lang`), so that the
 * page can say `lang="en"` on exactly that text (docs/decisions/037).
 */
export function inLocale<T extends Doc>(collection: Collection, local: T, english: T | undefined): T & Localised<string> {
  const lang: Record<string, 'en'> = {}
  const filled: Record<string, unknown> = { ...local }
  for (const field of LOCALISED[collection]) {
    if (blank(local[field]) && english && !blank(english[field])) {
      filled[field] = english[field]
      lang[field] = 'en'
    }
  }
  return Object.keys(lang).length ? ({ ...filled, lang } as T & Localised<string>) : local
}

/** Both answers come from the cache: one merge per pair, not one a request. */
const merged = new WeakMap<object, WeakMap<object, unknown>>()

function memo<R>(local: object, english: object, build: () => R): R {
  let byEnglish = merged.get(local)
  if (!byEnglish) merged.set(local, (byEnglish = new WeakMap()))
  if (!byEnglish.has(english)) byEnglish.set(english, build())
  return byEnglish.get(english) as R
}

/** A CMS list in a language: English as it is; another language read with no fallback, then filled from English. */
export async function readList<T extends Doc>(
  collection: Collection,
  query: Query,
  locale: Locale,
): Promise<Paginated<T & Localised<string>>> {
  const english = cachedCmsFetch<Paginated<T>>(collection, query)
  if (locale === 'en') return english
  const [local, en] = await Promise.all([
    cachedCmsFetch<Paginated<T>>(collection, { ...query, locale, 'fallback-locale': 'none' }),
    english,
  ])
  return memo(local, en, () => {
    const byId = new Map(en.docs.map((doc) => [doc.id, doc]))
    return { ...local, docs: local.docs.map((doc) => inLocale(collection, doc, byId.get(doc.id))) }
  })
}

/** One CMS document in a language, as readList. */
async function readDoc<T extends Doc>(collection: Collection, id: number, query: Query, locale: Locale): Promise<T & Localised<string>> {
  const english = cachedCmsFetch<T>(`${collection}/${id}`, query)
  if (locale === 'en') return english
  const [local, en] = await Promise.all([
    cachedCmsFetch<T>(`${collection}/${id}`, { ...query, locale, 'fallback-locale': 'none' }),
    english,
  ])
  return memo(local, en, () => inLocale(collection, local, en))
}

/** The marks of a localised read, passed on only when there are any (English reads stay as they were). */
const langOf = <K extends string>(doc: Localised<string>): Localised<K> => (doc.lang ? { lang: doc.lang as Localised<K>['lang'] } : {})

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

const idOf = (value: Id): number | null => (value == null ? null : typeof value === 'number' ? value : value.id)

export function toCard(doc: CmsCard & Localised<string>): CreditCard {
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
    ...langOf(doc),
  }
}

function toBank(doc: CmsBank & Localised<string>): Bank {
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
    ...langOf(doc),
  }
}

const pick = <T extends object>(doc: T, keys: (keyof T)[]) =>
  ({ ...Object.fromEntries(keys.map((k) => [k, doc[k] ?? null])), ...langOf(doc as Localised<string>) }) as T

/** The catalogue's texts in `locale` (docs/decisions/037); English unless a page or `?locale=` asks for another. */
export async function getBanks(locale: Locale = 'en'): Promise<Bank[]> {
  const res = await readList<CmsBank & Doc>('banks', { limit: 0, depth: 0, sort: 'id' }, locale)
  return res.docs.map(toBank)
}

export async function getBank(id: number, locale: Locale = 'en'): Promise<Bank | null> {
  return (await getBanks(locale)).find((bank) => bank.id === id) ?? null
}

export async function getCardTypes(locale: Locale = 'en'): Promise<CardType[]> {
  const res = await readList<CardType & Doc>('card-types', { limit: 0, depth: 0, sort: 'id' }, locale)
  return res.docs.map((doc) => pick<CardType>(doc, ['id', 'name', 'icon', 'description']))
}

export async function getFeatures(locale: Locale = 'en'): Promise<Feature[]> {
  const res = await readList<Feature & Doc>('features', { limit: 0, depth: 0, sort: 'id' }, locale)
  return res.docs.map((doc) => pick<Feature>(doc, ['id', 'name', 'icon', 'description']))
}

type CardListQuery = { limit: number; page: number; cardType?: number; bank?: number; sort?: string; locale?: Locale }

export async function listCards({
  limit,
  page,
  cardType,
  bank,
  sort = 'id',
  locale = 'en',
}: CardListQuery): Promise<CreditCardListResponse> {
  const query = { limit, page, depth: 0, sort, 'where[cardTypes][in]': cardType, 'where[bank][equals]': bank }
  const res = await readList<CmsCard & Doc>('credit-cards', query, locale)
  return { cards: res.docs.map(toCard), total: res.totalDocs, page: res.page, limit: res.limit, totalPages: res.totalPages }
}

/**
 * Every card the visitor may see, in one cached read: the catalogue filters and sorts them in
 * memory with shared/src/catalogue.ts, because "lowest fee" and "highest reward" read free text
 * the database cannot order by, and one cache entry beats one per salary typed (decision 005).
 */
export async function getAllCards(locale: Locale = 'en'): Promise<readonly CreditCard[]> {
  const res = await readList<CmsCard & Doc>('credit-cards', { limit: 0, depth: 0, sort: 'id' }, locale)
  // The cache hands every request the same response object: map it once, not once a request.
  let cards = mappedCatalogues.get(res)
  if (!cards) {
    cards = res.docs.map(toCard).filter((card) => card.isActive)
    mappedCatalogues.set(res, cards)
  }
  return cards
}

const mappedCatalogues = new WeakMap<object, readonly CreditCard[]>()

export async function getFeaturedCards(locale: Locale = 'en'): Promise<CreditCard[]> {
  const query = { limit: 20, depth: 0, sort: 'featuredOrder', 'where[isFeatured][equals]': true }
  const res = await readList<CmsCard & Doc>('credit-cards', query, locale)
  return res.docs.map(toCard)
}

export async function getCardById(id: number, locale: Locale = 'en'): Promise<CreditCard | null> {
  try {
    return toCard(await readDoc<CmsCard & Doc>('credit-cards', id, { depth: 0 }, locale))
  } catch (error) {
    if (error instanceof CmsError && (error.status === 404 || error.status === 403)) return null
    throw error
  }
}

async function getCardBySlug(slug: string, locale: Locale): Promise<CreditCard | null> {
  const res = await readList<CmsCard & Doc>('credit-cards', { limit: 1, depth: 0, 'where[slug][equals]': slug }, locale)
  return res.docs[0] ? toCard(res.docs[0]) : null
}

/**
 * The card a /credit-cards/:slug param names: by slug, else by the name-plus-id link (spec §2).
 * Hidden cards are returned too; callers decide.
 */
export async function lookUpCardParam(
  param: string | null | undefined,
  locale: Locale = 'en',
): Promise<{ card: CreditCard; bySlug: boolean } | null> {
  const { slug, id } = parseCardPathParam(param)
  const bySlug = slug ? await getCardBySlug(slug, locale) : null
  if (bySlug) return { card: bySlug, bySlug: true }
  const byId = id === null ? null : await getCardById(id, locale)
  return byId ? { card: byId, bySlug: false } : null
}
