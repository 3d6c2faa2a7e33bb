// The home page's catalogue reads. Each falls back on its own, so the home page still renders
// (hero, partner strip with the spec's bank list, lead form) when the CMS cannot be reached.
import type { Bank, CardType, CreditCard, Feature } from '@cardcompare/shared'
import type { CardTileData } from '~/components/CardTile'
import { getBanks, getCardTypes, getFeatures, getFeaturedCards } from '~/utils/catalogue.server'
import { loadPopularThisWeek } from '~/utils/interactions.server'

export type HomeCatalogue = {
  cardTypes: CardType[]
  context: { banks: Bank[]; features: Feature[] }
  featured: CreditCard[]
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
  const [cardTypes, banks, features, featured] = await Promise.all([
    getCardTypes().catch(orElse<CardType[]>('card types', [])),
    getBanks().catch(orElse<Bank[]>('banks', [])),
    getFeatures().catch(orElse<Feature[]>('features', [])),
    getFeaturedCards().catch(orElse<CreditCard[]>('featured cards', [])),
  ])
  const context = { banks, features }
  const popular = await loadPopularThisWeek(context).catch(orElse<CardTileData[]>('popular cards', []))
  return { cardTypes, context, featured, popular, degraded }
}
