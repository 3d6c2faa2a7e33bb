'use client'
import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** A menu group like Payload's own, holding the link to /admin/import. */
export function ImportNavLink() {
  const { config } = useConfig()
  const href = `${config.routes.admin}/import`
  const active = usePathname() === href
  const label = (
    <>
      {active ? <div className="nav__link-indicator" /> : null}
      <span className="nav__link-label">Import and export</span>
    </>
  )
  return (
    <NavGroup label="Catalogue files">
      {active ? (
        <div className="nav__link" id="nav-import">
          {label}
        </div>
      ) : (
        <Link className="nav__link" href={href} id="nav-import" prefetch={false}>
          {label}
        </Link>
      )}
    </NavGroup>
  )
}
