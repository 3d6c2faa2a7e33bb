import { HTTP_URL_MESSAGE, httpUrl } from '@cardcompare/shared'
import type { TextField } from 'payload'

/**
 * A text field holding a link we render as an href (a bank's website, a card's source): only
 * absolute http(s) addresses are stored, so `javascript:` never reaches a page (docs/decisions/008).
 * The storefront checks again when it renders, for rows written before this rule.
 */
export const httpUrlField = (name: string, admin: TextField['admin'] = {}): TextField => ({
  name,
  type: 'text',
  maxLength: 2048,
  admin,
  validate: (value: string | null | undefined) =>
    value === null || value === undefined || value === '' || httpUrl(value) !== null || HTTP_URL_MESSAGE,
})
