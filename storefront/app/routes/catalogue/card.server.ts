// Loader logic of the card page /credit-cards/:slug (spec §2).
import {
  pathWithoutLocale,
  cardShareSubject,
  cardShareText,
  emailShareUrl,
  whatsappShareUrl,
  cardPath,
  formatAed,
  isDataExpired,
  keyFigureViews,
  rateLabel,
  readRewardsDisplay,
  sourceFor,
  type KeyFigure,
  type KeyFigureView,
  similarCards,
  spendEntryFromQuery,
  spendEntryOf,
  typicalProfile,
  valuedCard,
  DEFAULT_MONTHLY_SPEND,
  type Bank,
  type CreditCard,
  formatsFor,
  pathInLocale,
} from '@cardcompare/shared'
import { i18nFor } from '~/i18n/i18n.server'
import { redirectIn, requestLocale } from '~/utils/locale.server'
import type { CardDetailsData, CardFigure } from '~/components/CardDetails'
import { getAllCards, getCardTypes, lookUpCardParam } from '~/utils/catalogue.server'
import { localFeeParts, tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { env } from '~/utils/env.server'

const humanize = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase())

/** Resolve the page's card; a non-canonical name-plus-id link redirects. */
async function findCard(request: Request, param: string | undefined): Promise<CreditCard | null> {
  const found = await lookUpCardParam(param, requestLocale(request))
  if (!found) return null
  if (!found.bySlug) {
    const canonical = cardPath(found.card)
    if (canonical !== pathWithoutLocale(new URL(request.url).pathname)) throw redirectIn(request, canonical, 301)
  }
  return found.card
}

export async function loadCardDetails(
  request: Request,
  param: string | undefined,
): Promise<CardDetailsData & { jsonLd: ReturnType<typeof structuredData> }> {
  const card = await findCard(request, param)
  if (!card || !card.isActive) throw new Response('Not Found', { status: 404 })

  // The card, its bank, types and features in the page's language; where a text has no
  // translation yet it comes in English and its `lang` says so (docs/decisions/037).
  const locale = requestLocale(request)
  const [tiles, cardTypes, catalogue] = await Promise.all([tileContext(locale), getCardTypes(locale), getAllCards(locale)])
  const { banks, features } = tiles
  const bank = banks.find((b) => b.id === card.bankId) ?? null
  const path = cardPath(card)
  // The page's own address in its language: shared, copied and named in the structured data.
  const url = `${env.PUBLIC_URL}${pathInLocale(path, locale)}`
  const imageUrl = card.imageUrl ? absoluteUrl(card.imageUrl) : null
  const extras = Object.entries(card.additionalInfo ?? {})
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => ({ label: humanize(key), value: String(value) }))
  const kfs = card.sources.find((source) => source.kind === 'kfs') ?? null

  const say = i18nFor(locale).getFixedT(locale, 'catalogue')
  const feeParts = localFeeParts(card, locale)
  const shareText = cardShareText(
    {
      name: card.name,
      bankName: bank?.name ?? null,
      description: card.description,
      annualFee: card.annualFee,
      ...feeParts,
      minimumSalary: card.minimumSalary,
      welcomeBonus: card.welcomeBonus,
      url,
    },
    say,
    formatsFor(locale).aed,
  )

  return {
    card: {
      id: card.id,
      name: card.name,
      path,
      url,
      label: card.label,
      imageUrl: card.imageUrl,
      imageAbsoluteUrl: imageUrl,
      description: card.description,
      ...(card.lang?.description ? { descriptionLang: card.lang.description } : {}),
      ...feeParts,
      annualFee: card.annualFee,
      welcomeBonus: card.welcomeBonus,
      minimumSalary: card.minimumSalary,
      rateKind: card.rates.kind === 'profit' ? 'profit' : 'interest',
      figures: keyFigureViews(card).map((view) => cardFigure(card, view)),
      network: card.network,
      tier: card.tier,
      extras,
      kfs: kfs ? { title: kfs.title, url: kfs.url } : null,
      lastUpdated: card.lastUpdated ?? null,
      lastVerified: card.lastVerified ?? null,
      validUntil: card.dataExpiryDate ?? null,
      expired: isDataExpired(card.dataExpiryDate),
      unconfirmedCount: card.unverifiedFields.length,
    },
    bank: bank ? { id: bank.id, name: bank.name, logo: bank.logo, ...(bank.lang?.name ? { lang: bank.lang.name } : {}) } : null,
    similar: toCardTiles(similarCards(card, catalogue), tiles),
    jsonLd: structuredData(card, bank, { url, imageUrl }),
    cardTypes: cardTypes.filter((t) => card.cardTypeIds.includes(t.id)).map(({ id, name, lang }) => ({ id, name, lang: lang?.name })),
    features: features
      .filter((f) => card.featureIds.includes(f.id))
      .map(({ id, name, description, lang }) => ({ id, name, description, lang: { name: lang?.name, description: lang?.description } })),
    share: {
      whatsapp: whatsappShareUrl(shareText),
      email: emailShareUrl(cardShareSubject(card.name, say), shareText),
    },
    calculator: {
      card: valuedCard(card),
      initial: spendEntryFromQuery(new URL(request.url).searchParams) ?? spendEntryOf(typicalProfile(DEFAULT_MONTHLY_SPEND)),
    },
  }
}

/**
 * A figure with its amounts and dates as numbers and ISO dates, for the page to write in its
 * language (docs/decisions/035); `value` and `notes` stay the English that card-figures.ts words.
 */
function cardFigure(card: CreditCard, view: KeyFigureView): CardFigure {
  const { fees, rates } = card
  const number = (() => {
    switch (view.key) {
      case 'annualFee':
        return fees.annualFee
      case 'joiningFee':
        return fees.joiningFee
      case 'monthlyRate':
        return rates.monthlyRate
      case 'apr':
        return rates.apr
      case 'minimumSalary':
        return card.minimumSalary
      case 'fxFee':
        return fees.fxFee ?? null
      default:
        return null
    }
  })()
  const source = view.source ? sourceFor(card, view.key) : null
  return {
    ...view,
    number: number ?? null,
    upTo: view.key === 'monthlyRate' && Boolean(rates.monthlyRateUpTo),
    checkedAt: source?.checkedAt ?? null,
    documentDate: source?.documentDate ?? null,
    // The bank's own words in English where they have no translation yet (docs/decisions/037).
    ...(view.key === 'rewardRate' || view.key === 'welcomeBonus' ? { lang: card.lang?.[view.key] } : {}),
    ...(view.key === 'rewardRate' && view.value !== null ? { rewardsParts: readRewardsDisplay(view.value) } : {}),
  }
}

function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env.PUBLIC_URL}/`).toString()
}

/** "41.88%" -> 41.88; null when the text is not a plain percentage. */
function percentage(text: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*(?:p\.?a\.?)?\s*$/i.exec(text ?? '')
  return match ? Number(match[1]) : null
}

/**
 * schema.org CreditCard and BreadcrumbList for search engines. Only facts the page shows:
 * the APR only when the bank states a plain annual percentage (a monthly rate times 12 is not
 * an APR). Remix's meta escapes `<` in script:ld+json, so card text cannot close the script.
 */
function structuredData(card: CreditCard, bank: Bank | null, { url, imageUrl }: { url: string; imageUrl: string | null }) {
  const confirmed = (figure: KeyFigure) => sourceFor(card, figure) !== null
  const fees = [
    confirmed('annualFee') && card.annualFee?.trim() ? `Annual fee: ${card.annualFee.trim()}` : null,
    confirmed('monthlyRate') && card.interestRate?.trim() ? `${rateLabel(card.rates.kind, 'monthly')}: ${card.interestRate.trim()}` : null,
    confirmed('minimumSalary') ? `Minimum salary: ${formatAed(card.minimumSalary)} a month` : null,
  ]
  const apr = confirmed('apr') ? percentage(card.interestRateAnnual) : null
  const product = {
    '@context': 'https://schema.org',
    '@type': 'CreditCard',
    name: card.name,
    description: card.description ?? undefined,
    url,
    image: imageUrl ?? undefined,
    provider: bank
      ? {
          '@type': 'BankOrCreditUnion',
          name: bank.name,
          url: bank.website ?? undefined,
          logo: bank.logo ? absoluteUrl(bank.logo) : undefined,
        }
      : undefined,
    brand: card.network ? { '@type': 'Brand', name: card.network } : undefined,
    annualPercentageRate: apr ?? undefined,
    feesAndCommissionsSpecification: fees.filter(Boolean).join('. ') || undefined,
    areaServed: { '@type': 'Country', name: 'United Arab Emirates' },
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: 'Home', item: `${env.PUBLIC_URL}/` },
      { name: 'All Cards', item: `${env.PUBLIC_URL}/cards` },
      { name: card.name, item: url },
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  }
  return [product, breadcrumbs] as const
}
