// The home page's catalogue reads. Each falls back on its own, so the home page still renders
// (hero, partner strip with the spec's bank list, lead form) when the CMS cannot be reached.
import { catalogueSize, type Bank, type CardType, type CatalogueSize, type CreditCard, type Feature } from '@cardcompare/shared'
import type { CardTileData } from '~/components/CardTile'
import { getAllCards, getBanks, getCardTypes, getFeatures, getFeaturedCards } from '~/utils/catalogue.server'
import { loadPopularThisWeek } from '~/utils/interactions.server'

export type HomeCatalogue = {
  cardTypes: CardType[]
  context: { banks: Bank[]; features: Feature[] }
  featured: CreditCard[]
  /** How many cards the catalogue lists, from how many banks; null when it could not be read. */
  size: CatalogueSize | null
  /** "Popular this week" (docs/decisions/016), as tiles. */
  popular: CardTileData[]
  /** Some read failed: the page shows what it has and must not be cached as if complete. */
  degraded: boolean
}

export async function loadHomeCatalogue(): Promise<HomeCatalogue> {
  let degraded = false
  const orElse =
    <T>(what: string, fallback: T) =>
    (error: unknown) => {
      degraded = true
      console.error(`[home] ${what} unavailable:`, error instanceof Error ? error.message : error)
      return fallback
    }
  const [cardTypes, banks, features, featured, listed] = await Promise.all([
    getCardTypes().catch(orElse<CardType[]>('card types', [])),
    getBanks().catch(orElse<Bank[]>('banks', [])),
    getFeatures().catch(orElse<Feature[]>('features', [])),
    getFeaturedCards().catch(orElse<CreditCard[]>('featured cards', [])),
    getAllCards().catch(orElse<readonly CreditCard[] | null>('catalogue', null)),
  ])
  const context = { banks, features }
  const popular = await loadPopularThisWeek(context).catch(orElse<CardTileData[]>('popular cards', []))
  return { cardTypes, context, featured, size: listed && catalogueSize(listed), popular, degraded }
}
