import { NavLink } from '~/components/ui/navigation'
import { useTranslation } from 'react-i18next'

/**
 * The footer-area tips widget (spec §2 Home "a tips icon", §2 Guards "a further footer-area
 * widget"): a shortcut to the financial tips, on every page that shows the footer. It floats
 * only where the page has a margin to float in (85rem: the widest page, 80rem, plus the button
 * on either side); narrower, a floating button would sit on card names and headings, so it is a
 * labelled button at the end of the page, above the footer (docs/decisions/022).
 * NavLink marks it aria-current on the tips page itself.
 */
export function TipsWidget() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-2 pb-8 sm:px-6 min-[85rem]:contents">
      <NavLink
        to="/financial-tips"
        end
        title={t('frame.tips')}
        data-tips-widget=""
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-400 px-4 font-semibold text-slate-900 shadow-sm ring-1 ring-amber-600/40 hover:bg-accent-500 min-[85rem]:fixed min-[85rem]:bottom-5 min-[85rem]:start-3 min-[85rem]:z-20 min-[85rem]:size-11 min-[85rem]:justify-center min-[85rem]:p-0 min-[85rem]:shadow-lg"
      >
        <svg className="size-6 shrink-0" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1.1 2.2h5c.1-1 .5-1.7 1.1-2.2A6 6 0 0 0 12 3Z"
          />
        </svg>
        <span className="min-[85rem]:sr-only">{t('frame.tips')}</span>
      </NavLink>
    </div>
  )
}
