import { useTranslation } from 'react-i18next'
import { ImageWithFallback } from '~/components/ImageWithFallback'
import { useContentLang } from '~/utils/locale'

/** What the Apply dialog and the apply page need to know about the card. */
export type ApplyCard = {
  id: number
  name: string
  /** The card page, from cardPath(). */
  href: string
  imageUrl: string | null
  bankName: string | null
}

/** spec §2 Apply dialog: the card image, its name and "From {bank}". */
export function ApplyCardHeader({ card }: { card: ApplyCard }) {
  const { t } = useTranslation('forms')
  const lang = useContentLang()
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <ImageWithFallback
        src={card.imageUrl}
        fallbackSrc="/images/placeholder-card.svg"
        alt=""
        width={856}
        height={540}
        className="aspect-[856/540] h-auto w-24 shrink-0 rounded-md object-cover shadow-sm sm:w-32"
      />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900" lang={lang}>
          {card.name}
        </p>
        {card.bankName ? <p className="mt-0.5 text-sm text-slate-600">{t('apply.from', { bank: card.bankName })}</p> : null}
      </div>
    </div>
  )
}
