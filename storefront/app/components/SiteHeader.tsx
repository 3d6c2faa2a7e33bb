import { Link } from '~/components/ui/navigation'
import { COMPANY } from '@cardcompare/shared'
import { useTranslation } from 'react-i18next'
import { ImageWithFallback } from './ImageWithFallback'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileMenu } from './MobileMenu'
import { Avatar, LogoutForm, navLinksFor, SiteNavLink, type HeaderUser } from './NavLinks'

/** Sticky site header (spec §2 Header). Below `lg` the links move into the MobileMenu drawer. */
export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation()
  const links = navLinksFor(user)
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <MobileMenu user={user} />
        <Link to="/" className="flex min-h-11 items-center gap-2 text-base font-bold text-brand-800 sm:text-lg">
          <ImageWithFallback src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
          <span>{COMPANY.name}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((item) => (
              <li key={item.href}>
                <SiteNavLink item={item} className="rounded-md px-3 py-2 text-sm hover:bg-slate-100 hover:text-brand-800" />
              </li>
            ))}
          </ul>
        </nav>

        <LanguageSwitch className="ms-auto px-2 text-sm sm:px-3" />
        <div className="hidden items-center gap-3 lg:flex">
          {user ? (
            <>
              <Link
                to="/account"
                className="flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-slate-800 hover:text-brand-800"
              >
                <Avatar username={user.username} />
                <span className="sr-only">{t('account.myAccount')}</span>
                <span className="max-w-40 truncate">{user.username}</span>
              </Link>
              <LogoutForm className="btn-outline" pendingText={t('account.logout')} />
            </>
          ) : (
            <>
              <Link to="/auth" className="btn-ghost">
                {t('account.login')}
              </Link>
              <Link to="/auth?tab=register" className="btn-primary">
                {t('account.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
