// The 15 built-in financial tips (spec §2 Financial tips): three per category. Facts follow the
// spec (AED 5,000 minimum salary, utilisation under 30%, annual fees AED 0 to over 5,000) but
// give the monthly rate the banks' Key Facts Statements give today (3.25-3.75%, not the spec's
// 2-3%); those and the Central Bank rules, fee caps and AECB score range are in docs/domain.md.

import { TYPICAL_MONTHLY_RATE } from './uae-card-facts'

/** The monthly rate the first tip quotes, as the catalogue's {{min}} and {{max}} (pages: tips.items). */
export const TIP_RATE = { min: String(TYPICAL_MONTHLY_RATE.min), max: String(TYPICAL_MONTHLY_RATE.max) }

export const TIP_CATEGORIES = ['spending', 'income', 'credit', 'rewards', 'general'] as const
export type TipCategory = (typeof TIP_CATEGORIES)[number]

export const TIP_CATEGORY_LABELS: Readonly<Record<TipCategory, string>> = {
  spending: 'Spending',
  income: 'Income',
  credit: 'Credit',
  rewards: 'Rewards',
  general: 'General',
}

/** Icon keywords the storefront draws; each tip names one. */
export const TIP_ICONS = [
  'wallet',
  'percent',
  'cash',
  'salary',
  'scale',
  'briefcase',
  'gauge',
  'chart',
  'calendar',
  'gift',
  'alert',
  'clock',
  'tag',
  'document',
  'shield',
] as const
export type TipIcon = (typeof TIP_ICONS)[number]

export interface FinancialTip {
  id: string
  title: string
  content: string
  icon: TipIcon
  category: TipCategory
}

export const FINANCIAL_TIPS: readonly FinancialTip[] = [
  {
    id: 'pay-in-full',
    category: 'spending',
    icon: 'percent',
    title: 'Pay the full balance every month',
    content: `UAE banks’ Key Facts Statements show interest of about ${TYPICAL_MONTHLY_RATE.min}–${TYPICAL_MONTHLY_RATE.max}% a month on most cards, an APR of roughly 39–45%. Paying the full statement balance by the due date keeps your purchases interest-free.`,
  },
  {
    id: 'monthly-budget',
    category: 'spending',
    icon: 'wallet',
    title: 'Set a monthly card budget',
    content:
      'Decide what the card is for (groceries, fuel, bills) and how much you will put on it each month, then check your spending in the bank app every week so the statement holds no surprises.',
  },
  {
    id: 'avoid-cash-advances',
    category: 'spending',
    icon: 'cash',
    title: 'Avoid cash withdrawals on your card',
    content:
      'A cash advance usually carries a withdrawal fee and interest from the day you take it, with no interest-free period. Use your debit card for cash and keep the credit card for purchases.',
  },
  {
    id: 'minimum-salary',
    category: 'income',
    icon: 'salary',
    title: 'Check the minimum salary first',
    content:
      'UAE banks typically need AED 5,000 minimum salary a month for an entry-level card, in line with the Central Bank rule of AED 60,000 a year. Premium cards often ask AED 15,000 to 50,000 or more, so filter by what you earn before you apply.',
  },
  {
    id: 'debt-burden-ratio',
    category: 'income',
    icon: 'scale',
    title: 'Know your debt burden ratio',
    content:
      'All your loan and card repayments together may not exceed 50% of your salary. Every card counts toward this limit, even an unused one adds 5% of its credit limit, so close cards you no longer need.',
  },
  {
    id: 'salary-transfer',
    category: 'income',
    icon: 'briefcase',
    title: 'Ask about salary transfer and employer lists',
    content:
      'Some cards require your salary to be transferred to the bank or your employer to be on its approved list, and rules can differ for UAE nationals and expatriates. Check these conditions on the card page before applying.',
  },
  {
    id: 'utilisation',
    category: 'credit',
    icon: 'gauge',
    title: 'Keep utilisation under 30%',
    content:
      'Try to keep your balance under 30% of your credit limit. On a limit of AED 20,000 that means staying below AED 6,000. Lower utilisation supports a better credit score.',
  },
  {
    id: 'aecb-score',
    category: 'credit',
    icon: 'chart',
    title: 'Check your AECB credit score',
    content:
      'Banks look at your Al Etihad Credit Bureau score, which runs from 300 to 900. Check your report before you apply, and correct any mistakes with the bureau first.',
  },
  {
    id: 'pay-on-time',
    category: 'credit',
    icon: 'calendar',
    title: 'Never miss a payment',
    content:
      'A late payment hurts your credit record and costs a fee that the Central Bank caps at AED 230 (excluding VAT). Set up a direct debit for at least the minimum payment so a busy month never becomes a late one.',
  },
  {
    id: 'match-rewards',
    category: 'rewards',
    icon: 'gift',
    title: 'Match rewards to how you spend',
    content:
      'Cashback suits everyday spending on groceries and fuel; miles suit people who fly often. Add up your main spending categories and pick the card that rewards them most.',
  },
  {
    id: 'caps-and-minimum-spend',
    category: 'rewards',
    icon: 'alert',
    title: 'Read the caps and minimum spend',
    content:
      'Headline rates often come with a monthly cashback cap or a minimum monthly spend before you earn anything. A 5% card capped at AED 200 a month may pay less than a 2% card without a cap.',
  },
  {
    id: 'points-expiry',
    category: 'rewards',
    icon: 'clock',
    title: 'Redeem points before they expire',
    content:
      'Many reward points and miles expire after a set period. Note the expiry rules and redeem regularly; interest paid on a carried balance usually costs more than the rewards are worth.',
  },
  {
    id: 'annual-fees',
    category: 'general',
    icon: 'tag',
    title: 'Compare annual fees honestly',
    content:
      'Annual fees in the UAE range from AED 0 to over AED 5,000 a year, usually quoted including VAT. Many "free" cards are free only in the first year, so check the fee from year two and whether the benefits you will really use are worth it.',
  },
  {
    id: 'key-facts-statement',
    category: 'general',
    icon: 'document',
    title: 'Read the Key Facts Statement',
    content:
      "Every bank publishes a Key Facts Statement for each card with its fees, monthly rate and annual percentage rate (APR). Read it before you sign: it is the bank's own summary of what the card costs.",
  },
  {
    id: 'one-application',
    category: 'general',
    icon: 'shield',
    title: 'Apply for one card at a time',
    content:
      'Each application is recorded with the credit bureau, and several in a short time can lower your chances. Choose the card that fits best, apply once, and never share your card PIN or one-time passwords with anyone.',
  },
]

export interface TipGroup {
  id: 'essentials' | 'going-further'
  title: string
  description: string
  tips: FinancialTip[]
}

export const TIPS_PER_CATEGORY_PER_GROUP = 2

/**
 * Splits the tips into the page's two groups (spec: "each group shows up to two tips per
 * category"). The tips are written basics-first within each category, so group 1,
 * "Essentials", takes the first two of every category and group 2, "Going further", the rest
 * (again at most two per category).
 */
export function groupTips(tips: readonly FinancialTip[] = FINANCIAL_TIPS): TipGroup[] {
  const essentials: FinancialTip[] = []
  const goingFurther: FinancialTip[] = []
  for (const category of TIP_CATEGORIES) {
    const inCategory = tips.filter((tip) => tip.category === category)
    essentials.push(...inCategory.slice(0, TIPS_PER_CATEGORY_PER_GROUP))
    goingFurther.push(...inCategory.slice(TIPS_PER_CATEGORY_PER_GROUP, TIPS_PER_CATEGORY_PER_GROUP * 2))
  }
  return [
    {
      id: 'essentials',
      title: 'Essentials',
      description: 'The habits that save the most money and keep your credit record healthy.',
      tips: essentials,
    },
    {
      id: 'going-further',
      title: 'Going further',
      description: 'Once the basics are in place, these help you choose and use a card well.',
      tips: goingFurther,
    },
  ]
}
