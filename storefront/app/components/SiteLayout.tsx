import type { PublicUser } from '@cardcompare/shared'
import { useMatches } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountGateProvider } from './account/AccountGate'
import { FortuneDialog } from './account/FortuneDialog'
import { VerificationBanner } from './account/VerificationBanner'
import { NavigationProgress } from './NavigationProgress'
import { ExitIntentPopup } from './newsletter/ExitIntentPopup'
import { QuizInvitation } from './QuizInvitation'
import { SiteHeader } from './SiteHeader'
import { TipsWidget } from './TipsWidget'
import { IconSprite } from './ui/IconSprite'
import { island } from './ui/Island'

// Links and the newsletter form, below the fold on most pages: hydrated when the visitor nears it.
const SiteFooter = island(() => import('./SiteFooter').then((module) => module.SiteFooter))

/**
 * A route module that exports `handle = { bare: true } satisfies SiteHandle` renders without the
 * site header and footer (spec §2 Guards: /auth, /reset-password, /verify-email).
 */
type SiteHandle = { bare?: boolean }

function useIsBareRoute(): boolean {
  return useMatches().some((match) => (match.handle as SiteHandle | undefined)?.bare === true)
}

/** The page frame of spec §2: header, main, footer; bare routes render alone. */
export function SiteLayout({ user, children }: { user: PublicUser | null; children: ReactNode }) {
  const { t } = useTranslation()
  const bare = useIsBareRoute()
  // Bare pages bring their own <main>. The progress bar of a navigation between the two frames
  // belongs to the page being left, so having one in each is enough.
  if (bare) {
    return (
      <AccountGateProvider user={user}>
        <NavigationProgress />
        {children}
      </AccountGateProvider>
    )
  }
  return (
    <AccountGateProvider user={user}>
      <NavigationProgress />
      <IconSprite />
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t('site.skipToContent')}
        </a>
        <SiteHeader user={user} />
        <VerificationBanner />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {/* Before the footer: on narrower screens it sits in the page there (TipsWidget). */}
        <TipsWidget />
        <SiteFooter />
        <FortuneDialog userId={user?.id ?? null} />
        <QuizInvitation />
        <ExitIntentPopup />
      </div>
    </AccountGateProvider>
  )
}
