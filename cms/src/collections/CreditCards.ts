import type { CollectionConfig } from 'payload'
import { CARD_NETWORKS, FEE_VAT, isPublishable, KEY_FIGURE_LABELS, KEY_FIGURES, RATE_KINDS, SALARY_TRANSFER, slugify, SOURCE_KIND_LABELS, SOURCE_KINDS, UNSOURCED_LISTING } from '@cardcompare/shared'
import { canEditContent, editorField, liveOrEditor } from '../access'
import { httpUrlField } from '../fields/httpUrl'
import { cascadeDelete } from '../hooks/cascadeDelete'
import { deriveCardFigures, sourcesOf, stampLastUpdated } from '../hooks/cardFigures'
import { NAV_GROUPS } from './groups'

const BUILT = 'Built from the fees and rates above when the card is saved.'
const options = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }))

export const CreditCards: CollectionConfig = {
  slug: 'credit-cards',
  admin: {
    group: NAV_GROUPS.catalogue,
    useAsTitle: 'name',
    // Freshness at a glance (issue 11 §4): when a source was last read, when the data runs out,
    // and how many key figures no source confirms.
    defaultColumns: ['name', 'bank', 'annualFee', 'lastVerified', 'dataExpiryDate', 'unverifiedFields', 'isActive'],
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
    beforeChange: [deriveCardFigures, stampLastUpdated],
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
      name: 'fees',
      type: 'group',
      admin: { description: 'As the bank publishes them, in AED. Leave a figure empty when no document confirms it.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'joiningFee', label: 'Joining fee (AED)', type: 'number', min: 0, max: 100_000, admin: { description: 'One-off, first statement; 0 if none' } },
            { name: 'annualFee', label: 'Annual fee (AED)', type: 'number', min: 0, max: 100_000, admin: { description: 'Yearly (renewal) fee; 0 if free for life' } },
            {
              name: 'vat',
              label: 'VAT',
              type: 'select',
              defaultValue: 'unknown',
              options: options(FEE_VAT, { included: 'Amounts include VAT', excluded: 'VAT is added to the amounts', unknown: 'The document does not say' }),
              admin: { description: 'What the document says about VAT on these amounts' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'firstYearFree', type: 'checkbox', defaultValue: false, admin: { description: 'The bank waives the first year' } },
            { name: 'firstYearCondition', type: 'text', maxLength: 200, admin: { description: 'e.g. "on salary transfer"' } },
            { name: 'spendWaiver', type: 'text', maxLength: 300, admin: { description: 'e.g. "Waived when you spend AED 20,000 a year"' } },
          ],
        },
      ],
    },
    {
      name: 'rates',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'monthlyRate', label: 'Monthly rate (%)', type: 'number', min: 0, max: 10, admin: { step: 0.01, description: '% a month on purchases' } },
            { name: 'apr', label: 'APR (%)', type: 'number', min: 0, max: 100, admin: { step: 0.01, description: '% a year, as published' } },
            {
              name: 'kind',
              type: 'select',
              defaultValue: 'interest',
              options: options(RATE_KINDS, { interest: 'Interest', profit: 'Profit rate (Islamic)' }),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'annualFee', label: 'Annual fee as shown', type: 'text', admin: { readOnly: true, description: BUILT } },
        { name: 'interestRate', type: 'text', admin: { readOnly: true, description: BUILT } },
        { name: 'interestRateAnnual', type: 'text', admin: { readOnly: true, description: BUILT } },
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
      type: 'row',
      fields: [
        {
          name: 'salaryTransfer',
          type: 'select',
          defaultValue: 'unknown',
          options: options(SALARY_TRANSFER, { required: 'Salary transfer required', 'not-required': 'No salary transfer needed', unknown: 'The bank does not say' }),
        },
        { name: 'salaryNote', type: 'text', maxLength: 300 },
        { name: 'tier', type: 'text', maxLength: 60, admin: { description: 'As the bank names it, e.g. "Infinite"' } },
      ],
    },
    {
      name: 'network',
      type: 'select',
      options: CARD_NETWORKS.map((n) => ({ label: n, value: n })),
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
    {
      name: 'sources',
      type: 'array',
      labels: { singular: 'Source', plural: 'Sources' },
      admin: { description: 'The bank’s own documents the figures were read from. A figure no source covers is shown as “not confirmed”.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 200, admin: { description: 'e.g. "Emirates NBD Credit Card Key Facts Statement"' } },
            { name: 'kind', type: 'select', required: true, options: options(SOURCE_KINDS, SOURCE_KIND_LABELS) },
          ],
        },
        { ...httpUrlField('url', { description: 'On the bank’s own domain' }), required: true },
        {
          type: 'row',
          fields: [
            { name: 'documentDate', type: 'date', admin: { description: 'Only if the document shows one' } },
            { name: 'checkedAt', type: 'date', required: true, admin: { description: 'When you read it' } },
          ],
        },
        { name: 'figures', type: 'select', hasMany: true, required: true, options: options(KEY_FIGURES, KEY_FIGURE_LABELS) },
      ],
    },
    httpUrlField('sourceUrl', { description: 'The card’s main document; left empty, the KFS (else the first source) is used' }),
    { name: 'lastVerified', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: 'The latest date a source was read' } },
    {
      name: 'unverifiedFields',
      type: 'text',
      hasMany: true,
      admin: {
        readOnly: true,
        description: 'Key figures no source confirms',
        components: { Cell: '/components/admin/UnverifiedCell#UnverifiedCell' },
      },
    },
    { name: 'dataExpiryDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: 'After this day the figures must be read again (90 days after the check)' } },
    {
      name: 'lastUpdated',
      type: 'date',
      index: true,
      admin: { readOnly: true, description: 'When a fee, rate, salary or reward figure last changed (set on save)' },
    },
    {
      name: 'reviewNote',
      type: 'textarea',
      maxLength: 1000,
      access: { read: editorField, create: editorField, update: editorField },
      admin: { description: 'For editors: why the card is unlisted, or what is still to check against the bank’s documents. Never shown on the site.' },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { description: 'Listed on the site. Needs a source for the annual fee or a rate.' },
      validate: (value: boolean | null | undefined, { data }: { data: Record<string, unknown> }) =>
        value !== true || isPublishable({ sources: sourcesOf(data) }) || UNSOURCED_LISTING,
    },
    // The document's audit entries (issue 11 §5); a ui field stores nothing.
    { name: 'history', type: 'ui', label: 'History', admin: { disableListColumn: true, components: { Field: '/components/admin/DocumentHistory#DocumentHistory' } } },
  ],
}
