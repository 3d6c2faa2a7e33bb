// The fortune dialog's content (spec §2 Fortune dialog), loaded once FortuneDialog has a fortune.
import { formatFortuneDate, parseFortuneCategory } from '@cardcompare/shared'
import { Modal } from '~/components/ui/Modal'
import { useTranslation } from 'react-i18next'
import { textLang, useContentLang, useLocale } from '~/utils/locale'

export type Fortune = { content: string; category: string; dateForDisplay: string | null }

export default function FortuneCard({ fortune, onClose }: { fortune: Fortune; onClose: () => void }) {
  const { t } = useTranslation('account')
  const locale = useLocale()
  const contentLang = useContentLang()
  const category = parseFortuneCategory(fortune.category)
  return (
    <Modal open onClose={onClose} labelledBy="fortune-title">
      <h2 id="fortune-title" className="text-xl font-bold text-slate-900">
        {t('fortune.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{formatFortuneDate(fortune.dateForDisplay, locale) ?? t('fortune.todaysGuidance')}</p>
      <blockquote className="mt-4 rounded-xl bg-amber-50 p-4 text-lg text-slate-900 ring-1 ring-amber-200" {...textLang(contentLang)}>
        “{fortune.content}”
      </blockquote>
      <p className="mt-2 text-sm capitalize text-slate-700">{category ? t(`fortune.categories.${category}`) : fortune.category}</p>
      <p className="mt-4 text-sm text-slate-600">{t('fortune.more')}</p>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 w-full rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
      >
        {t('fortune.close')}
      </button>
    </Modal>
  )
}
