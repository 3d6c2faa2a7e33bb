'use client'
import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** A menu group like Payload's own, holding the link to /admin/privacy. */
export function PrivacyNavLink() {
  const { config } = useConfig()
  const href = `${config.routes.admin}/privacy`
  const active = usePathname() === href
  const label = (
    <>
      {active ? <div className="nav__link-indicator" /> : null}
      <span className="nav__link-label">Privacy requests</span>
    </>
  )
  return (
    <NavGroup label="Privacy (PDPL)">
      {active ? (
        <div className="nav__link" id="nav-privacy">
          {label}
        </div>
      ) : (
        <Link className="nav__link" href={href} id="nav-privacy" prefetch={false}>
          {label}
        </Link>
      )}
    </NavGroup>
  )
}
