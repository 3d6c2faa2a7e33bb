import { useLocation } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'
import { LanguageSwitch } from './LanguageSwitch'
import { Avatar, LogoutForm, navLinksFor, SiteNavLink, type HeaderUser } from './NavLinks'

const DRAWER_WIDTH = 'w-[min(20rem,85vw)]'

/**
 * Mobile navigation drawer (spec §2 Header, §4 Mobile menu), built on <details> so it opens and
 * closes without JavaScript: the hamburger, the backdrop and the close mark all live inside the
 * <summary>, so a click on any of them toggles it. With JavaScript, React also closes it on a
 * link, on Escape and whenever the location changes (which covers a successful logout).
 */
export function MobileMenu({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const summaryRef = useRef<HTMLElement>(null)
  const location = useLocation()
  const links = navLinksFor(user)

  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      summaryRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => setOpen(false)

  return (
    <details className="group lg:hidden" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        ref={summaryRef}
        aria-label={t('nav.menu')}
        aria-controls="mobile-menu"
        aria-expanded={hydrated ? open : undefined}
        className="group/summary -ms-2 flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
      >
        <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {/* Backdrop: a click here toggles the details closed. */}
        <span aria-hidden="true" className="fixed inset-0 z-40 hidden bg-slate-900/50 group-open:block" />
        {/* Close mark, drawn at the drawer's top right corner. */}
        <span
          aria-hidden="true"
          className="fixed top-3 start-[calc(min(20rem,85vw)-3.25rem)] z-[60] hidden size-10 items-center justify-center rounded-md text-slate-700 group-open:flex group-focus-visible/summary:outline-3 group-focus-visible/summary:outline-brand-600 hover:bg-slate-100"
        >
          <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </span>
      </summary>

      <div id="mobile-menu" className={`fixed inset-y-0 start-0 z-50 flex ${DRAWER_WIDTH} flex-col overflow-y-auto bg-white shadow-2xl`}>
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4 pe-16">
          {user ? (
            <Link
              to="/account"
              onClick={close}
              className="flex min-h-11 min-w-0 items-center gap-3 rounded-md font-semibold text-slate-900 hover:text-brand-800"
            >
              <Avatar username={user.username} />
              <span className="sr-only">{t('account.myAccount')}</span>
              <span className="truncate">{user.username}</span>
            </Link>
          ) : (
            <p className="truncate font-semibold text-slate-900">{t('account.guest')}</p>
          )}
        </div>
        <nav aria-label={t('nav.mobile')} className="flex-1 px-2 py-3">
          <ul className="space-y-1">
            {links.map((item) => (
              <li key={item.href}>
                <SiteNavLink
                  item={item}
                  onClick={close}
                  className="flex min-h-11 items-center rounded-md px-3 text-base hover:bg-slate-100"
                />
              </li>
            ))}
            <li>
              <LanguageSwitch className="w-full px-3 text-base" />
            </li>
          </ul>
        </nav>
        <div className="space-y-2 border-t border-slate-200 p-4">
          {user ? (
            <LogoutForm className="btn-outline w-full" pendingText={t('account.loggingOut')} />
          ) : (
            <>
              <Link to="/auth" onClick={close} className="btn-outline w-full">
                {t('account.login')}
              </Link>
              <Link to="/auth?tab=register" onClick={close} className="btn-primary w-full">
                {t('account.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </details>
  )
}
