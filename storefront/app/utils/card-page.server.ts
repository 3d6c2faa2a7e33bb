// Loader logic of the card page /credit-cards/:slug (spec §2, issue 3 item 3).
import {
  cardShareSubject,
  cardShareText,
  emailShareUrl,
  whatsappShareUrl,
  cardPath,
  formatAed,
  isDataExpired,
  parseCardPathParam,
  rewardsDisplay,
  similarCards,
  type Bank,
  type CreditCard,
} from '@cardcompare/shared'
import { redirect } from '@remix-run/node'
import { getAllCards, getCardById, getCardBySlug, getCardTypes } from './catalog.server'
import { tileContext, toCardTiles } from './catalogue-page.server'
import { env } from './env.server'

// Field keys the CMS records in unverifiedFields, as the page names them.
const FIELD_LABELS: Record<string, string> = {
  annualFee: 'Annual Fee',
  interestRate: 'Monthly Interest',
  interestRateMonthly: 'Monthly Interest',
  interestRateAnnual: 'Annual Rate',
  rewardRate: 'Rewards',
  welcomeBonus: 'Welcome Bonus',
  minimumSalary: 'Minimum Salary',
}

const humanize = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase())

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
})
function formatDate(value: string | null): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : longDate.format(date)
}

/** Resolve by slug, else by the name-plus-id link (spec §2); a non-canonical link redirects. */
async function findCard(request: Request, param: string | undefined): Promise<CreditCard | null> {
  const { slug, id } = parseCardPathParam(param)
  const bySlug = slug ? await getCardBySlug(slug) : null
  if (bySlug) return bySlug
  if (id === null) return null
  const byId = await getCardById(id)
  if (!byId) return null
  const canonical = cardPath(byId)
  if (canonical !== new URL(request.url).pathname) throw redirect(canonical, 301)
  return byId
}

export async function loadCardDetails(request: Request, param: string | undefined) {
  const card = await findCard(request, param)
  if (!card || !card.isActive) throw new Response('Not Found', { status: 404 })

  const [context, cardTypes, catalogue] = await Promise.all([tileContext(), getCardTypes(), getAllCards()])
  const { banks, features } = context
  const bank = banks.find((b) => b.id === card.bankId) ?? null
  const path = cardPath(card)
  const url = `${env.PUBLIC_URL}${path}`
  const imageUrl = card.imageUrl ? absoluteUrl(card.imageUrl) : null
  const unverified = new Set(card.unverifiedFields.map((key) => FIELD_LABELS[key] ?? humanize(key)))
  const extras = Object.entries(card.additionalInfo ?? {})
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => ({ label: humanize(key), value: String(value) }))

  const shareText = cardShareText({
    name: card.name,
    bankName: bank?.name ?? null,
    description: card.description,
    annualFee: card.annualFee,
    minimumSalary: card.minimumSalary,
    welcomeBonus: card.welcomeBonus,
    url,
  })

  return {
    card: {
      id: card.id,
      name: card.name,
      path,
      url,
      label: card.label,
      imageUrl: card.imageUrl,
      /** Absolute, for og:image and JSON-LD. */
      imageAbsoluteUrl: imageUrl,
      description: card.description,
      annualFee: card.annualFee,
      interestRate: card.interestRate,
      interestRateAnnual: card.interestRateAnnual,
      rewards: rewardsDisplay(card.rewardRate, card.name),
      welcomeBonus: card.welcomeBonus,
      minimumSalary: card.minimumSalary,
      network: card.network,
      extras,
      sourceUrl: card.sourceUrl,
      lastUpdated: formatDate(card.lastUpdated),
      lastVerified: formatDate(card.lastVerified),
      validUntil: formatDate(card.dataExpiryDate),
      /** The dataExpiryDate has passed: the page warns that the figures may be out of date. */
      expired: isDataExpired(card.dataExpiryDate),
      unverified: [...unverified],
    },
    bank: bank ? { id: bank.id, name: bank.name, logo: bank.logo } : null,
    similar: toCardTiles(similarCards(card, catalogue), context),
    jsonLd: structuredData(card, bank, { url, imageUrl }),
    cardTypes: cardTypes.filter((t) => card.cardTypeIds.includes(t.id)).map(({ id, name }) => ({ id, name })),
    features: features
      .filter((f) => card.featureIds.includes(f.id))
      .map(({ id, name, description }) => ({ id, name, description })),
    share: {
      whatsapp: whatsappShareUrl(shareText),
      email: emailShareUrl(cardShareSubject(card.name), shareText),
    },
  }
}

export type CardDetailsData = Awaited<ReturnType<typeof loadCardDetails>>

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
function structuredData(
  card: CreditCard,
  bank: Bank | null,
  { url, imageUrl }: { url: string; imageUrl: string | null },
) {
  const fees = [
    `Annual fee: ${card.annualFee?.trim() || 'No Fee'}`,
    card.interestRate?.trim() ? `Monthly interest: ${card.interestRate.trim()}` : null,
    `Minimum salary: ${formatAed(card.minimumSalary)} a month`,
  ]
  const apr = percentage(card.interestRateAnnual)
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
    feesAndCommissionsSpecification: fees.filter(Boolean).join('. '),
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
