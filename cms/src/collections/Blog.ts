import { lexicalHTMLField } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'
import { slugify } from '@cardcompare/shared'
import { anyone, canEditContent, CONTENT_ROLES, editorField, hasRole, liveOrEditor } from '../access'
import { cascadeDelete } from '../hooks/cascadeDelete'
import { ownedByRequester, ownerField } from '../hooks/ownedByRequester'
import { NAV_GROUPS } from './groups'

export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  admin: { group: NAV_GROUPS.blog, useAsTitle: 'name' },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'description', type: 'textarea' },
  ],
}

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
      ({ data, req, operation }) => {
        if (!data.slug && typeof data.title === 'string') data.slug = slugify(data.title)
        if (data.published && !data.publishedAt) data.publishedAt = new Date().toISOString()
        if (operation === 'create' && !data.author && req.user) data.author = req.user.id
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', unique: true, index: true },
    { name: 'excerpt', type: 'textarea' },
    { name: 'content', type: 'richText' },
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
    { ...ownerField('user'), required: false, index: false },
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    // A commenter's e-mail is personal data: moderators only.
    { name: 'email', type: 'email', required: true, access: { read: editorField } },
    { name: 'content', type: 'textarea', required: true, maxLength: 4000 },
    { name: 'approved', type: 'checkbox', defaultValue: false, index: true, access: { update: editorField } },
  ],
}
