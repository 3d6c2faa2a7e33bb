import { NAV_LINKS, type NavLink as NavLinkData, type PublicUser } from '@cardcompare/shared'
import { useNavigation } from '@remix-run/react'
import { Form, NavLink, useNavigate } from '~/components/ui/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from './Notifications'
import { Spinner } from '~/components/ui/Spinner'
import { useLocalePath } from '~/utils/locale'

export type HeaderUser = Pick<PublicUser, 'username' | 'role'>

type Item = NavLinkData & { document?: boolean }

/** Header links (spec §2): the four public ones, then My Leads (signed in) and Admin (admins). */
export function navLinksFor(user: HeaderUser | null): Item[] {
  const items: Item[] = [...NAV_LINKS]
  if (user) items.push({ key: 'myLeads', href: '/leads' })
  // The admin is Payload behind the proxy, not a Remix route: always a full page load.
  if (user?.role === 'admin') items.push({ key: 'admin', href: '/admin', document: true })
  return items
}

export function SiteNavLink({ item, className, onClick }: { item: Item; className: string; onClick?: () => void }) {
  const { t } = useTranslation()
  return (
    <NavLink
      to={item.href}
      reloadDocument={item.document}
      onClick={onClick}
      className={({ isActive }) => `${className} ${isActive ? 'text-brand-700 font-semibold' : 'text-slate-700'}`}
    >
      {t(`nav.${item.key}`)}
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

/**
 * Logout (spec §4, §8): a POST form to /logout, so it works without JavaScript. With it, the
 * form posts to /api/logout instead, so a failure (the network, the server) can say "Logout
 * failed" and leave the user as they were; on success the toast shows and the user goes home.
 */
export function LogoutForm({ className, pendingText }: { className: string; pendingText: string }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const localize = useLocalePath()
  const [sending, setSending] = useState(false)
  const pending = sending || (navigation.state !== 'idle' && navigation.formAction === localize('/logout'))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    try {
      const res = await fetch('/api/logout', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
      if (!res.ok) throw new Error(`logout answered ${res.status}`)
    } catch {
      setSending(false)
      notify((t) => t.logoutFailed)
      return
    }
    notify((t) => t.loggedOut)
    // The header leaves with the user, so `sending` needs no reset; home reloads every loader.
    navigate('/')
  }

  return (
    <Form method="post" action="/logout" onSubmit={onSubmit}>
      <button type="submit" className={className} disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? pendingText : t('account.logout')}
      </button>
    </Form>
  )
}
