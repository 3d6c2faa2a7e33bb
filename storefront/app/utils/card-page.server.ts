// Loader logic of the card page /credit-cards/:slug (spec §2, issue 3 item 3).
import {
  cardShareSubject,
  cardShareText,
  emailShareUrl,
  whatsappShareUrl,
  cardPath,
  formatAed,
  aprText,
  isDataExpired,
  monthlyRateText,
  rateLabel,
  sourceFor,
  SOURCE_KIND_LABELS,
  type KeyFigure,
  parseCardPathParam,
  rewardsDisplay,
  similarCards,
  spendProfileFromQuery,
  typicalProfile,
  valuedCard,
  DEFAULT_MONTHLY_SPEND,
  type Bank,
  type CreditCard,
} from '@cardcompare/shared'
import { redirect } from '@remix-run/node'
import { getAllCards, getCardById, getCardBySlug, getCardTypes } from './catalog.server'
import { tileContext, toCardTiles } from './catalogue-page.server'
import { env } from './env.server'

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

/** Resolve the page's card; a non-canonical name-plus-id link redirects. */
async function findCard(request: Request, param: string | undefined): Promise<CreditCard | null> {
  const found = await lookUpCardParam(param)
  if (!found) return null
  if (!found.bySlug) {
    const canonical = cardPath(found.card)
    if (canonical !== new URL(request.url).pathname) throw redirect(canonical, 301)
  }
  return found.card
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
  const extras = Object.entries(card.additionalInfo ?? {})
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => ({ label: humanize(key), value: String(value) }))
  const kfs = card.sources.find((source) => source.kind === 'kfs') ?? null

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
      welcomeBonus: card.welcomeBonus,
      minimumSalary: card.minimumSalary,
      figures: keyFigures(card),
      network: card.network,
      tier: card.tier,
      extras,
      /** The bank's Key Facts Statement, where it publishes one. */
      kfs: kfs ? { title: kfs.title, url: kfs.url } : null,
      lastUpdated: formatDate(card.lastUpdated),
      lastVerified: formatDate(card.lastVerified),
      validUntil: formatDate(card.dataExpiryDate),
      /** The dataExpiryDate has passed: the page warns that the figures may be out of date. */
      expired: isDataExpired(card.dataExpiryDate),
      unconfirmedCount: card.unverifiedFields.length,
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
    calculator: {
      card: valuedCard(card),
      initial: spendProfileFromQuery(new URL(request.url).searchParams) ?? typicalProfile(DEFAULT_MONTHLY_SPEND),
    },
  }
}

export type CardDetailsData = Awaited<ReturnType<typeof loadCardDetails>>

export type FigureProvenance = { title: string; url: string; kind: string; checked: string; documentDate: string | null }
export type KeyFigureView = {
  key: KeyFigure
  term: string
  /** Null: no document confirms it, shown as "Not confirmed". */
  value: string | null
  /** Conditions the bank attaches (VAT, waivers, salary transfer). */
  notes: string[]
  source: FigureProvenance | null
}

const vatNote = (vat: CreditCard['fees']['vat']) =>
  vat === 'included' ? 'Includes 5% VAT, as the bank states' : vat === 'excluded' ? '5% VAT is added to this amount' : null

/**
 * The card page's key figures, each with the document it was read from and the date (issue 9 §3).
 * A figure is shown only with its source; one no document gives is "Not confirmed".
 */
function keyFigures(card: CreditCard): KeyFigureView[] {
  const provenance = (figure: KeyFigure): FigureProvenance | null => {
    const source = sourceFor(card, figure)
    if (!source) return null
    return {
      title: source.title,
      url: source.url,
      kind: SOURCE_KIND_LABELS[source.kind],
      checked: formatDate(source.checkedAt) ?? source.checkedAt,
      documentDate: formatDate(source.documentDate),
    }
  }
  const view = (key: KeyFigure, term: string, value: string | null, notes: (string | null)[] = []): KeyFigureView => {
    const source = provenance(key)
    // A value nobody matched to a document is not published: it reads "Not confirmed".
    return { key, term, value: source ? value : null, notes: source ? notes.filter((n): n is string => Boolean(n)) : [], source }
  }
  const { fees, rates } = card
  const money = (amount: number | null) => (amount === null ? null : amount === 0 ? 'None' : formatAed(amount))
  return [
    view('annualFee', 'Annual fee', fees.annualFee === 0 ? 'No annual fee' : money(fees.annualFee), [
      fees.annualFee ? vatNote(fees.vat) : null,
      fees.firstYearFree ? `First year free${fees.firstYearCondition ? ` (${fees.firstYearCondition})` : ''}` : null,
      fees.spendWaiver,
    ]),
    view('joiningFee', 'Joining fee', money(fees.joiningFee), [fees.joiningFee ? vatNote(fees.vat) : null, fees.joiningFee ? 'Charged once, on the first statement' : null]),
    view('monthlyRate', rateLabel(rates.kind, 'monthly'), monthlyRateText(rates)),
    view('apr', rateLabel(rates.kind, 'annual'), aprText(rates)),
    view('minimumSalary', 'Minimum salary', card.minimumSalary === null ? null : `${formatAed(card.minimumSalary)} a month`, [
      card.salaryTransfer === 'required' ? 'Salary transfer to the bank required' : card.salaryTransfer === 'not-required' ? 'No salary transfer needed' : null,
      card.salaryNote,
    ]),
    view('rewardRate', 'Rewards', card.rewardRate ? rewardsDisplay(card.rewardRate, card.name) : null),
    view('welcomeBonus', 'Welcome bonus', card.welcomeBonus?.trim() || null),
  ]
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
function structuredData(
  card: CreditCard,
  bank: Bank | null,
  { url, imageUrl }: { url: string; imageUrl: string | null },
) {
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
