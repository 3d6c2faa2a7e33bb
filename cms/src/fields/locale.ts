// The language a person used on the site (docs/decisions/036): the storefront sets it from the
// page they were on, and every mail to them is written in it.
import type { SelectField } from 'payload'
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@cardcompare/shared'

export const personLocaleField = (description: string): SelectField => ({
  name: 'locale',
  label: 'Language',
  type: 'select',
  required: true,
  defaultValue: DEFAULT_LOCALE,
  options: LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] })),
  admin: { position: 'sidebar', description },
})
