import type { CollectionConfig } from 'payload'
import { anyone, canEditContent, CONTENT_ROLES, editorField, hasRole, liveOrEditor } from '../../access'
import { ownerField } from '../../fields/owner'
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/catalogueChanges'
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
    // A post's page shows its approved comments and is kept for guests (docs/decisions/031):
    // approving, changing or removing a shown comment tells the storefront. A comment waiting
    // for moderation changes no page, so posting one purges nothing.
    afterChange: [(args) => (args.doc.approved || args.previousDoc?.approved ? revalidateAfterChange(args) : args.doc)],
    afterDelete: [(args) => (args.doc.approved ? revalidateAfterDelete(args) : args.doc)],
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
