// The 15 built-in financial tips (spec §2 Financial tips): three per category. Facts follow the
// spec (AED 5,000 minimum salary, utilisation under 30%, annual fees AED 0 to over 5,000) but
// give the monthly rate the banks' Key Facts Statements give today (3.25-3.75%, not the spec's
// 2-3%); those and the Central Bank rules, fee caps and AECB score range are in docs/domain.md.

import enPages from './i18n/en/pages'
import { TYPICAL_MONTHLY_RATE } from './uae-card-facts'

// The tips' words live in the catalogue (pages.tips), one home per text (docs/decisions/035);
// the storefront shows them in the page's language, the rate filled in from uae-card-facts.
export const TIP_RATE = { min: String(TYPICAL_MONTHLY_RATE.min), max: String(TYPICAL_MONTHLY_RATE.max) }

export const TIP_CATEGORIES = ['spending', 'income', 'credit', 'rewards', 'general'] as const
export type TipCategory = (typeof TIP_CATEGORIES)[number]

export const TIP_CATEGORY_LABELS: Readonly<Record<TipCategory, string>> = enPages.tips.categories

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

export const FINANCIAL_TIPS: readonly FinancialTip[] = (
  [
    ['pay-in-full', 'spending', 'percent'],
    ['monthly-budget', 'spending', 'wallet'],
    ['avoid-cash-advances', 'spending', 'cash'],
    ['minimum-salary', 'income', 'salary'],
    ['debt-burden-ratio', 'income', 'scale'],
    ['salary-transfer', 'income', 'briefcase'],
    ['utilisation', 'credit', 'gauge'],
    ['aecb-score', 'credit', 'chart'],
    ['pay-on-time', 'credit', 'calendar'],
    ['match-rewards', 'rewards', 'gift'],
    ['caps-and-minimum-spend', 'rewards', 'alert'],
    ['points-expiry', 'rewards', 'clock'],
    ['annual-fees', 'general', 'tag'],
    ['key-facts-statement', 'general', 'document'],
    ['one-application', 'general', 'shield'],
  ] as const
).map(([id, category, icon]) => ({
  id,
  category,
  icon,
  title: enPages.tips.items[id].title,
  content: enPages.tips.items[id].content.replace('{{min}}', TIP_RATE.min).replace('{{max}}', TIP_RATE.max),
}))

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
      title: enPages.tips.groups.essentials.title,
      description: enPages.tips.groups.essentials.description,
      tips: essentials,
    },
    {
      id: 'going-further',
      title: enPages.tips.groups['going-further'].title,
      description: enPages.tips.groups['going-further'].description,
      tips: goingFurther,
    },
  ]
}
