import type { UIField } from 'payload'

/** The document's audit entries (docs/decisions/013); a ui field stores nothing. */
export const historyField: UIField = {
  name: 'history',
  type: 'ui',
  label: 'History',
  admin: { disableListColumn: true, components: { Field: '/components/admin/DocumentHistory#DocumentHistory' } },
}
