// /admin/privacy: the admins' desk for privacy requests (UAE PDPL access and erasure, issue 10
// §5). Payload serves custom views to anyone who asks, signed in or not, so this view checks
// the role itself: only an admin gets the form; everyone else a refusal and nothing else.
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import React from 'react'
import { hasRole } from '../../access'
import { PrivacyRequests } from './PrivacyRequests'
import './admin.css'

const TITLE = 'Privacy requests'

export function PrivacyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { user, payload, i18n } = req

  // No session, or an account that may not use the admin: no template, no menu, no form.
  if (!user || !permissions?.canAccessAdmin) {
    return (
      <Gutter className="cc-refusal cc-refusal--bare">
        <h1>{TITLE}</h1>
        <p>Only admins can handle privacy requests. Sign in with an admin account.</p>
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
      <SetStepNav nav={[{ label: TITLE }]} />
      <Gutter className="cc-privacy">
        <h1 className="cc-privacy__title">{TITLE}</h1>
        {hasRole(user, 'admin') ? (
          <>
            <p className="cc-privacy__lead">
              Under the UAE PDPL a person may ask for a copy of the data we hold about them, and ask us to erase it. Enter
              the e-mail address they wrote from. Every export and erasure is written to the audit log.
            </p>
            <PrivacyRequests apiRoute={payload.config.routes.api} />
          </>
        ) : (
          <p className="cc-refusal" role="alert">
            Only admins can handle privacy requests. Ask an admin to export or erase a person’s data.
          </p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
