import { PARTNER_STRIP } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import type { CSSProperties } from 'react'
import { ImageWithFallback } from './ImageWithFallback'

/** `lang` "en": the bank has no name in the page's language yet (docs/decisions/037). */
type PartnerBank = { id: number; name: string; logo: string | null; lang?: 'en' }

const ITEM_PX = 160 + 32 // logo width plus the gap

/**
 * Auto-scrolling partner logos (spec §2 Home, §9): a duplicated list moved by CSS at the spec's
 * pace (1 px every 30 ms), paused on hover/focus and for reduced motion (styles/app.css).
 */
export function PartnerBankStrip({ banks }: { banks: readonly PartnerBank[] }) {
  if (banks.length === 0) return null
  const pxPerSecond = (PARTNER_STRIP.stepPx * 1000) / PARTNER_STRIP.intervalMs
  const style = { '--marquee-duration': `${Math.round((banks.length * ITEM_PX) / pxPerSecond)}s` } as CSSProperties

  const list = (copy: boolean) => (
    <ul className="flex shrink-0 items-center gap-8 pe-8" aria-hidden={copy ? true : undefined}>
      {banks.map((bank) => (
        <li key={bank.id}>
          <Link
            to={`/bank/${bank.id}`}
            tabIndex={copy ? -1 : undefined}
            lang={bank.lang}
            className="flex h-16 w-40 items-center justify-center rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600"
          >
            <ImageWithFallback
              src={bank.logo}
              alt={bank.name}
              width={200}
              height={80}
              loading="lazy"
              className="h-12 w-auto object-contain"
              fallback={<span className="text-center text-sm font-semibold text-slate-800">{bank.name}</span>}
            />
          </Link>
        </li>
      ))}
    </ul>
  )

  return (
    <div
      className="marquee overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]"
      style={style}
    >
      <div className="marquee-track flex w-max">
        {list(false)}
        {list(true)}
      </div>
    </div>
  )
}
