// Every relationship to a user account is in the personal-data registry (USER_LINKS), so the
// account deletion, the privacy export and the erasure cannot miss a new kind of record.
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { MEMBER_RECORDS, USER_LINKS } from './personalData'
import { collections } from '../collections'

/** `collection.field` for each relationship (or upload) to `users`, nested fields by their path. */
function linksToUsers(slug: string, fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    const named = 'name' in field && field.name ? `${prefix}${field.name}` : null
    if (field.type === 'relationship' || field.type === 'upload') {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      return targets.includes('users') ? [`${slug}.${named}`] : []
    }
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => linksToUsers(slug, tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    if (field.type === 'blocks') return field.blocks.flatMap((block) => linksToUsers(slug, block.fields, `${named}.`))
    if ('fields' in field) return linksToUsers(slug, field.fields, named ? `${named}.` : prefix)
    return []
  })
}

describe('the personal-data registry', () => {
  it('lists every relationship to users in every collection, and nothing else', () => {
    const found = collections.flatMap((collection) => linksToUsers(collection.slug, collection.fields)).sort()
    const registered = USER_LINKS.map(({ collection, field }) => `${collection}.${field}`).sort()
    expect(found).toEqual(registered)
  })

  it('finds a link nested in a group, so a new one cannot hide there', () => {
    const fields: Field[] = [{ name: 'meta', type: 'group', fields: [{ name: 'owner', type: 'relationship', relationTo: 'users' }] }]
    expect(linksToUsers('x', fields)).toEqual(['x.meta.owner'])
  })

  it('takes the member’s own records with the account, in the export and the erasure', () => {
    const members = USER_LINKS.filter((link) => link.kind === 'member').map(({ collection }) => collection)
    expect(members).toEqual(MEMBER_RECORDS.map(({ collection }) => collection))
  })
})
