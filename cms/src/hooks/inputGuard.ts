// Hostile input gets a 4xx before it reaches the database (issue 8 §7). Payload passes ids,
// `limit`, `page` and `where` values to PostgreSQL as given, so `/credit-cards/1.5`,
// `?limit=1.5`, `?page=-1`, `where[id][in]=abc`, an id beyond int4 or a NUL byte became 500s.
// One beforeOperation hook on every collection checks them against the collection's fields;
// a beforeChange hook makes sure related ids exist before a foreign key refuses them.
import {
  APIError,
  NotFound,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'
import { validOperatorSet } from 'payload/shared'

export const MAX_ROW_ID = 2_147_483_647
export const MAX_LIMIT = 1000
const MAX_DEPTH = 10
const MAX_WHERE_NESTING = 8
const MAX_DATA_NESTING = 64
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const ID_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

const badRequest = (message: string) => new APIError(message, 400, null, true)

export const isRowId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID

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
function numericTarget(field: FlattenedField | undefined, req: PayloadRequest): string | null {
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

function operands(operator: string, operand: unknown): unknown[] {
  if (Array.isArray(operand)) return operand
  if (typeof operand === 'string' && (operator === 'in' || operator === 'not_in' || operator === 'all')) return operand.split(',')
  return [operand]
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
    const [head, ...rest] = path.split('.')
    const field = collection.flattenedFields.find((f) => f.name === head)
    const idLike = rest.length === 0 && (head === 'id' ? numericIds(collection, req) : numericTarget(field, req) !== null)
    for (const [operator, operand] of Object.entries(condition)) {
      if (!validOperatorSet.has(operator as never)) throw badRequest(`"${operator}" is not a query operator.`)
      if (GEO_OPERATORS.has(operator) && field?.type !== 'point') throw badRequest(`"${operator}" only applies to location fields.`)
      checkStrings(operand, nesting, 'query')
      if (operator === 'exists' && ![true, false, 'true', 'false'].includes(operand as never)) {
        throw badRequest(`"exists" on "${path}" must be true or false.`)
      }
      if (idLike && ID_OPERATORS.has(operator)) {
        for (const value of operands(operator, operand)) {
          if (value === null || value === 'null') continue
          if (asRowId(value) === null) throw badRequest(`"${path}" must be compared with ids (whole numbers from 1 to ${MAX_ROW_ID}).`)
        }
      }
    }
  }
}

export const guardOperation: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const a = args as Record<string, unknown>
  // An id that cannot exist is simply not found (Payload hands the parsed number to SQL).
  if (a.id !== undefined && numericIds(collection, req) && !isRowId(a.id)) throw new NotFound(req.t)
  checkWholeNumber('limit', a.limit, 0, MAX_LIMIT)
  checkWholeNumber('page', a.page, 1, MAX_ROW_ID)
  checkWholeNumber('depth', a.depth, 0, MAX_DEPTH)
  if (a.where !== undefined && a.where !== null) checkWhere(a.where, collection, req, 0)
  if (a.data !== undefined) checkStrings(a.data, 0, 'request body')
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
    const before = new Set((Array.isArray(originalDoc?.[field.name]) ? originalDoc[field.name] : [originalDoc?.[field.name]]).map((v: unknown) => (isPlainObject(v) ? v.id : v)))
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
      collection: target as never,
      where: { id: { in: numeric } },
      req,
      overrideAccess: req.payloadAPI === 'local',
    })
    if (totalDocs !== numeric.length) errors.push({ path: field.name, message: 'This field refers to a record that does not exist.' })
  }
  if (errors.length) throw new ValidationError({ collection: collection.slug, errors })
  return data
}
