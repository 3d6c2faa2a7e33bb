import type { CollectionConfig } from 'payload'
import {
  CARD_NETWORKS,
  FEE_VAT,
  FIGURE_READINGS,
  isPublishable,
  KEY_FIGURE_LABELS,
  RATE_KINDS,
  readRewardRules,
  REWARD_LIMITS,
  REWARD_PROGRAMME_LABELS,
  REWARD_PROGRAMMES,
  rewardRulesProblems,
  SALARY_TRANSFER,
  SOURCE_FIGURES,
  SOURCE_KIND_LABELS,
  SOURCE_KINDS,
  SPEND_CATEGORIES,
  SPEND_CATEGORY_LABELS,
  UNSOURCED_LISTING,
} from '@cardcompare/shared'
import { canEditContent, editorField, liveOrEditor } from '../../access'
import { historyField } from '../../fields/history'
import { httpUrlField } from '../../fields/httpUrl'
import { selectOptions } from '../../fields/options'
import { slugField, slugFrom } from '../../fields/slug'
import { cascadeDelete } from '../../hooks/cascadeDelete'
import { NAV_GROUPS } from '../groups'
import { deriveCardFigures, sourcesOf, stampLastUpdated } from './hooks/cardFigures'

const BUILT = 'Built from the fees and rates above when the card is saved.'

export const CreditCards: CollectionConfig = {
  slug: 'credit-cards',
  admin: {
    group: NAV_GROUPS.catalogue,
    useAsTitle: 'name',
    // Freshness at a glance (docs/decisions/013): when a source was last read, when the data runs out,
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
    beforeValidate: [slugFrom('name')],
  },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    slugField(),
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
            {
              name: 'joiningFee',
              label: 'Joining fee (AED)',
              type: 'number',
              min: 0,
              max: 100_000,
              admin: { description: 'One-off, first statement; 0 if none' },
            },
            {
              name: 'annualFee',
              label: 'Annual fee (AED)',
              type: 'number',
              min: 0,
              max: 100_000,
              admin: { description: 'Yearly (renewal) fee; 0 if free for life' },
            },
            {
              name: 'vat',
              label: 'VAT',
              type: 'select',
              defaultValue: 'unknown',
              options: selectOptions(FEE_VAT, {
                included: 'Amounts include VAT',
                excluded: 'VAT is added to the amounts',
                unknown: 'The document does not say',
              }),
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
        {
          name: 'fxFee',
          label: 'Foreign-exchange fee (%)',
          type: 'number',
          min: 0,
          max: REWARD_LIMITS.fxFeePercent,
          admin: {
            step: 0.01,
            description: '% of each foreign-currency transaction, as published (a source must confirm "Foreign-exchange fee")',
          },
        },
        {
          name: 'fxFeeNote',
          label: 'Foreign-exchange fee: what the bank adds',
          type: 'text',
          maxLength: 200,
          admin: { description: 'In words, e.g. "plus the card scheme’s own charge"; shown under the fee, not counted in a value' },
        },
        {
          name: 'options',
          label: 'Other annual fees',
          type: 'array',
          labels: { singular: 'Fee option', plural: 'Fee options' },
          admin: {
            description:
              'Another yearly fee the bank prints for this card, with its condition: e.g. AED 525 "for customers who do not transfer their salary". The annual fee above is the headline.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'amount', label: 'Annual fee (AED)', type: 'number', required: true, min: 0, max: 100_000 },
                {
                  name: 'condition',
                  type: 'text',
                  required: true,
                  maxLength: 200,
                  admin: { description: 'Reads on from the amount: "for customers who do not transfer their salary"' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'salaryTransfer',
                  label: 'Applies',
                  type: 'select',
                  defaultValue: 'unknown',
                  options: selectOptions(SALARY_TRANSFER, {
                    required: 'With a salary transfer',
                    'not-required': 'Without a salary transfer',
                    unknown: 'Not about salary transfer',
                  }),
                },
                {
                  name: 'reading',
                  label: 'The condition is',
                  type: 'select',
                  defaultValue: 'bank',
                  options: selectOptions(FIGURE_READINGS, { bank: 'Stated by the bank in words', ours: 'Our reading (shown as such)' }),
                },
              ],
            },
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
            {
              name: 'monthlyRate',
              label: 'Monthly rate (%)',
              type: 'number',
              min: 0,
              max: 10,
              admin: { step: 0.01, description: '% a month on purchases' },
            },
            {
              name: 'monthlyRateUpTo',
              label: 'The bank says "up to"',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'The monthly rate is a maximum, e.g. "Up to 3.75% per month"' },
            },
            {
              name: 'apr',
              label: 'APR (%)',
              type: 'number',
              min: 0,
              max: 100,
              admin: { step: 0.01, description: '% a year, as published' },
            },
            {
              name: 'kind',
              type: 'select',
              defaultValue: 'interest',
              options: selectOptions(RATE_KINDS, { interest: 'Interest', profit: 'Profit rate (Islamic)' }),
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
        { name: 'rewardRate', type: 'text', localized: true },
        { name: 'welcomeBonus', type: 'text', localized: true },
        { name: 'minimumSalary', type: 'number', min: 0, max: 1_000_000, index: true, admin: { description: 'Monthly, AED' } },
      ],
    },
    {
      name: 'rewards',
      label: 'Reward rules (value in AED)',
      type: 'group',
      admin: {
        description:
          'What the card earns per spend category, as the bank publishes it; the site turns it into a yearly value in AED. Leave the programme empty when no document states the rates per category. A source confirming "Rewards" confirms these rules; one confirming "Value of a point or mile" the point value.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'programme', type: 'select', options: selectOptions(REWARD_PROGRAMMES, REWARD_PROGRAMME_LABELS) },
            {
              name: 'unitName',
              label: 'Points or miles called',
              type: 'text',
              maxLength: 60,
              admin: { description: 'e.g. "TouchPoints"; empty for cashback' },
            },
            {
              name: 'unitValueAed',
              label: 'AED per point or mile',
              type: 'number',
              min: 0,
              max: REWARD_LIMITS.unitValueAed,
              admin: { step: 0.0001, description: 'Only where the bank publishes it' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'minimumMonthlySpend',
              label: 'Minimum monthly spend (AED)',
              type: 'number',
              min: 0,
              max: 1_000_000,
              admin: { description: 'Below it the card earns nothing' },
            },
            {
              name: 'monthlyCap',
              label: 'Monthly cap (points, miles or AED)',
              type: 'number',
              min: 0,
              admin: { description: 'Across all categories' },
            },
          ],
        },
        {
          name: 'note',
          type: 'text',
          maxLength: 300,
          admin: { description: 'What the rules leave out, e.g. "5 points per AED at LuLu stores not counted"; shown beside the value' },
        },
        {
          name: 'earn',
          type: 'array',
          labels: { singular: 'Earn rule', plural: 'Earn rules' },
          admin: {
            description:
              'Cashback: the rate is the % back. Points and miles: units per "per AED" spent (USD 1 = AED 3.6725). "Everything else" covers categories without a rule. Leave a rate empty when the bank does not state it.',
          },
          validate: (_value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const rules = readRewardRules(siblingData)
            const problems = rules ? rewardRulesProblems(rules) : []
            return problems.length === 0 || `Check the reward rules: ${problems.join('; ')}.`
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'category', type: 'select', required: true, options: selectOptions(SPEND_CATEGORIES, SPEND_CATEGORY_LABELS) },
                { name: 'rate', type: 'number', min: 0, admin: { step: 0.01 } },
                { name: 'per', label: 'Per AED', type: 'number', min: 0.01, defaultValue: 1 },
                { name: 'monthlyCap', label: 'Monthly cap', type: 'number', min: 0 },
              ],
            },
          ],
        },
        {
          name: 'bands',
          type: 'array',
          labels: { singular: 'Spend band', plural: 'Spend bands' },
          admin: {
            description:
              'Tiered programmes: the rate applies to the part of the month’s spend from "From AED" up to the next band; used instead of "Everything else".',
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'from', label: 'From AED', type: 'number', min: 0, required: true },
                { name: 'rate', type: 'number', min: 0, required: true, admin: { step: 0.01 } },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'salaryTransfer',
          type: 'select',
          defaultValue: 'unknown',
          options: selectOptions(SALARY_TRANSFER, {
            required: 'Salary transfer required',
            'not-required': 'No salary transfer needed',
            unknown: 'The bank does not say',
          }),
        },
        { name: 'salaryNote', type: 'text', maxLength: 300 },
        { name: 'tier', type: 'text', maxLength: 60, admin: { description: 'As the bank names it, e.g. "Infinite"' } },
      ],
    },
    {
      name: 'network',
      type: 'select',
      options: selectOptions(CARD_NETWORKS),
    },
    { name: 'description', type: 'textarea', localized: true },
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
            {
              name: 'title',
              type: 'text',
              required: true,
              maxLength: 200,
              admin: { description: 'e.g. "Emirates NBD Credit Card Key Facts Statement"' },
            },
            { name: 'kind', type: 'select', required: true, options: selectOptions(SOURCE_KINDS, SOURCE_KIND_LABELS) },
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
        { name: 'figures', type: 'select', hasMany: true, required: true, options: selectOptions(SOURCE_FIGURES, KEY_FIGURE_LABELS) },
      ],
    },
    httpUrlField('sourceUrl', { description: 'The card’s main document; left empty, the KFS (else the first source) is used' }),
    {
      name: 'lastVerified',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: 'The latest date a source was read',
      },
    },
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
    {
      name: 'dataExpiryDate',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: 'After this day the figures must be read again (90 days after the check)',
      },
    },
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
      admin: {
        description:
          'For editors: why the card is unlisted, or what is still to check against the bank’s documents. Never shown on the site.',
      },
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
    historyField,
  ],
}
