'use client'
// The admin's own-account form asks for the current password beside "Change password": the
// server refuses a new password or e-mail address for your own account without it
// (docs/decisions/020). It is checked there only, so saving other fields never needs it.
import type { TextFieldClientComponent } from 'payload'
import { PasswordField } from '@payloadcms/ui'

const serverDecides = () => true as const

export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="current-password"
    field={{
      ...field,
      label: 'Current password',
      required: false,
      admin: { ...field.admin, description: 'Needed only to change your own password or e-mail address.' },
    }}
    path={path ?? field.name}
    validate={serverDecides}
  />
)
