import { TIP_RATE, type FinancialTip } from '@cardcompare/shared'
import { useTranslation } from 'react-i18next'
import type { Catalogues } from '@cardcompare/shared/i18n/catalogue'
import { TipIcon } from './TipIcon'

const CATEGORY_TONES: Record<FinancialTip['category'], string> = {
  spending: 'bg-sky-100 text-sky-900',
  income: 'bg-emerald-100 text-emerald-900',
  credit: 'bg-violet-100 text-violet-900',
  rewards: 'bg-amber-100 text-amber-900',
  general: 'bg-slate-100 text-slate-800',
}

/** One financial tip (spec §2 Financial tips). */
export function TipCard({ tip }: { tip: FinancialTip }) {
  const { t } = useTranslation('pages')
  // The built-in tips (FINANCIAL_TIPS) are the catalogue's, by id.
  const id = tip.id as keyof Catalogues['pages']['tips']['items']
  return (
    <article aria-labelledby={`tip-${tip.id}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <TipIcon icon={tip.icon} />
        </span>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${CATEGORY_TONES[tip.category]}`}>
          {t(`tips.categories.${tip.category}`)}
        </span>
      </div>
      <h3 id={`tip-${tip.id}`} className="mt-4 text-lg font-semibold text-slate-900">
        {t(`tips.items.${id}.title`)}
      </h3>
      <p className="mt-2 leading-7 text-slate-700">{t(`tips.items.${id}.content`, TIP_RATE)}</p>
    </article>
  )
}
