// Hostile input gets a 4xx before it reaches the database. Payload passes ids,
// `limit`, `page` and `where` values to PostgreSQL as given, so `/credit-cards/1.5`,
// `?limit=1.5`, `?page=-1`, `where[id][in]=abc`, an id beyond int4 or a NUL byte became 500s.
// One beforeOperation hook on every collection checks them against the collection's fields;
// a beforeChange hook makes sure related ids exist before a foreign key refuses them.
import {
  APIError,
  NotFound,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'
import { validOperatorSet } from 'payload/shared'

const MAX_ROW_ID = 2_147_483_647
const MAX_LIMIT = 1000
const MAX_DEPTH = 10
const MAX_WHERE_NESTING = 8
const MAX_DATA_NESTING = 64
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
/** Payload's operators, looked up by whatever name a request sends. */
const OPERATORS: ReadonlySet<string> = validOperatorSet
/** What a checkbox (or `exists`) is compared with. */
const BOOLEAN_OPERANDS: readonly unknown[] = [true, false, 'true', 'false']

const badRequest = (message: string) => new APIError(message, 400, null, true)

const isRowId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID

/** 7 and "7" are ids; "07", "7.5", "1e3", -1, 2^31 are not. */
function asRowId(value: unknown): number | null {
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) value = Number(value)
  return isRowId(value) ? (value as number) : null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const numericIds = (collection: SanitizedCollectionConfig, req: PayloadRequest) =>
  req.payload.db.defaultIDType === 'number' && req.payload.collections[collection.slug]?.customIDType !== 'text'

/** The collection a single-target relationship or upload points to, when its ids are numbers. */
function numericTarget(field: FlattenedField | undefined, req: PayloadRequest): CollectionSlug | null {
  if (!field || (field.type !== 'relationship' && field.type !== 'upload') || typeof field.relationTo !== 'string') return null
  const target = req.payload.collections[field.relationTo]?.config
  return target && numericIds(target, req) ? field.relationTo : null
}

function checkWholeNumber(name: string, value: unknown, min: number, max: number) {
  if (value === undefined || value === null) return
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`)
  }
}

/** Strings anywhere in `value` must not hold NUL (PostgreSQL cannot store it). */
function checkStrings(value: unknown, depth: number, what: string): void {
  if (depth > MAX_DATA_NESTING) throw badRequest(`The ${what} is nested too deeply.`)
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(`The ${what} contains a NUL character, which is not allowed.`)
  } else if (Array.isArray(value)) {
    for (const item of value) checkStrings(item, depth + 1, what)
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw badRequest(`The ${what} contains a NUL character, which is not allowed.`)
      checkStrings(item, depth + 1, what)
    }
  }
}

const LIST_OPS = new Set(['in', 'not_in', 'all'])

function operands(operator: string, operand: unknown): unknown[] {
  if (Array.isArray(operand)) return operand
  if (typeof operand === 'string' && LIST_OPS.has(operator)) return operand.split(',')
  return [operand]
}

const COMPARE = ['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_OPS = new Set([...COMPARE, 'like', 'not_like', 'contains'])
const MATCH_OPS = new Set(['equals', 'not_equals', 'in', 'not_in', 'exists'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'select', 'radio'])
// Stored as jsonb: PostgreSQL has no (NOT) ILIKE for it, so like, not_like and contains are a 500.
const JSON_TYPES = new Set(['json', 'richText'])

type Kind = {
  type: 'id' | 'number' | 'date' | 'checkbox' | 'text' | 'json' | 'select' | 'point' | 'other'
  many: boolean
  options?: string[]
}

const optionValues = (field: FlattenedField): string[] =>
  'options' in field && Array.isArray(field.options)
    ? field.options.map((option) => (typeof option === 'string' ? option : option.value))
    : []

/** What a query path points at: follows relationships (`bank.name`) and groups; null when unknown. */
function resolvePath(path: string, collection: SanitizedCollectionConfig, req: PayloadRequest): Kind | null {
  let fields: FlattenedField[] = collection.flattenedFields
  let current: SanitizedCollectionConfig = collection
  const segments = path.split('.')
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]
    const last = i === segments.length - 1
    if (name === 'id') return last ? (numericIds(current, req) ? { type: 'id', many: false } : { type: 'text', many: false }) : null
    const field = fields.find((f) => f.name === name)
    if (!field) return null
    const many = 'hasMany' in field && Boolean(field.hasMany)
    if (field.type === 'relationship' || field.type === 'upload') {
      if (last) return numericTarget(field, req) ? { type: 'id', many } : { type: 'other', many }
      if (typeof field.relationTo !== 'string') return null
      const target = req.payload.collections[field.relationTo]?.config
      if (!target) return null
      current = target
      fields = target.flattenedFields
      continue
    }
    // Array rows are queried by their fields (`sources.figures`), like a group's.
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      if (last) return { type: 'other', many: false }
      fields = field.flattenedFields
      continue
    }
    if (!last) return null
    if (field.type === 'number') return { type: 'number', many }
    if (field.type === 'date') return { type: 'date', many: false }
    if (field.type === 'checkbox') return { type: 'checkbox', many: false }
    if (field.type === 'point') return { type: 'point', many: false }
    // A value outside a select's options reaches PostgreSQL as an invalid enum value: a 500.
    if (field.type === 'select' || field.type === 'radio') return { type: 'select', many, options: optionValues(field) }
    if (TEXT_TYPES.has(field.type)) return { type: 'text', many }
    if (JSON_TYPES.has(field.type)) return { type: 'json', many: false }
    return { type: 'other', many }
  }
  return null
}

/** Operators each kind of field answers, and what its values must look like. */
function checkCondition(path: string, kind: Kind, operator: string, operand: unknown) {
  const refuse = (what: string) => badRequest(`"${path}" ${what}`)
  const allowed = (ops: Set<string>) => ops.has(operator) || (operator === 'all' && kind.many)
  if (operator === 'exists') {
    if (!BOOLEAN_OPERANDS.includes(operand)) throw refuse('can only be tested with exists=true or exists=false.')
    return
  }
  // `equals=null` asks for an empty field; inside a list Payload reads "null" as a value and
  // turns it into NaN for an id or number column, which PostgreSQL refuses with a 500.
  const list = LIST_OPS.has(operator)
  const values = operands(operator, operand).filter((v) => v !== null && (list || v !== 'null'))
  switch (kind.type) {
    case 'id':
      if (!allowed(MATCH_OPS) && !(kind.many === false && COMPARE.includes(operator))) throw refuse(`cannot be queried with "${operator}".`)
      if (values.some((v) => asRowId(v) === null)) throw refuse(`must be compared with ids (whole numbers from 1 to ${MAX_ROW_ID}).`)
      return
    case 'number':
      if (!allowed(new Set(COMPARE))) throw refuse(`cannot be queried with "${operator}".`)
      if (
        values.some((v) =>
          typeof v === 'string' ? v.trim() === '' || !Number.isFinite(Number(v)) : typeof v !== 'number' || !Number.isFinite(v),
        )
      ) {
        throw refuse('must be compared with numbers.')
      }
      return
    case 'date':
      if (!allowed(new Set(COMPARE))) throw refuse(`cannot be queried with "${operator}".`)
      // Payload's own queries pass Date objects; a request passes text.
      if (
        values.some(
          (v) => !(v instanceof Date || typeof v === 'string' || typeof v === 'number') || Number.isNaN(new Date(v as string).getTime()),
        )
      ) {
        throw refuse('must be compared with dates.')
      }
      return
    case 'checkbox':
      if (!allowed(MATCH_OPS)) throw refuse(`cannot be queried with "${operator}".`)
      if (values.some((v) => !BOOLEAN_OPERANDS.includes(v))) throw refuse('must be compared with true or false.')
      return
    case 'text':
      if (!allowed(TEXT_OPS)) throw refuse(`cannot be queried with "${operator}".`)
      if (values.some((v) => isPlainObject(v))) throw refuse('must be compared with text.')
      return
    case 'json':
      if (!allowed(new Set(COMPARE))) throw refuse(`cannot be queried with "${operator}".`)
      if (values.some((v) => isPlainObject(v))) throw refuse('must be compared with text.')
      return
    case 'select':
      if (!allowed(MATCH_OPS)) throw refuse(`cannot be queried with "${operator}".`)
      if (values.some((v) => typeof v !== 'string' || !kind.options?.includes(v)))
        throw refuse(`must be compared with one of: ${kind.options?.join(', ')}.`)
      return
    case 'point':
      return
    default:
      if (!allowed(MATCH_OPS)) throw refuse(`cannot be queried with "${operator}".`)
  }
}

function checkWhere(where: unknown, collection: SanitizedCollectionConfig, req: PayloadRequest, nesting: number): void {
  if (nesting > MAX_WHERE_NESTING) throw badRequest('The query is nested too deeply.')
  if (!isPlainObject(where)) throw badRequest('The query (where) is not valid.')
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      const list = Array.isArray(condition) ? condition : isPlainObject(condition) ? Object.values(condition) : null
      if (!list) throw badRequest(`"${path}" in a query must hold a list of conditions.`)
      for (const inner of list) checkWhere(inner, collection, req, nesting + 1)
      continue
    }
    if (!isPlainObject(condition)) throw badRequest(`The query on "${path}" is not valid.`)
    const kind = resolvePath(path, collection, req)
    for (const [operator, operand] of Object.entries(condition)) {
      if (!OPERATORS.has(operator)) throw badRequest(`"${operator}" is not a query operator.`)
      if (GEO_OPERATORS.has(operator) && kind?.type !== 'point') throw badRequest(`"${operator}" only applies to location fields.`)
      // Only the list operators take a list (`[like][0]=x` spells one): given to any other, it
      // reached PostgreSQL as a list, a 500 on every collection.
      if (Array.isArray(operand) && !LIST_OPS.has(operator) && !GEO_OPERATORS.has(operator)) {
        throw badRequest(`"${path}" takes a single value with "${operator}", not a list.`)
      }
      checkStrings(operand, nesting, 'query')
      // Paths Payload does not know it refuses itself with a 400.
      if (kind) checkCondition(path, kind, operator, operand)
    }
  }
}

const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

/**
 * Values of the wrong shape for their field (an object for a select, text for a number, a list
 * for a text) were stored oddly or ended in a 500; they get a 400 naming the field instead.
 */
function checkDataTypes(fields: FlattenedField[], data: Record<string, unknown>, prefix: string): void {
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    if (value === null || value === undefined) continue
    const path = `${prefix}${field.name}`
    const many = 'hasMany' in field && Boolean(field.hasMany)
    const each = (ok: (item: unknown) => boolean) => (many ? Array.isArray(value) && value.every(ok) : ok(value))
    switch (field.type) {
      case 'select':
      case 'radio': {
        const options = optionValues(field)
        if (!each((item) => typeof item === 'string' && options.includes(item)))
          throw badRequest(`"${path}" must be one of: ${options.join(', ')}.`)
        break
      }
      case 'number':
        if (!each(isNumeric)) throw badRequest(`"${path}" must be a number.`)
        break
      case 'text':
      case 'textarea':
      case 'email':
        if (!each((item) => typeof item === 'string')) throw badRequest(`"${path}" must be text.`)
        break
      case 'group':
        if (!isPlainObject(value)) throw badRequest(`"${path}" must be an object.`)
        checkDataTypes(field.flattenedFields, value, `${path}.`)
        break
      case 'array':
        // The admin's form sends a list without rows as its row count, 0; Payload's own hooks
        // and the database adapter read that as no rows, and so do ours from here on.
        if (value === 0) {
          data[field.name] = []
          break
        }
        if (!Array.isArray(value) || !value.every(isPlainObject)) throw badRequest(`"${path}" must be a list of objects.`)
        value.forEach((row, i) => checkDataTypes(field.flattenedFields, row as Record<string, unknown>, `${path}.${i}.`))
        break
    }
  }
}

/**
 * A request sorts only by fields its requester may read: ordering by a hidden or unreadable field
 * (`sort=user.hash` on leads) answers questions about its values one comparison at a time.
 */
async function checkSort(sort: unknown, collection: SanitizedCollectionConfig, req: PayloadRequest) {
  const paths = (Array.isArray(sort) ? sort : [sort]).flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
  for (const raw of paths) {
    const path = raw.trim().replace(/^-/, '')
    let fields: FlattenedField[] = collection.flattenedFields
    for (const name of path.split('.')) {
      const field = fields.find((f) => f.name === name)
      if (!field) break
      const readable =
        !('hidden' in field && field.hidden) &&
        (field.access?.read ? await Promise.resolve(field.access.read({ req })).catch(() => false) : true)
      if (!readable) throw badRequest(`The list cannot be sorted by "${path.slice(0, 100)}".`)
      if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
        fields = req.payload.collections[field.relationTo]?.config.flattenedFields ?? []
      } else if ('flattenedFields' in field) {
        fields = field.flattenedFields
      } else break
    }
  }
}

export const guardOperation: CollectionBeforeOperationHook = async ({ args, collection, req }) => {
  const a = args as Record<string, unknown>
  if (a.sort !== undefined && a.sort !== null && req.payloadAPI !== 'local') await checkSort(a.sort, collection, req)
  // An id that cannot exist is simply not found (Payload hands the parsed number to SQL).
  if (a.id !== undefined && numericIds(collection, req) && asRowId(a.id) === null) throw new NotFound(req.t)
  checkWholeNumber('limit', a.limit, 0, MAX_LIMIT)
  checkWholeNumber('page', a.page, 1, MAX_ROW_ID)
  checkWholeNumber('depth', a.depth, 0, MAX_DEPTH)
  if (a.where !== undefined && a.where !== null) checkWhere(a.where, collection, req, 0)
  if (a.data !== undefined) {
    if (!isPlainObject(a.data)) throw badRequest('The request body must be a JSON object.')
    checkStrings(a.data, 0, 'request body')
    checkDataTypes(collection.flattenedFields, a.data, '')
  }
  return args
}

/**
 * Related ids must name a record the requester can see: a wrong number (1.5, 2^31, an id that
 * does not exist) would otherwise fail the foreign key with a 500.
 */
export const guardRelations: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const errors: { path: string; message: string }[] = []
  for (const field of collection.flattenedFields) {
    const target = numericTarget(field, req)
    if (!target || !(field.name in data)) continue
    const value = data[field.name]
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined)
    const ids = values.map((v) => (isPlainObject(v) && 'id' in v ? v.id : v))
    const before = new Set(
      (Array.isArray(originalDoc?.[field.name]) ? originalDoc[field.name] : [originalDoc?.[field.name]]).map((v: unknown) =>
        isPlainObject(v) ? v.id : v,
      ),
    )
    const fresh = ids.filter((id) => !before.has(id))
    if (!fresh.length) continue
    // Strings that are not ids are left for Payload's own relationship validation.
    if (fresh.some((id) => typeof id === 'number' && !isRowId(id))) {
      errors.push({ path: field.name, message: 'This field refers to an id that cannot exist.' })
      continue
    }
    const numeric = [...new Set(fresh.map(asRowId).filter((id): id is number => id !== null))]
    if (!numeric.length) continue
    const { totalDocs } = await req.payload.count({
      collection: target,
      where: { id: { in: numeric } },
      req,
      overrideAccess: req.payloadAPI === 'local',
    })
    if (totalDocs !== numeric.length) errors.push({ path: field.name, message: 'This field refers to a record that does not exist.' })
  }
  if (errors.length) throw new ValidationError({ collection: collection.slug, errors })
  return data
}
