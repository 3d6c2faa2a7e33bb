// Placeholder until the import view lands (issue 11 §1).
import type { AdminViewServerProps } from 'payload'
import React from 'react'

export function ImportView(_props: AdminViewServerProps) {
  return <p>Import and export</p>
}
