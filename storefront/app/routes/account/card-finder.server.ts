// The card finder's answers kept in the CMS `user-preferences` (one row per user, owner access):
// saved when the quiz is answered, read to prefill it next time.
import { BANKING_CHOICES, SALARY_TRANSFER_CHOICES, SPEND_CATEGORIES, type FinderAnswers, type FinderFormInput } from '@cardcompare/shared'
import { cmsFetch } from '~/utils/cms.server'

type CmsPreferences = {
  id: number
  spendingCategories?: string[] | null
  monthlyIncome?: number | null
  monthlyCardSpend?: number | null
  banking?: string | null
  annualFee?: string | null
  salaryTransfer?: string | null
}

async function findPreferences(token: string, userId: number): Promise<CmsPreferences | null> {
  const res = await cmsFetch<{ docs: CmsPreferences[] }>('user-preferences', {
    token,
    query: { 'where[user][equals]': userId, limit: 1, depth: 0 },
  })
  return res.docs[0] ?? null
}

/** The saved answers as form defaults (strings), or null when the user never answered. */
export async function savedFinderDefaults(token: string, userId: number): Promise<FinderFormInput | null> {
  const saved = await findPreferences(token, userId)
  if (!saved) return null
  const categories = (saved.spendingCategories ?? []).filter((c) => (SPEND_CATEGORIES as readonly string[]).includes(c))
  return {
    spend: saved.monthlyCardSpend ? String(saved.monthlyCardSpend) : '',
    category: categories,
    salary: saved.monthlyIncome ? String(saved.monthlyIncome) : '',
    banking: saved.banking && (BANKING_CHOICES as readonly string[]).includes(saved.banking) ? saved.banking : 'any',
    fee: saved.annualFee === 'free' || saved.annualFee === 'first-year' ? saved.annualFee : 'any',
    salaryTransfer:
      saved.salaryTransfer && (SALARY_TRANSFER_CHOICES as readonly string[]).includes(saved.salaryTransfer)
        ? saved.salaryTransfer
        : 'not-sure',
  }
}

export async function saveFinderAnswers(token: string, userId: number, answers: FinderAnswers): Promise<void> {
  const body = {
    spendingCategories: answers.categories,
    monthlyIncome: answers.salary,
    monthlyCardSpend: answers.monthlySpend,
    banking: answers.banking,
    annualFee: answers.fee ?? 'any',
    salaryTransfer: answers.salaryTransfer,
  }
  const saved = await findPreferences(token, userId)
  if (saved) await cmsFetch(`user-preferences/${saved.id}`, { token, method: 'PATCH', body })
  else await cmsFetch('user-preferences', { token, method: 'POST', body: { user: userId, ...body } })
}
