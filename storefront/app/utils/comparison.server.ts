// The data of every comparison table (a user's list, a shared link, the home page's featured
// cards): one mapping, so the three show the same columns and rows.
import {
  cardPath,
  comparisonFeatureRows,
  comparisonFigures,
  compareLinkPath,
  DEFAULT_MONTHLY_SPEND,
  parseCompareLink,
  rateFigure,
  readRewardsDisplay,
  spendEntryFromQuery,
  spendEntryOf,
  typicalProfile,
  valuedCard,
  type ComparisonFeatureRow,
  type CreditCard,
  NOT_CONFIRMED,
  type Locale,
} from '@cardcompare/shared'
import { data } from '@remix-run/node'
import type { ComparisonCardView } from '~/components/ComparisonTable'
import type { CalculatorCard } from '~/components/SpendCalculator'
import { getAllCards } from './catalogue.server'
import { bankView, catalogueCacheHeaders, localFeeParts, tileContext, type TileContext } from './catalogue-page.server'
import { redirectIn, requestLocale } from './locale.server'

type ComparisonView = { cards: ComparisonCardView[]; features: ComparisonFeatureRow[] }

/**
 * The columns and feature rows in the context's language: the rows are picked and ordered by the
 * features' English names (spec §9) and named in the page's language, as a tile's "Known For".
 */
export function comparisonView(cards: readonly CreditCard[], context: TileContext): ComparisonView {
  const { banks, features, english, locale } = context
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  const local = new Map(features.map((feature) => [feature.id, feature]))
  return {
    cards: cards.map((card) => {
      const bank = card.bankId === null ? undefined : bankById.get(card.bankId)
      const figures = comparisonFigures(card)
      return {
        id: card.id,
        name: card.name,
        href: cardPath(card),
        imageUrl: card.imageUrl,
        bank: bankView(bank),
        bankName: bank?.name ?? null,
        ...figures,
        ...localFeeParts(card, locale),
        ...(locale !== 'en' && figures.rewards.text !== NOT_CONFIRMED ? { rewardsParts: readRewardsDisplay(figures.rewards.text) } : {}),
        ...(card.lang?.rewardRate ? { rewardsLang: card.lang.rewardRate } : {}),
        rate: rateFigure(card),
        salary: card.minimumSalary,
      }
    }),
    features: comparisonFeatureRows(english ?? features, cards).map((row) => {
      const feature = english && local.get(row.id)
      return feature ? { ...row, name: feature.name, ...(feature.lang?.name ? { lang: feature.lang.name } : {}) } : row
    }),
  }
}

/** The spend calculator under a comparison (docs/decisions/014): the cards' fees and reward rules, and the spending to start from. */
export function comparisonCalculator(cards: readonly CreditCard[], request: Request) {
  return {
    cards: cards.map((card): CalculatorCard => ({ ...valuedCard(card), path: cardPath(card) })),
    initial: spendEntryFromQuery(new URL(request.url).searchParams) ?? spendEntryOf(typicalProfile(DEFAULT_MONTHLY_SPEND)),
  }
}

/** The listed cards among `ids`, in the order given and in `locale`; unknown, hidden or retired ids drop out. */
export async function listedCards(ids: readonly number[], locale: Locale = 'en'): Promise<CreditCard[]> {
  const byId = new Map((await getAllCards(locale)).map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * /compare?cards=1,5,9 (docs/decisions/015): the cards of a link, read-only, for anyone. Nothing is
 * stored and the session is not read, so a guest's answer is catalogue data a CDN may keep.
 * A link that cannot be read is a 400 page; one whose cards are all gone, a 404 page; a value
 * with repeats or empty items redirects to its clean form.
 */
export async function loadSharedComparison(request: Request) {
  const headers = catalogueCacheHeaders(request)
  const link = parseCompareLink(new URL(request.url).searchParams.getAll('cards'))
  if (!link.ok) {
    return data({ view: 'invalid' as const, problem: link.problem }, { status: 400, headers })
  }
  if (!link.canonical) throw redirectIn(request, compareLinkPath(link.ids), { status: 301, headers })
  const locale = requestLocale(request)
  const [cards, context] = await Promise.all([listedCards(link.ids, locale), tileContext(locale)])
  return data(
    {
      view: 'shared' as const,
      ...comparisonView(cards, context),
      link: compareLinkPath(cards.map((card) => card.id)),
      unlisted: link.ids.length - cards.length,
      calculator: comparisonCalculator(cards, request),
    },
    { status: cards.length === 0 ? 404 : 200, headers },
  )
}
