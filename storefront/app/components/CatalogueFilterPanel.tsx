import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'

const PANEL_ID = 'catalogue-filter-panel'

// React 18 does not know the popover attributes; lowercase unknown attributes pass through as is.
const popover = { popover: 'auto' } as Record<string, string>
const opens = { popovertarget: PANEL_ID } as Record<string, string>
const closes = { popovertarget: PANEL_ID, popovertargetaction: 'hide' } as Record<string, string>

/**
 * Below the desktop breakpoint the catalogue's filters fold behind a "Filters (n)" button, so a
 * phone shows cards on its first screen. The panel is a native popover: it opens, closes on
 * Escape or a tap outside, and returns focus without JavaScript; from the desktop breakpoint
 * the same element is shown in the page as before (styles/app.css). A browser without popovers
 * shows the filters in the page at every width.
 */
export function CatalogueFilterPanel({
  activeCount,
  total,
  heading,
  children,
}: {
  activeCount: number
  total: number
  heading: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('catalogue')
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const element = panel.current
    if (!element) return
    const onToggle = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === 'open'
      setOpen(isOpen)
      if (isOpen) close.current?.focus()
    }
    // Applying the filters from the panel also closes it: the cards are what the user wants next.
    const onSubmit = () => {
      if (element.matches(':popover-open')) element.hidePopover()
    }
    element.addEventListener('toggle', onToggle)
    element.addEventListener('submit', onSubmit)
    return () => {
      element.removeEventListener('toggle', onToggle)
      element.removeEventListener('submit', onSubmit)
    }
  }, [])

  return (
    <>
      <button
        type="button"
        {...opens}
        aria-controls={PANEL_ID}
        aria-expanded={hydrated ? open : undefined}
        className="btn-outline w-full lg:hidden"
      >
        <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path strokeLinecap="round" strokeLinejoin="round" d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {activeCount > 0 ? t('filters.buttonCount', { n: activeCount }) : t('filters.button')}
      </button>
      <div id={PANEL_ID} ref={panel} {...popover} className="catalogue-filter-panel">
        <div className="mb-4 flex items-center justify-between gap-4 lg:mb-0">
          {heading}
          <button ref={close} type="button" {...closes} aria-label={t('filters.close')} className="btn-ghost -me-2 size-11 p-0 lg:hidden">
            <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {children}
        {/* Without JavaScript the filters apply only through their own button. */}
        {hydrated && open ? (
          <div className="mt-4 border-t border-slate-200 pt-4 lg:hidden">
            <button type="button" {...closes} className="btn-primary w-full">
              {t('filters.show', { count: total })}
            </button>
          </div>
        ) : null}
      </div>
    </>
  )
}
