// What the catalogue pages (/cards, /credit-cards, the card and bank pages, home) share: their
// caching headers and the slim card tiles they send to the browser.
import {
  annualFeeParts,
  cardFeatureNames,
  cardPath,
  feeView,
  rateFigure,
  salaryConfirmed,
  isHighlightedFeature,
  type Bank,
  type CreditCard,
  type Feature,
  type Locale,
  type Localised,
} from '@cardcompare/shared'
import type { HeadersFunction } from '@remix-run/node'
import type { CardTileData } from '~/components/CardTile'
import type { Option } from '~/components/catalogue.types'
import { getBanks, getFeatures } from './catalogue.server'
import { PRIVATE_NO_STORE, CATALOGUE_CACHE_CONTROL } from './http.server'
import { hasFlash } from './flash.server'
import { CARD_VIEW_HEADER } from '../../server/interactions.js'
import { readSessionToken } from './session.server'

/**
 * Catalogue pages are the same for every guest, so a CDN may keep them. Any session cookie
 * (even an expired one) makes the answer private: the header shows who is signed in, and
 * checking the cookie here would cost a second CMS call per page.
 */
export function catalogueCacheHeaders(request: Request): Record<string, string> {
  return readSessionToken(request) || hasFlash(request) ? PRIVATE_NO_STORE : { 'Cache-Control': CATALOGUE_CACHE_CONTROL, Vary: 'Cookie' }
}

/** A route's `headers` export: pass on the loader's caching headers (and card id); errors are not cached. */
export const catalogueHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return PRIVATE_NO_STORE
  const headers: Record<string, string> = {}
  for (const name of ['Cache-Control', 'Vary', CARD_VIEW_HEADER]) {
    const value = loaderHeaders.get(name)
    if (value) headers[name] = value
  }
  return headers
}

/**
 * The banks and features of a catalogue list in the page's language. On a page in another
 * language than English, `english` holds the features in English (spec §9 names the highlighted
 * ones in English) and `locale` the page's language (a tile then words its fee itself).
 */
export type TileContext = { banks: readonly Bank[]; features: readonly Feature[]; english?: readonly Feature[]; locale?: Locale }

/** A card type or bank as a select lists it, its name marked English where it has none in the page's language. */
export const option = ({ id, name, lang }: { id: number; name: string } & Localised<'name'>): Option =>
  lang?.name ? { id, name, lang: lang.name } : { id, name }

/** Loads a TileContext; the lists are cached briefly by catalogue.server. */
export async function tileContext(locale: Locale = 'en'): Promise<TileContext> {
  const [banks, features, english] = await Promise.all([getBanks(locale), getFeatures(locale), locale === 'en' ? null : getFeatures()])
  return english ? { banks, features, english, locale } : { banks, features }
}

/** The ids of the features spec §9 highlights, picked by their English names. */
export function highlightedFeatureIds({ features, english }: TileContext): ReadonlySet<number> {
  return new Set((english ?? features).filter((feature) => isHighlightedFeature(feature.name)).map((feature) => feature.id))
}

/** The fee's parts, for a page that words them in its own language (English pages send the text only). */
export const localFeeParts = (card: CreditCard, locale: Locale | undefined) =>
  locale && locale !== 'en' ? { feeParts: annualFeeParts(card.fees) } : {}

/** A bank as a tile or a comparison column shows it, with its name's language mark. */
export const bankView = (bank: Bank | undefined) =>
  bank ? { id: bank.id, name: bank.name, logo: bank.logo, ...(bank.lang?.name ? { lang: bank.lang.name } : {}) } : null

/** At most `max` characters, cut at a word, for text that only feeds the share menu. */
function shorten(text: string | null, max: number): string | null {
  const trimmed = text?.trim()
  if (!trimmed) return null
  if (trimmed.length <= max) return trimmed
  return `${trimmed.slice(0, trimmed.lastIndexOf(' ', max - 1) > 0 ? trimmed.lastIndexOf(' ', max - 1) : max - 1)}…`
}

/**
 * Featured-card anatomy (spec §2): "Known For" lists highlighted features only (spec §9). Labels
 * are left to the tile, which words them in the page's language.
 */
export function toCardTiles(cards: readonly CreditCard[], context: TileContext): CardTileData[] {
  const { banks, features, locale } = context
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  const ids = highlightedFeatureIds(context)
  const highlighted = features.filter((feature) => ids.has(feature.id))
  const english = new Set(highlighted.filter((feature) => feature.lang?.name).map((feature) => feature.name))
  return cards.map((card) => {
    const bank = card.bankId === null ? undefined : bankById.get(card.bankId)
    return {
      id: card.id,
      name: card.name,
      href: cardPath(card),
      label: card.label,
      imageUrl: card.imageUrl,
      annualFee: card.annualFee,
      interestRate: card.interestRate,
      minimumSalary: card.minimumSalary,
      fee: feeView(card),
      ...localFeeParts(card, locale),
      rate: rateFigure(card),
      salaryConfirmed: salaryConfirmed(card),
      bank: bankView(bank),
      knownFor: cardFeatureNames(card.featureIds, highlighted).map((text) =>
        english.has(text) ? { text, lang: 'en' as const } : { text },
      ),
      description: shorten(card.description, 200),
      welcomeBonus: card.welcomeBonus,
    }
  })
}
