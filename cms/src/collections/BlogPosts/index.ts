import { lexicalHTMLField } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'
import { canEditContent, liveOrEditor } from '../../access'
import { slugField, slugFrom } from '../../fields/slug'
import { cascadeDelete } from '../../hooks/cascadeDelete'
import { NAV_GROUPS } from '../groups'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  admin: { group: NAV_GROUPS.blog, useAsTitle: 'title', defaultColumns: ['title', 'published', 'publishedAt', 'author'] },
  defaultSort: '-publishedAt',
  access: {
    read: liveOrEditor('published'),
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  hooks: {
    // A post's comments go with it (they cannot exist without their post).
    beforeDelete: [cascadeDelete([{ collection: 'blog-comments', field: 'post' }])],
    beforeChange: [
      slugFrom('title'),
      ({ data, req, operation }) => {
        if (data.published && !data.publishedAt) data.publishedAt = new Date().toISOString()
        if (operation === 'create' && !data.author && req.user) data.author = req.user.id
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    // Rendered by Payload's own Lexical converter; the storefront shows this HTML.
    lexicalHTMLField({ htmlFieldName: 'contentHtml', lexicalFieldName: 'content' }),
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    // The author is a user account; only its id reaches guests.
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
    { name: 'categories', type: 'relationship', relationTo: 'blog-categories', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'text', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'metaTitle', type: 'text' },
    { name: 'metaDescription', type: 'textarea' },
  ],
}
