// The admin's own marks: a card drawn inline in the brand teal, so the admin
// shows CardCompare UAE, not Payload, and loads nothing from another host.
import type { ServerProps } from 'payload'
import Link from 'next/link'
import './admin.css'

/** The card mark: a teal card with a magnetic stripe and a tick, as on the storefront's icon. */
export function CardMark({ size = 24, title }: { size?: number; title?: string }) {
  return (
    <svg
      className="cc-card-mark"
      width={size}
      height={Math.round((size * 24) / 32)}
      viewBox="0 0 32 24"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <rect x="0.5" y="0.5" width="31" height="23" rx="4" fill="#0f766e" />
      <rect x="0.5" y="5" width="31" height="4" fill="#99f6e4" />
      <path d="M11 15.5l3.2 3.2 6.8-6.8" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** graphics.Logo: the sign-in, sign-out and other single-panel screens. */
export function Logo() {
  return (
    <span className="cc-logo">
      <CardMark size={44} />
      <span className="cc-logo__name">
        CardCompare <span className="cc-logo__uae">UAE</span>
        <span className="cc-logo__admin">admin</span>
      </span>
    </span>
  )
}

/** graphics.Icon: the small mark at the start of the breadcrumb and in the mobile nav. */
export function Icon() {
  return <CardMark size={24} title="CardCompare UAE admin" />
}

/** Top of the menu (admin.components.beforeNavLinks): whose admin this is, linking home. */
export function NavBrand({ payload }: Pick<ServerProps, 'payload'>) {
  return (
    <Link className="cc-nav-brand" href={payload.config.routes.admin} prefetch={false} aria-label="CardCompare UAE admin: dashboard">
      <CardMark size={28} />
      <span className="cc-nav-brand__name">
        CardCompare <span className="cc-logo__uae">UAE</span>
      </span>
    </Link>
  )
}
