import type { CollectionConfig } from 'payload'
import { anyone, canEditContent, CONTENT_ROLES, editorField, hasRole, liveOrEditor } from '../../access'
import { ownerField } from '../../fields/owner'
import { ownedByRequester } from '../../hooks/ownedByRequester'
import { NAV_GROUPS } from '../groups'

export const BlogComments: CollectionConfig = {
  slug: 'blog-comments',
  admin: { group: NAV_GROUPS.blog, useAsTitle: 'name', defaultColumns: ['name', 'post', 'approved', 'createdAt'] },
  access: {
    create: anyone,
    read: liveOrEditor('approved'),
    update: canEditContent,
    delete: canEditContent,
  },
  hooks: {
    beforeChange: [
      ({ data, req, operation }) => {
        // New comments wait for moderation, whoever sends them.
        if (!hasRole(req.user, ...CONTENT_ROLES)) {
          if (operation === 'create') data.approved = false
        }
        return data
      },
      // The commenter's account, if signed in; never chosen by the request.
      ownedByRequester('user'),
    ],
  },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'blog-posts', required: true, index: true },
    ownerField({ required: false, index: false }),
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    // A commenter's e-mail is personal data: moderators only.
    { name: 'email', type: 'email', required: true, access: { read: editorField } },
    { name: 'content', type: 'textarea', required: true, maxLength: 4000 },
    { name: 'approved', type: 'checkbox', defaultValue: false, index: true, access: { update: editorField } },
  ],
}
