// The home page's catalogue reads. Each falls back on its own, so the home page still renders
// (hero, partner strip with the spec's bank list, lead form) when the CMS cannot be reached.
import {
  BANK_NAMES_AR,
  banksOrFallback,
  catalogueSize,
  type Bank,
  type CardType,
  type CatalogueSize,
  type CreditCard,
  type Feature,
  type Locale,
} from '@cardcompare/shared'
import type { CardTileData } from '~/components/CardTile'
import { getAllCards, getBanks, getCardTypes, getFeatures, getFeaturedCards } from '~/utils/catalogue.server'
import { loadPopularThisWeek } from '~/utils/interactions.server'
import { option, tileContext, type TileContext } from '~/utils/catalogue-page.server'

export type HomeCatalogue = {
  /** In English: the hero's chips find their types by English name. */
  cardTypes: CardType[]
  /** The types in the page's language (docs/decisions/037), for the category grid and the finder's select. */
  categories: CardType[]
  /** The tiles' and the comparison's banks and features, in the page's language. */
  context: TileContext
  /** In the page's language. */
  featured: CreditCard[]
  /** How many cards the catalogue lists, from how many banks; null when it could not be read. */
  size: CatalogueSize | null
  /** "Popular this week" (docs/decisions/016), as tiles. */
  popular: CardTileData[]
  /** Some read failed: the page shows what it has and must not be cached as if complete. */
  degraded: boolean
}

export async function loadHomeCatalogue(locale: Locale = 'en'): Promise<HomeCatalogue> {
  let degraded = false
  const orElse =
    <T>(what: string, fallback: T) =>
    (error: unknown) => {
      degraded = true
      console.error(`[home] ${what} unavailable:`, error instanceof Error ? error.message : error)
      return fallback
    }
  const [cardTypes, banks, features, featured, listed, categories, context] = await Promise.all([
    getCardTypes().catch(orElse<CardType[]>('card types', [])),
    getBanks().catch(orElse<Bank[]>('banks', [])),
    getFeatures().catch(orElse<Feature[]>('features', [])),
    getFeaturedCards(locale).catch(orElse<CreditCard[]>('featured cards', [])),
    getAllCards().catch(orElse<readonly CreditCard[] | null>('catalogue', null)),
    locale === 'en' ? null : getCardTypes(locale).catch(orElse<CardType[] | null>('card types', null)),
    locale === 'en' ? null : tileContext(locale).catch(orElse('banks and features', null)),
  ])
  const local = context ?? { banks, features }
  const popular = await loadPopularThisWeek(local).catch(orElse<CardTileData[]>('popular cards', []))
  return {
    cardTypes,
    categories: categories ?? cardTypes,
    context: local,
    featured,
    size: listed && catalogueSize(listed),
    popular,
    degraded,
  }
}

type HomeBank = { id: number; name: string; logo: string | null; lang?: 'en' }

/**
 * The hero's bank select and the partner strip, named in the page's language: the CMS's banks
 * (`lang` "en" where one has no name in that language yet), or spec §3's list when there are none,
 * in Arabic by the names the banks write (BANK_NAMES_AR).
 */
export function homeBanks(banks: readonly Bank[], locale: Locale): HomeBank[] {
  if (banks.length === 0) {
    return banksOrFallback(banks).map(({ id, name, logo }) =>
      locale === 'en' ? { id, name, logo } : { id, name: BANK_NAMES_AR[name as keyof typeof BANK_NAMES_AR] ?? name, logo },
    )
  }
  return banks.map((bank) => ({ ...option(bank), logo: bank.logo }))
}
