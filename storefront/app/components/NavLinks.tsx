import { NAV_LINKS, type NavLink as NavLinkData, type PublicUser } from '@cardcompare/shared'
import { Form, NavLink, useNavigation } from '@remix-run/react'
import { Spinner } from './Spinner'

export type HeaderUser = Pick<PublicUser, 'username' | 'role'>

type Item = NavLinkData & { document?: boolean }

/** Header links (spec §2): the four public ones, then My Leads (signed in) and Admin (admins). */
export function navLinksFor(user: HeaderUser | null): Item[] {
  const items: Item[] = [...NAV_LINKS]
  if (user) items.push({ label: 'My Leads', href: '/leads' })
  // The admin is Payload behind the proxy, not a Remix route: always a full page load.
  if (user?.role === 'admin') items.push({ label: 'Admin', href: '/admin', document: true })
  return items
}

export function SiteNavLink({ item, className, onClick }: { item: Item; className: string; onClick?: () => void }) {
  return (
    <NavLink
      to={item.href}
      reloadDocument={item.document}
      onClick={onClick}
      className={({ isActive }) => `${className} ${isActive ? 'text-brand-700 font-semibold' : 'text-slate-700'}`}
    >
      {item.label}
    </NavLink>
  )
}

/** First letter of the username, as the avatar (spec §2 Header). */
export function Avatar({ username }: { username: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white uppercase"
    >
      {username.charAt(0) || '?'}
    </span>
  )
}

/** True while the logout form is being submitted. */
export function useLogoutPending() {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formAction === '/logout'
}

/** Logout is a POST form, so it works without JavaScript; the lead's /logout route handles it. */
export function LogoutForm({ className, pendingText }: { className: string; pendingText: string }) {
  const pending = useLogoutPending()
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className} disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? pendingText : 'Logout'}
      </button>
    </Form>
  )
}
