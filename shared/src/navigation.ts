// The site's header navigation and the footer's quick links (spec §2).

export interface NavLink {
  label: string
  href: string
}
/** Header navigation (spec §2); My Leads and Admin are added by role. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'All Cards', href: '/cards' },
  { label: 'Card Finder', href: '/card-finder' },
  { label: 'Compare', href: '/compare' },
  { label: 'AI Assistant', href: '/ai-assistant' },
]
export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'All Credit Cards', href: '/cards' },
  { label: 'Compare Cards', href: '/compare' },
  { label: 'About Us', href: '/#about' },
  { label: 'Contact Us', href: '/contact' },
]
