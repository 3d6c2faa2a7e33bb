import { useTranslation } from 'react-i18next'
import { ImageWithFallback } from '~/components/ImageWithFallback'
import { useContentLang } from '~/utils/locale'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'

/** What the Apply dialog and the apply page need to know about the card. */
export type ApplyCard = {
  id: number
  name: string
  /** The card page, from cardPath(). */
  href: string
  imageUrl: string | null
  bankName: string | null
  /** "en" where the bank has no name in the page's language yet (docs/decisions/037). */
  bankLang?: 'en'
}

/** spec §2 Apply dialog: the card image, its name and "From {bank}". */
export function ApplyCardHeader({ card }: { card: ApplyCard }) {
  const { t } = useTranslation('forms')
  const lang = useContentLang()
  const bank: Named | null = card.bankName ? { text: card.bankName, lang: card.bankLang } : null
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
        {bank ? (
          <p className="mt-0.5 text-sm text-slate-600">
            <WithNames text={t('apply.from', tokens({ bank }))} names={{ bank }} />
          </p>
        ) : null}
      </div>
    </div>
  )
}
