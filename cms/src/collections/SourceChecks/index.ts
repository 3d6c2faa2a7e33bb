// What the source watcher last found at each bank document a card cites (docs/decisions/033),
// beside the version an editor last confirmed. A document that changed, moved or vanished stays
// "to review", and its cards stay in the dashboard's "Needs attention", until an editor reads the
// new version, updates the cards and ticks "Confirm". Only the watcher (server code) writes the
// findings; an editor's save can only confirm.
import { flattenTopLevelFields, type CollectionBeforeChangeHook, type CollectionConfig, type Field } from 'payload'
import { canEditContent, isAdmin, nobody } from '../../access'
import { selectOptions } from '../../fields/options'
import { NAV_GROUPS } from '../groups'
import { runSourcesEndpoint } from './endpoint'
import { SOURCE_CHECK_STATUSES, STATUS_LABELS, WATCHER_CONTEXT } from './statuses'

/** The collection's top-level data fields but `confirm` (rows and collapsibles hold no data of their own). */
const storedFields = () =>
  flattenTopLevelFields(SourceChecks.fields).flatMap((field) =>
    'name' in field && field.name && field.name !== 'confirm' ? [field.name] : [],
  )

const readOnly = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * An editor's save confirms the latest version (or changes nothing): whatever else the form or a
 * request sends is replaced by what is stored, so a finding cannot be edited away.
 */
const onlyConfirm: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (req.context[WATCHER_CONTEXT] || operation !== 'update' || !originalDoc) return data
  // Everything but `confirm`: the watcher's findings and the confirmed version.
  const stored = Object.fromEntries(storedFields().map((name) => [name, (originalDoc as Record<string, unknown>)[name]]))
  if (data.confirm !== true) return { ...stored, confirm: false }
  const latest = (originalDoc.latest ?? {}) as Record<string, unknown>
  return {
    ...stored,
    confirm: false,
    status: 'unchanged',
    needsReview: false,
    changedAt: null,
    figuresAdded: [],
    figuresRemoved: [],
    diff: null,
    confirmed: {
      fingerprint: latest.fingerprint ?? null,
      text: latest.text ?? null,
      figures: latest.figures ?? [],
      finalUrl: originalDoc.finalUrl ?? null,
      confirmedAt: new Date().toISOString(),
      confirmedBy: req.user?.id ?? null,
    },
  }
}

export const SourceChecks: CollectionConfig = {
  slug: 'source-checks',
  labels: { singular: 'Source check', plural: 'Source checks' },
  admin: {
    group: NAV_GROUPS.catalogue,
    useAsTitle: 'url',
    defaultColumns: ['url', 'status', 'needsReview', 'lastCheckedAt', 'changedAt'],
    description:
      'Each bank document a card cites, as the source watcher last read it. A changed, moved or gone document is listed under "Needs attention" until you read it, update the cards and confirm.',
  },
  defaultSort: '-needsReview',
  access: { read: canEditContent, update: canEditContent, create: nobody, delete: isAdmin },
  disableDuplicate: true,
  hooks: { beforeChange: [onlyConfirm] },
  endpoints: [runSourcesEndpoint],
  fields: [
    {
      name: 'confirm',
      type: 'checkbox',
      defaultValue: false,
      label: 'Confirm: I have read the latest version and updated the cards that cite it',
      admin: {
        position: 'sidebar',
        description: 'Saving with this ticked makes the latest version the one the cards rest on, and takes them off "Needs attention".',
      },
    },
    readOnly({ name: 'url', type: 'text', required: true, unique: true, index: true, maxLength: 2000 }),
    readOnly({ name: 'title', type: 'text', maxLength: 200, admin: { description: 'As the first card citing it names it' } }),
    readOnly({ name: 'status', type: 'select', required: true, index: true, options: selectOptions(SOURCE_CHECK_STATUSES, STATUS_LABELS) }),
    readOnly({ name: 'needsReview', type: 'checkbox', defaultValue: false, index: true, label: 'To review' }),
    readOnly({ name: 'message', type: 'text', maxLength: 500 }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'lastCheckedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
        readOnly({
          name: 'changedAt',
          type: 'date',
          admin: { description: 'When it was first found different from the confirmed version' },
        }),
      ],
    },
    readOnly({ name: 'finalUrl', type: 'text', maxLength: 2000, admin: { description: 'Where the address led, after redirects' } }),
    {
      type: 'row',
      fields: [
        readOnly({ name: 'figuresRemoved', type: 'json', label: 'Figures no longer in it' }),
        readOnly({ name: 'figuresAdded', type: 'json', label: 'Figures new in it' }),
      ],
    },
    readOnly({
      name: 'diff',
      type: 'textarea',
      admin: { description: 'Confirmed version → latest, line by line (- removed, + added)', rows: 16 },
    }),
    {
      name: 'latest',
      type: 'group',
      admin: { description: 'The text as last read' },
      fields: [
        readOnly({ name: 'fingerprint', type: 'text' }),
        readOnly({ name: 'figures', type: 'json' }),
        readOnly({ name: 'text', type: 'textarea' }),
      ],
    },
    {
      name: 'confirmed',
      type: 'group',
      admin: { description: 'The version the cards rest on' },
      fields: [
        readOnly({ name: 'fingerprint', type: 'text' }),
        readOnly({ name: 'finalUrl', type: 'text', maxLength: 2000 }),
        readOnly({ name: 'figures', type: 'json' }),
        readOnly({ name: 'text', type: 'textarea' }),
        readOnly({ name: 'confirmedAt', type: 'date' }),
        readOnly({ name: 'confirmedBy', type: 'relationship', relationTo: 'users' }),
      ],
    },
  ],
}
