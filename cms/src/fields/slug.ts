import { slugify } from '@cardcompare/shared'
import type { TextField } from 'payload'

/** A document's address on the site: one per document, looked up by it. */
export const slugField = (options: Pick<TextField, 'required'> = {}): TextField => ({
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  ...options,
})

/** A collection hook that fills an empty slug from another text field (a card's name, a post's title). */
export const slugFrom =
  (source: string) =>
  <Args extends { data?: Record<string, unknown> }>({ data }: Args) => {
    if (data && !data.slug && typeof data[source] === 'string') data.slug = slugify(data[source])
    return data
  }
