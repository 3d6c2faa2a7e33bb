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
  spendEntryFromQuery,
  spendEntryOf,
  typicalProfile,
  valuedCard,
  type Bank,
  type ComparisonFeatureRow,
  type CreditCard,
  type Feature,
} from '@cardcompare/shared'
import { data } from '@remix-run/node'
import type { ComparisonCardView } from '~/components/ComparisonTable'
import type { CalculatorCard } from '~/components/SpendCalculator'
import { getAllCards, getBanks, getFeatures } from './catalogue.server'
import { catalogueCacheHeaders } from './catalogue-page.server'
import { redirectIn } from '~/utils/locale.server'

type ComparisonView = { cards: ComparisonCardView[]; features: ComparisonFeatureRow[] }

export function comparisonView(
  cards: readonly CreditCard[],
  { banks, features }: { banks: readonly Bank[]; features: readonly Feature[] },
): ComparisonView {
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  return {
    cards: cards.map((card) => {
      const bank = card.bankId === null ? null : (bankById.get(card.bankId) ?? null)
      return {
        id: card.id,
        name: card.name,
        href: cardPath(card),
        imageUrl: card.imageUrl,
        bank: bank ? { id: bank.id, name: bank.name, logo: bank.logo } : null,
        bankName: bank?.name ?? null,
        ...comparisonFigures(card),
        rate: rateFigure(card),
        salary: card.minimumSalary,
      }
    }),
    features: comparisonFeatureRows(features, cards),
  }
}

/** The spend calculator under a comparison (docs/decisions/014): the cards' fees and reward rules, and the spending to start from. */
export function comparisonCalculator(cards: readonly CreditCard[], request: Request) {
  return {
    cards: cards.map((card): CalculatorCard => ({ ...valuedCard(card), path: cardPath(card) })),
    initial: spendEntryFromQuery(new URL(request.url).searchParams) ?? spendEntryOf(typicalProfile(DEFAULT_MONTHLY_SPEND)),
  }
}

/** The listed cards among `ids`, in the order given; unknown, hidden or retired ids drop out. */
export async function listedCards(ids: readonly number[]): Promise<CreditCard[]> {
  const byId = new Map((await getAllCards()).map((card) => [card.id, card]))
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
  const [cards, banks, features] = await Promise.all([listedCards(link.ids), getBanks(), getFeatures()])
  return data(
    {
      view: 'shared' as const,
      ...comparisonView(cards, { banks, features }),
      link: compareLinkPath(cards.map((card) => card.id)),
      unlisted: link.ids.length - cards.length,
      calculator: comparisonCalculator(cards, request),
    },
    { status: cards.length === 0 ? 404 : 200, headers },
  )
}
