import { ImageWithFallback } from '~/components/ImageWithFallback'

/** What the Apply dialog and the apply page need to know about the card. */
export type ApplyCard = {
  id: number
  name: string
  /** The card page, from cardPath(). */
  href: string
  imageUrl: string | null
  bankName: string | null
}

/** /thank-you?card={the card page's slug}: the page names the card only if it finds it. */
export function thankYouHref(card: Pick<ApplyCard, 'href'>): string {
  const last = card.href.slice(card.href.lastIndexOf('/') + 1)
  let param = last
  try {
    param = decodeURIComponent(last)
  } catch {
    // cardPath() encodes; a hand-made href is passed on as it is.
  }
  return param ? `/thank-you?${new URLSearchParams({ card: param })}` : '/thank-you'
}

/** spec §2 Apply dialog: the card image, its name and "From {bank}". */
export function ApplyCardHeader({ card }: { card: ApplyCard }) {
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
        <p className="font-semibold text-slate-900">{card.name}</p>
        {card.bankName ? <p className="mt-0.5 text-sm text-slate-600">From {card.bankName}</p> : null}
      </div>
    </div>
  )
}
