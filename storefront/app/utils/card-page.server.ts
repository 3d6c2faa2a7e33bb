// Loader logic of the card page /credit-cards/:slug (spec §2, issue 3 item 3).
import { cardPath, formatAed, parseCardPathParam, rewardsDisplay, type CreditCard } from '@cardcompare/shared'
import { redirect } from '@remix-run/node'
import { getBank, getCardById, getCardBySlug, getCardTypes, getFeatures } from './catalog.server'
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

  const [bank, cardTypes, features] = await Promise.all([
    card.bankId === null ? null : getBank(card.bankId),
    getCardTypes(),
    getFeatures(),
  ])
  const path = cardPath(card)
  const url = `${env.PUBLIC_URL}${path}`
  const unverified = new Set(card.unverifiedFields.map((key) => FIELD_LABELS[key] ?? humanize(key)))
  const extras = Object.entries(card.additionalInfo ?? {})
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => ({ label: humanize(key), value: String(value) }))

  const shareText = [
    bank ? `${card.name} from ${bank.name}` : card.name,
    card.description,
    `Annual fee: ${card.annualFee?.trim() || 'No Fee'}`,
    `Minimum salary: ${formatAed(card.minimumSalary)}`,
    card.welcomeBonus ? `Welcome bonus: ${card.welcomeBonus}` : null,
    url,
    '#CreditCards #UAE #CardCompareUAE',
  ]
    .filter(Boolean)
    .join('\n')

  return {
    card: {
      id: card.id,
      name: card.name,
      path,
      url,
      label: card.label,
      imageUrl: card.imageUrl,
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
      unverified: [...unverified],
    },
    bank: bank ? { id: bank.id, name: bank.name, logo: bank.logo } : null,
    cardTypes: cardTypes.filter((t) => card.cardTypeIds.includes(t.id)).map(({ id, name }) => ({ id, name })),
    features: features
      .filter((f) => card.featureIds.includes(f.id))
      .map(({ id, name, description }) => ({ id, name, description })),
    share: {
      text: shareText,
      whatsapp: `https://wa.me/?text=${encodeURIComponent(shareText)}`,
      email: `mailto:?subject=${encodeURIComponent(`Check out the ${card.name}`)}&body=${encodeURIComponent(
        shareText
      )}`,
    },
  }
}

export type CardDetailsData = Awaited<ReturnType<typeof loadCardDetails>>
