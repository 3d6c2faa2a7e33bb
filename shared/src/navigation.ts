// The site's header navigation and the footer's quick links (spec §2). Their texts are in the
// message catalogue (i18n/en/common.ts), under the key each link names.
import type en from './i18n/en/common'

export interface NavLink<Key extends string = keyof typeof en.nav> {
  key: Key
  href: string
}
/** Header navigation (spec §2); My Leads and Admin are added by role. */
export const NAV_LINKS: readonly NavLink[] = [
  { key: 'allCards', href: '/cards' },
  { key: 'cardFinder', href: '/card-finder' },
  { key: 'compare', href: '/compare' },
  { key: 'aiAssistant', href: '/ai-assistant' },
]
export const FOOTER_QUICK_LINKS: readonly NavLink<keyof typeof en.footer>[] = [
  { key: 'home', href: '/' },
  { key: 'allCreditCards', href: '/cards' },
  { key: 'compareCards', href: '/compare' },
  { key: 'aboutUs', href: '/#about' },
  { key: 'contactUs', href: '/contact' },
]
