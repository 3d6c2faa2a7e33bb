import type { CollectionConfig } from 'payload'
import { slugify } from '@cardcompare/shared'
import { canEditContent, liveOrEditor } from '../access'
import { httpUrlField } from '../fields/httpUrl'
import { cascadeDelete } from '../hooks/cascadeDelete'

export const CreditCards: CollectionConfig = {
  slug: 'credit-cards',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'bank', 'annualFee', 'minimumSalary', 'isFeatured', 'isActive'],
    listSearchableFields: ['name', 'slug'],
  },
  defaultSort: 'id',
  access: {
    read: liveOrEditor('isActive'),
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  hooks: {
    beforeDelete: [
      cascadeDelete([
        { collection: 'favorites', field: 'card' },
        { collection: 'card-interactions', field: 'card' },
      ]),
    ],
    beforeValidate: [
      ({ data }) => {
        if (data && !data.slug && typeof data.name === 'string') data.slug = slugify(data.name)
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'slug', type: 'text', unique: true, index: true },
    { name: 'bank', type: 'relationship', relationTo: 'banks', required: true, index: true },
    { name: 'cardTypes', type: 'relationship', relationTo: 'card-types', hasMany: true },
    { name: 'features', type: 'relationship', relationTo: 'features', hasMany: true },
    {
      type: 'row',
      fields: [
        { name: 'annualFee', type: 'text', admin: { description: 'As the bank states it, e.g. "AED 1,575 + VAT, waived first year"' } },
        { name: 'interestRate', type: 'text', admin: { description: 'Monthly rate, e.g. "3.25%"' } },
        { name: 'interestRateAnnual', type: 'text', admin: { description: 'APR where published, e.g. "46.6%"' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'rewardRate', type: 'text' },
        { name: 'welcomeBonus', type: 'text' },
        { name: 'minimumSalary', type: 'number', min: 0, max: 1_000_000, index: true, admin: { description: 'Monthly, AED' } },
      ],
    },
    {
      name: 'network',
      type: 'select',
      options: ['Visa', 'Mastercard', 'American Express', 'Diners Club'].map((n) => ({ label: n, value: n })),
    },
    { name: 'description', type: 'textarea' },
    { name: 'imageUrl', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'isFeatured', type: 'checkbox', defaultValue: false, index: true },
        { name: 'label', type: 'text' },
        { name: 'featuredOrder', type: 'number', index: true },
      ],
    },
    { name: 'additionalInfo', type: 'json' },
    httpUrlField('sourceUrl', { description: "The bank's product page or Key Facts Statement this data was checked against" }),
    { name: 'lastVerified', type: 'date' },
    {
      name: 'unverifiedFields',
      type: 'text',
      hasMany: true,
      admin: { description: 'Fields whose figures are not yet confirmed against the bank’s documents' },
    },
    { name: 'dataExpiryDate', type: 'date' },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
  ],
}
