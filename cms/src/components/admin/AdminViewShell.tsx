// The frame of our custom admin views (/admin/privacy, /admin/import). Payload serves custom
// views to anyone who asks, signed in or not: without a session that may use the admin there
// is no template, no menu and no form, only `refusal`. The view itself checks the role it needs.
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import React from 'react'
import './admin.css'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  title: string
  /** Shown alone to guests and accounts that may not use the admin. */
  refusal: string
  className: string
  children: (user: NonNullable<AdminViewServerProps['initPageResult']['req']['user']>) => React.ReactNode
}

export function AdminViewShell({ initPageResult, params, searchParams, title, refusal, className, children }: Props) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { user, payload, i18n } = req
  if (!user || !permissions?.canAccessAdmin) {
    return (
      <Gutter className="cc-refusal cc-refusal--bare">
        <h1>{title}</h1>
        <p>{refusal}</p>
      </Gutter>
    )
  }
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter className={className}>
        <h1 className={`${className}__title`}>{title}</h1>
        {children(user)}
      </Gutter>
    </DefaultTemplate>
  )
}
