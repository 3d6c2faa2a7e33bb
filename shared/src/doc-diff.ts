// Field-by-field differences between two versions of a document (docs/decisions/013): the audit
// trail says "fees.annualFee: 1050 → 1100", not "the card changed". Pure: the CMS hook uses it.

type Plain = Record<string, unknown>

/** Bookkeeping every save touches, and values the CMS builds from others. */
export const DIFF_IGNORED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'lastUpdated',
  'lastVerified',
  'unverifiedFields',
  'annualFee',
  'interestRate',
  'interestRateAnnual',
  'sizes',
])

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const isPopulated = (value: Plain) => 'id' in value && ('createdAt' in value || 'updatedAt' in value)

/** A related document counts by its id; array rows lose the ids Payload gives them on every save. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === '') return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value))
    return value.map((item) => (isPlain(item) && !isPopulated(item) ? comparable(withoutId(item)) : comparable(item)))
  if (isPlain(value)) {
    if (isPopulated(value)) return value.id
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)]))
  }
  return value
}

function withoutId({ id: _id, ...rest }: Plain): Plain {
  return rest
}

function flatten(doc: Plain, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  for (const [key, raw] of Object.entries(doc)) {
    if (!prefix && DIFF_IGNORED.has(key)) continue
    const path = prefix ? `${prefix}.${key}` : key
    const value = comparable(raw)
    if (isPlain(raw) && !isPopulated(raw)) flatten(raw, path, out)
    else out.set(path, value)
  }
  return out
}

export type FieldChange = { field: string; from: unknown; to: unknown }

/** The fields whose values differ, in the order of the newer document; `before` null is a creation. */
export function diffDocuments(before: Plain | null | undefined, after: Plain | null | undefined): FieldChange[] {
  const a = flatten(before ?? {})
  const b = flatten(after ?? {})
  const changes: FieldChange[] = []
  for (const field of new Set([...b.keys(), ...a.keys()])) {
    const from = a.has(field) ? a.get(field) : null
    const to = b.has(field) ? b.get(field) : null
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to })
  }
  return changes
}

/** Long values (a description) are cut for the trail; the document keeps the whole text. */
export function clipChange(change: FieldChange, max = 1000): FieldChange {
  const clip = (value: unknown) => {
    if (value === null || value === undefined) return null
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    if (text.length <= max) return value
    return `${text.slice(0, max)}… (${text.length} characters)`
  }
  return { field: change.field, from: clip(change.from), to: clip(change.to) }
}
