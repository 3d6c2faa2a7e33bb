// Bulk import and export of the catalogue (docs/decisions/013): one format for cards, banks and
// features, in CSV or JSON, that the admin's /admin/import view, the import API and the export
// all speak. Pure: the CMS parses the file and loads the database; this module checks every
// row, resolves names to ids and compares each row with what is stored, so a dry run and an
// apply see exactly the same plan.

import {
  FEE_VAT,
  FIGURE_READINGS,
  isPublishable,
  RATE_KINDS,
  SALARY_TRANSFER,
  SOURCE_FIGURES,
  SOURCE_KINDS,
  type CardSource,
  type FeeOption,
} from './card-data'
import { REWARD_LIMITS, REWARD_PROGRAMMES, SPEND_CATEGORIES, type EarnRule, type SpendBand } from './card-value'
import { CMS_BODY_LIMITS, HTTP_MESSAGES } from './http'
import { slugify } from './slugs'
import { hasControlCharacters, hasUnprintableCharacters, httpUrl, UNSUPPORTED_CHARACTERS_MESSAGE } from './text-safety'

export const IMPORT_KINDS = ['cards', 'banks', 'features'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { cards: 'Cards', banks: 'Banks', features: 'Features' }
export const IMPORT_COLLECTION: Record<ImportKind, 'credit-cards' | 'banks' | 'features'> = {
  cards: 'credit-cards',
  banks: 'banks',
  features: 'features',
}
export const IMPORT_FORMATS = ['csv', 'json'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** A file larger than this is refused before it is read. */
export const MAX_IMPORT_BYTES = CMS_BODY_LIMITS.import
export const MAX_IMPORT_ROWS = 5000
/** Separates several card types or features in one CSV cell. */
export const LIST_SEPARATOR = '|'

export const CARD_NETWORKS = ['Visa', 'Mastercard', 'American Express', 'Diners Club'] as const

export const UNSOURCED_LISTING =
  'A card is listed only when one of its sources confirms its annual fee or a rate. Add the bank’s document under Sources, or untick Active.'

export const IMPORT_MESSAGES = {
  tooLarge: HTTP_MESSAGES.importTooLarge,
  empty: 'The file is empty.',
  notText: 'This is not a CSV or JSON text file. Export the sheet as “CSV UTF-8” and try again.',
  notUtf8: 'The file is not UTF-8 text. Save it as “CSV UTF-8” (or JSON in UTF-8) and try again.',
  badCsv: (detail: string) => `The CSV file could not be read: ${detail}`,
  badJson: (detail: string) => `The JSON file could not be read: ${detail}`,
  jsonShape: 'A JSON import is a list of objects, e.g. [{"slug": "…", "name": "…"}], or {"items": [ … ]}.',
  noRows: 'The file has no rows to import.',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  unknownColumns: (columns: string[], known: readonly string[]) =>
    `Unknown column${columns.length === 1 ? '' : 's'}: ${columns.join(', ')}. This import reads: ${known.join(', ')}.`,
  noKeyColumn: (kind: ImportKind) =>
    kind === 'features'
      ? 'The file needs a “name” column.'
      : 'The file needs a “slug” or a “name” column to match rows with what is stored.',
  invalidRows: 'Nothing was imported: fix the invalid rows (see the report) and try again.',
  badFormat: 'Send the file as text/csv or application/json.',
  unknownKind: 'Import cards, banks or features.',
} as const

// --- Columns ---

type Base = { column: string; requiredOnCreate?: boolean }
/** `locale`: the column holds the text in that language of the field it names without `_ar` (docs/decisions/037). */
type TextSpec = Base & { type: 'text'; max: number; multiline?: boolean; locale?: TranslatedLocale }
type NumberSpec = Base & { type: 'number'; min: number; max: number; integer?: boolean }
type BooleanSpec = Base & { type: 'boolean' }
type SelectSpec = Base & { type: 'select'; options: readonly string[]; fallback: string | null }
type DateSpec = Base & { type: 'date' }
type UrlSpec = Base & { type: 'url' }
type PathSpec = Base & { type: 'path' }
type EmailSpec = Base & { type: 'email' }
type SlugSpec = Base & { type: 'slug' }
type RefSpec = Base & { type: 'ref'; to: 'banks' | 'card-types' | 'features'; many: boolean }
type SourcesSpec = Base & { type: 'sources' }
/** A card's reward rules (`rewards.earn`, `rewards.bands`) or fee options (`fees.options`): a JSON list in one cell, like sources. */
type RulesSpec = Base & { type: 'rules'; of: 'earn' | 'bands' | 'feeOptions' }
export type ColumnSpec =
  | TextSpec
  | NumberSpec
  | BooleanSpec
  | SelectSpec
  | DateSpec
  | UrlSpec
  | PathSpec
  | EmailSpec
  | SlugSpec
  | RefSpec
  | SourcesSpec
  | RulesSpec

const text = (column: string, max: number, extra: Partial<TextSpec> = {}): TextSpec => ({ column, type: 'text', max, ...extra })

/** The languages besides English that the CMS keeps texts in; each has its own import columns. */
export const TRANSLATED_LOCALES = ['ar'] as const
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number]
/** A localised text's column in another language: `description` → `description_ar`. */
const translated = (column: string, max: number, extra: Partial<TextSpec> = {}): TextSpec[] =>
  TRANSLATED_LOCALES.map((locale) => text(`${column}_${locale}`, max, { ...extra, locale }))
/** The field a translated column writes (`description_ar` → `description`). */
export const translatedField = (spec: TextSpec & { locale: TranslatedLocale }) => spec.column.slice(0, -(spec.locale.length + 1))
const number = (column: string, min: number, max: number, integer = false): NumberSpec => ({ column, type: 'number', min, max, integer })
const bool = (column: string): BooleanSpec => ({ column, type: 'boolean' })
const select = (column: string, options: readonly string[], fallback: string | null): SelectSpec => ({
  column,
  type: 'select',
  options,
  fallback,
})

export const IMPORT_SPECS: Record<ImportKind, readonly ColumnSpec[]> = {
  cards: [
    { column: 'slug', type: 'slug' },
    text('name', 200, { requiredOnCreate: true }),
    { column: 'bank', type: 'ref', to: 'banks', many: false, requiredOnCreate: true },
    select('network', CARD_NETWORKS, null),
    text('tier', 60),
    { column: 'cardTypes', type: 'ref', to: 'card-types', many: true },
    { column: 'features', type: 'ref', to: 'features', many: true },
    number('fees.joiningFee', 0, 100_000),
    number('fees.annualFee', 0, 100_000),
    select('fees.vat', FEE_VAT, 'unknown'),
    bool('fees.firstYearFree'),
    text('fees.firstYearCondition', 200),
    text('fees.spendWaiver', 300),
    number('fees.fxFee', 0, REWARD_LIMITS.fxFeePercent),
    text('fees.fxFeeNote', 200),
    { column: 'fees.options', type: 'rules', of: 'feeOptions' },
    number('rates.monthlyRate', 0, 10),
    bool('rates.monthlyRateUpTo'),
    number('rates.apr', 0, 100),
    select('rates.kind', RATE_KINDS, 'interest'),
    number('minimumSalary', 0, 1_000_000, true),
    select('salaryTransfer', SALARY_TRANSFER, 'unknown'),
    text('salaryNote', 300),
    text('rewardRate', 300),
    select('rewards.programme', REWARD_PROGRAMMES, null),
    text('rewards.unitName', 60),
    number('rewards.unitValueAed', 0, REWARD_LIMITS.unitValueAed),
    number('rewards.minimumMonthlySpend', 0, 1_000_000),
    number('rewards.monthlyCap', 0, 100_000_000),
    { column: 'rewards.earn', type: 'rules', of: 'earn' },
    { column: 'rewards.bands', type: 'rules', of: 'bands' },
    text('rewards.note', 300),
    text('welcomeBonus', 300),
    text('description', 5000, { multiline: true }),
    ...translated('description', 5000, { multiline: true }),
    ...translated('welcomeBonus', 300),
    ...translated('rewardRate', 300),
    { column: 'imageUrl', type: 'path' },
    bool('isFeatured'),
    text('label', 60),
    number('featuredOrder', 0, 10_000, true),
    { column: 'sourceUrl', type: 'url' },
    { column: 'dataExpiryDate', type: 'date' },
    bool('isActive'),
    text('reviewNote', 1000, { multiline: true }),
    { column: 'sources', type: 'sources' },
  ],
  banks: [
    { column: 'slug', type: 'slug' },
    text('name', 200, { requiredOnCreate: true }),
    ...translated('name', 200),
    { column: 'logo', type: 'path' },
    text('description', 5000, { multiline: true }),
    ...translated('description', 5000, { multiline: true }),
    { column: 'website', type: 'url' },
    text('address', 300),
    text('phoneNumber', 40),
    { column: 'email', type: 'email' },
    { column: 'featuredImageUrl', type: 'path' },
    number('established', 1800, 2100, true),
    number('employees', 0, 10_000_000, true),
    text('headquarters', 200),
    text('brandColors.primary', 30),
    text('brandColors.secondary', 30),
    bool('isActive'),
  ],
  features: [
    text('name', 200, { requiredOnCreate: true }),
    ...translated('name', 200),
    text('icon', 60),
    text('description', 2000, { multiline: true }),
    ...translated('description', 2000, { multiline: true }),
  ],
}

/** The columns of a kind that hold a text in another language. */
export const translatedSpecs = (kind: ImportKind) =>
  IMPORT_SPECS[kind].filter((spec): spec is TextSpec & { locale: TranslatedLocale } => spec.type === 'text' && spec.locale !== undefined)

export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = {
  cards: IMPORT_SPECS.cards.map((s) => s.column),
  banks: IMPORT_SPECS.banks.map((s) => s.column),
  features: IMPORT_SPECS.features.map((s) => s.column),
}

// --- Values ---

/** A source as the import reads and writes it: dates as YYYY-MM-DD. */
export type ImportSource = CardSource
// string[]: a reference column's names as written, until planImport resolves them to ids.
export type CellValue = string | number | boolean | null | number[] | string[] | ImportSource[] | EarnRule[] | SpendBand[] | FeeOption[]
/** A row after parsing: column → value; a column the file does not have is absent (left as stored). */
export type ParsedRow = Record<string, CellValue>

export type RowError = { column: string; message: string }

/** Names and ids the rows may refer to. */
export type Lookups = {
  banks: { id: number; slug: string; name: string }[]
  'card-types': { id: number; name: string }[]
  features: { id: number; name: string }[]
}

const isBlank = (raw: unknown) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')
const FORMULA_ESCAPE = /^'[=+\-@\t\r]/

/** Undo the export's formula guard (a leading apostrophe before =, +, -, @). */
export function unescapeCell(raw: string): string {
  return FORMULA_ESCAPE.test(raw) ? raw.slice(1) : raw
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** A day as YYYY-MM-DD (a timestamp counts by its UTC day), or null when it is not a real date. */
export function toDay(raw: unknown): string | null {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString().slice(0, 10)
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  const match = DAY.exec(value)
  if (!match) return null
  const date = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value)
  if (Number.isNaN(date.getTime())) return null
  const day = date.toISOString().slice(0, 10)
  // 2026-02-31 parses as March; refuse it rather than move it.
  if (value.length === 10 && day !== value) return null
  return day
}

function parseBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : undefined
  if (typeof raw !== 'string') return undefined
  const value = raw.trim().toLowerCase()
  if (['true', 'yes', '1', 'y'].includes(value)) return true
  if (['false', 'no', '0', 'n'].includes(value)) return false
  return undefined
}

function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined
  if (typeof raw !== 'string') return undefined
  const value = raw.trim()
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined
  return Number(value)
}

type Result = { value: CellValue } | { error: string }

/** One cell (a CSV string or a JSON value) → its value, or the reason it cannot be read. */
export function parseCell(spec: ColumnSpec, raw: unknown): Result {
  if (typeof raw === 'string') raw = unescapeCell(raw)
  if (isBlank(raw)) {
    if (spec.type === 'boolean') return { value: false }
    if (spec.type === 'select') return { value: spec.fallback }
    if (spec.type === 'ref' && spec.many) return { value: [] }
    if (spec.type === 'sources' || spec.type === 'rules') return { value: [] }
    return { value: null }
  }
  switch (spec.type) {
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: 'Write text here.' }
      const value = String(raw).trim()
      if (spec.multiline ? hasUnprintableCharacters(value) : hasControlCharacters(value)) return { error: UNSUPPORTED_CHARACTERS_MESSAGE }
      if (value.length > spec.max)
        return { error: `At most ${spec.max.toLocaleString('en-US')} characters (this has ${value.length.toLocaleString('en-US')}).` }
      return { value }
    }
    case 'number': {
      const value = parseNumber(raw)
      if (value === undefined) return { error: 'Write a plain number, e.g. 1050 or 3.25 (no currency, commas or %).' }
      if (spec.integer && !Number.isInteger(value)) return { error: 'Write a whole number.' }
      if (value < spec.min || value > spec.max)
        return { error: `Must be between ${spec.min.toLocaleString('en-US')} and ${spec.max.toLocaleString('en-US')}.` }
      return { value }
    }
    case 'boolean': {
      const value = parseBoolean(raw)
      return value === undefined ? { error: 'Write true or false.' } : { value }
    }
    case 'select': {
      const value = typeof raw === 'string' ? raw.trim() : raw
      const match = spec.options.find((option) => typeof value === 'string' && option.toLowerCase() === value.toLowerCase())
      return match ? { value: match } : { error: `Must be one of: ${spec.options.join(', ')}.` }
    }
    case 'date': {
      const value = toDay(raw)
      return value ? { value } : { error: 'Write a date as YYYY-MM-DD.' }
    }
    case 'url': {
      const value = typeof raw === 'string' ? httpUrl(raw) : null
      if (!value || value.length > 1000) return { error: 'Write a full web address starting with https:// (or http://).' }
      return { value: (raw as string).trim() }
    }
    case 'path': {
      const value = typeof raw === 'string' ? raw.trim() : ''
      const ok = value.length <= 500 && !hasControlCharacters(value) && (/^\/(?!\/)[^\s<>"'\\]*$/.test(value) || httpUrl(value) !== null)
      return ok ? { value } : { error: 'Write a path on this site (/images/…) or a full https:// address.' }
    }
    case 'email': {
      const value = typeof raw === 'string' ? raw.trim() : ''
      return /^[^\s@<>"]{1,64}@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) && value.length <= 254
        ? { value }
        : { error: 'Write an e-mail address.' }
    }
    case 'slug': {
      const value = typeof raw === 'string' ? raw.trim() : ''
      return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120
        ? { value }
        : { error: 'A slug is lowercase letters, digits and single hyphens, e.g. adcb-touchpoints-infinite.' }
    }
    case 'ref':
      // Resolved against the database in planImport; here only the shape is checked.
      return parseRefTokens(spec, raw)
    case 'sources':
      return parseSources(raw)
    case 'rules':
      return parseRules(spec, raw)
  }
}

const RULE_HINT: Record<RulesSpec['of'], string> = {
  earn: 'Earn rules are a JSON list: [{"category": "dining", "rate": 5, "per": 1, "monthlyCap": null}].',
  bands: 'Spend bands are a JSON list: [{"from": 0, "rate": 0.5}, {"from": 5000, "rate": 2}].',
  feeOptions:
    'Fee options are a JSON list: [{"amount": 525, "condition": "for customers who do not transfer their salary", "salaryTransfer": "not-required", "reading": "bank"}].',
}
const RULE_KEYS: Record<RulesSpec['of'], readonly string[]> = {
  earn: ['category', 'rate', 'per', 'monthlyCap'],
  bands: ['from', 'rate'],
  feeOptions: ['amount', 'condition', 'salaryTransfer', 'reading'],
}
/** The longest condition an option's text may have, as the other condition fields. */
const FEE_OPTION_CONDITION_MAX = 200

function parseRules(spec: RulesSpec, raw: unknown): Result {
  let list = raw
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw)
    } catch {
      return { error: RULE_HINT[spec.of] }
    }
  }
  if (!Array.isArray(list)) return { error: RULE_HINT[spec.of] }
  if (list.length > 20) return { error: 'At most 20 rules.' }
  const rows: (EarnRule | SpendBand | FeeOption)[] = []
  for (const [i, item] of list.entries()) {
    const n = `Rule ${i + 1}`
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { error: `${n}: ${RULE_HINT[spec.of]}` }
    const row = item as Record<string, unknown>
    const unknown = Object.keys(row).filter((k) => !RULE_KEYS[spec.of].includes(k) && k !== 'id')
    if (unknown.length) return { error: `${n} has unknown keys: ${unknown.join(', ')}.` }
    const amount = (key: string, optional: boolean) => {
      const value = row[key]
      if (value === null || value === undefined || value === '') return optional ? null : undefined
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100_000_000 ? value : undefined
    }
    if (spec.of === 'feeOptions') {
      const amount = row.amount
      const condition = typeof row.condition === 'string' ? row.condition.trim() : ''
      if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount > 100_000)
        return { error: `Option ${i + 1}: "amount" is a plain number from 0 to 100,000.` }
      if (!condition || condition.length > FEE_OPTION_CONDITION_MAX || hasControlCharacters(condition))
        return { error: `Option ${i + 1}: "condition" is the bank's condition in words, at most ${FEE_OPTION_CONDITION_MAX} characters.` }
      const salaryTransfer = row.salaryTransfer ?? 'unknown'
      const reading = row.reading ?? 'bank'
      if (!(SALARY_TRANSFER as readonly unknown[]).includes(salaryTransfer))
        return { error: `Option ${i + 1}: "salaryTransfer" is one of ${SALARY_TRANSFER.join(', ')}.` }
      if (!(FIGURE_READINGS as readonly unknown[]).includes(reading))
        return { error: `Option ${i + 1}: "reading" is one of ${FIGURE_READINGS.join(', ')}.` }
      rows.push({
        amount,
        condition,
        salaryTransfer: salaryTransfer as FeeOption['salaryTransfer'],
        reading: reading as FeeOption['reading'],
      })
      continue
    }
    if (spec.of === 'bands') {
      const from = amount('from', false)
      const rate = amount('rate', false)
      if (from == null || rate == null) return { error: `${n}: "from" and "rate" are plain numbers.` }
      rows.push({ from, rate })
      continue
    }
    if (!(SPEND_CATEGORIES as readonly unknown[]).includes(row.category))
      return { error: `${n}: category must be one of ${SPEND_CATEGORIES.join(', ')}.` }
    const rate = amount('rate', true)
    const per = amount('per', true)
    const monthlyCap = amount('monthlyCap', true)
    if (rate === undefined || per === undefined || monthlyCap === undefined || per === 0) {
      return { error: `${n}: rate, per and monthlyCap are plain numbers (per above 0), or null.` }
    }
    rows.push({ category: row.category as EarnRule['category'], rate, per: per ?? 1, monthlyCap })
  }
  return { value: rows as EarnRule[] | SpendBand[] | FeeOption[] }
}

/** Reference tokens are kept as given (strings), resolved to ids in planImport. */
function parseRefTokens(spec: RefSpec, raw: unknown): Result {
  let tokens: unknown[]
  if (Array.isArray(raw)) tokens = raw
  else if (typeof raw === 'string') tokens = spec.many ? raw.split(LIST_SEPARATOR) : [raw]
  else if (typeof raw === 'number') tokens = [raw]
  else return { error: spec.many ? 'Write names separated by |, e.g. Cashback | Dining.' : 'Write a name, slug or id.' }
  const out = tokens.map((t) => (typeof t === 'number' ? String(t) : typeof t === 'string' ? t.trim() : null))
  if (out.some((t) => t === null || hasControlCharacters(t) || t.length > 200)) return { error: UNSUPPORTED_CHARACTERS_MESSAGE }
  const list = out.filter((t): t is string => t !== '')
  if (!spec.many && list.length !== 1) return { error: 'Write one name, slug or id.' }
  return { value: list }
}

const SOURCE_KEYS = ['title', 'kind', 'url', 'documentDate', 'checkedAt', 'figures'] as const

function parseSources(raw: unknown): Result {
  let list = raw
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw)
    } catch {
      return {
        error:
          'Sources are a JSON list: [{"title": …, "kind": "kfs", "url": "https://…", "checkedAt": "2026-11-23", "figures": ["annualFee"]}].',
      }
    }
  }
  if (!Array.isArray(list)) return { error: 'Sources are a list of documents.' }
  if (list.length > 20) return { error: 'At most 20 sources.' }
  const sources: ImportSource[] = []
  for (const [i, item] of list.entries()) {
    const n = `Source ${i + 1}`
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { error: `${n} is not a document ({"title": …, "url": …}).` }
    const row = item as Record<string, unknown>
    const unknown = Object.keys(row).filter((k) => !(SOURCE_KEYS as readonly string[]).includes(k) && k !== 'id')
    if (unknown.length) return { error: `${n} has unknown keys: ${unknown.join(', ')}.` }
    const title = typeof row.title === 'string' ? row.title.trim() : ''
    if (!title || title.length > 200 || hasControlCharacters(title)) return { error: `${n} needs a title (at most 200 characters).` }
    if (!(SOURCE_KINDS as readonly unknown[]).includes(row.kind)) return { error: `${n}: kind must be one of ${SOURCE_KINDS.join(', ')}.` }
    const url = typeof row.url === 'string' ? httpUrl(row.url) : null
    if (!url) return { error: `${n} needs a url starting with https:// (or http://).` }
    const checkedAt = toDay(row.checkedAt)
    if (!checkedAt) return { error: `${n} needs checkedAt, the day you read it (YYYY-MM-DD).` }
    const documentDate = isBlank(row.documentDate) ? null : toDay(row.documentDate)
    if (!isBlank(row.documentDate) && !documentDate) return { error: `${n}: documentDate must be YYYY-MM-DD.` }
    const figures = Array.isArray(row.figures) ? row.figures : []
    if (!figures.length || figures.some((f) => !(SOURCE_FIGURES as readonly unknown[]).includes(f))) {
      return { error: `${n}: figures must list what it confirms, from ${SOURCE_FIGURES.join(', ')}.` }
    }
    sources.push({
      title,
      kind: row.kind as ImportSource['kind'],
      url: (row.url as string).trim(),
      documentDate,
      checkedAt,
      figures: figures as ImportSource['figures'],
    })
  }
  return { value: sources }
}

// --- Stored documents in the import's terms ---

type Doc = Record<string, unknown>

/** The value at a dotted path (`fees.annualFee`) of a document, undefined when absent. */
export const valueAtPath = (doc: Doc | null | undefined, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Doc)[key] : undefined), doc)

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as Doc).id === 'number') return (value as Doc).id as number
  return null
}

/** A stored value as the import compares it (the same shapes parseCell gives). */
function storedValue(spec: ColumnSpec, raw: unknown): CellValue {
  switch (spec.type) {
    case 'boolean':
      return raw === true
    case 'select':
      return typeof raw === 'string' && raw ? raw : spec.fallback
    case 'number':
      return typeof raw === 'number' ? raw : null
    case 'date':
      return toDay(raw)
    case 'ref':
      if (spec.many) return Array.isArray(raw) ? raw.map(idOf).filter((id): id is number => id !== null) : []
      return idOf(raw) === null ? null : [idOf(raw) as number]
    case 'sources':
      return Array.isArray(raw)
        ? raw.map((row: Doc) => ({
            title: String(row.title ?? ''),
            kind: row.kind as ImportSource['kind'],
            url: String(row.url ?? ''),
            documentDate: toDay(row.documentDate),
            checkedAt: toDay(row.checkedAt) ?? '',
            figures: (Array.isArray(row.figures) ? row.figures : []) as ImportSource['figures'],
          }))
        : []
    case 'rules': {
      // Read back through parseRules, so a stored row compares equal to its export.
      const rows = Array.isArray(raw) ? raw.map(({ id: _id, ...row }: Doc) => row) : []
      const read = parseRules(spec, rows)
      return 'value' in read ? read.value : []
    }
    default: {
      // Compared as the import reads it (trimmed), so export → import is unchanged.
      const text = typeof raw === 'string' ? raw.trim() : raw == null ? '' : String(raw)
      return text === '' ? null : text
    }
  }
}

/** A stored document as an import row: the values the export writes and a dry run compares. */
export function storedRow(kind: ImportKind, doc: Doc): ParsedRow {
  const row: ParsedRow = {}
  for (const spec of IMPORT_SPECS[kind]) row[spec.column] = storedValue(spec, valueAtPath(doc, spec.column))
  return row
}

/** How two values of one column compare: lists of related ids ignore their order. */
function sameValue(spec: ColumnSpec, a: CellValue, b: CellValue): boolean {
  if (spec.type === 'ref') {
    const ids = (v: CellValue) => (Array.isArray(v) ? [...(v as number[])].sort((x, y) => x - y) : [])
    return JSON.stringify(ids(a)) === JSON.stringify(ids(b))
  }
  return JSON.stringify(a) === JSON.stringify(b)
}

// --- Export ---

/** What an exported cell shows for a value: related records by slug or name, not by id. */
export function exportValue(spec: ColumnSpec, value: CellValue, lookups: Lookups): unknown {
  if (spec.type === 'ref') {
    const ids = Array.isArray(value) ? (value as number[]) : []
    const names = ids.map((id) => {
      const found = (lookups[spec.to] as { id: number; name: string; slug?: string }[]).find((item) => item.id === id)
      return found ? (found.slug ?? found.name) : String(id)
    })
    return spec.many ? names : (names[0] ?? null)
  }
  return value
}

/** An export row for CSV: every column as text, lists joined with |, sources as JSON. */
export function csvCells(kind: ImportKind, row: ParsedRow, lookups: Lookups): (string | number | null)[] {
  return IMPORT_SPECS[kind].map((spec) => {
    const value = exportValue(spec, row[spec.column] ?? null, lookups)
    if (value === null || value === undefined) return null
    if (spec.type === 'sources' || spec.type === 'rules') return (value as unknown[]).length ? JSON.stringify(value) : null
    if (Array.isArray(value)) return value.join(` ${LIST_SEPARATOR} `)
    if (typeof value === 'boolean') return value ? 'true' : 'false'
    return value as string | number
  })
}

/** An export row for JSON: groups nested (fees, rates, brandColors) as the CMS holds them. */
export function jsonItem(kind: ImportKind, row: ParsedRow, lookups: Lookups): Record<string, unknown> {
  const item: Record<string, unknown> = {}
  for (const spec of IMPORT_SPECS[kind]) {
    const value = exportValue(spec, row[spec.column] ?? null, lookups)
    const [head = '', tail] = spec.column.split('.')
    if (tail) item[head] = { ...((item[head] as object) ?? {}), [tail]: value }
    else item[head] = value
  }
  return item
}

// --- Reading rows of a file ---

/** The groups a dotted column belongs to (fees, rates, rewards, brandColors). */
const GROUPS = new Set(
  Object.values(IMPORT_COLUMNS).flatMap((columns) => columns.filter((c) => c.includes('.')).map((c) => c.split('.')[0]!)),
)

/** Nested JSON objects ({"fees": {"annualFee": 0}}) read as the dotted columns CSV uses. */
export function flattenItem(item: Record<string, unknown>): Record<string, unknown> {
  // No prototype: a key called __proto__ stays a key (and is refused as an unknown column).
  const out = Object.create(null) as Record<string, unknown>
  for (const [key, value] of Object.entries(item)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && GROUPS.has(key)) {
      for (const [sub, subValue] of Object.entries(value)) out[`${key}.${sub}`] = subValue
    } else out[key] = value
  }
  return out
}

export type RawRow = { row: number; cells: Record<string, unknown> }

/** The columns of a file this import does not read (the file is refused when there are any). */
export function unknownColumns(kind: ImportKind, columns: Iterable<string>): string[] {
  const known = new Set(IMPORT_COLUMNS[kind])
  return [...new Set(columns)].filter((c) => !known.has(c))
}

// --- The plan ---

export type ImportChange = { field: string; from: unknown; to: unknown }
export type ReportRow =
  | { row: number; key: string; status: 'new'; values: Record<string, unknown> }
  | { row: number; key: string; status: 'changed'; id: number; changes: ImportChange[] }
  | { row: number; key: string; status: 'unchanged'; id: number }
  | { row: number; key: string; status: 'invalid'; errors: RowError[] }

export type ImportTotals = { rows: number; new: number; changed: number; unchanged: number; invalid: number }

export type ImportReport = {
  kind: ImportKind
  format: ImportFormat
  dryRun: boolean
  applied: boolean
  importId: string | null
  columns: string[]
  totals: ImportTotals
  rows: ReportRow[]
  message: string
}

/** A write the apply step performs: Payload data, keyed to its report row. */
/** `translations`: per language, the localised fields to write in it after the English data. */
type Translations = Partial<Record<TranslatedLocale, Record<string, unknown>>>
export type ImportWrite =
  | { op: 'create'; row: number; key: string; data: Record<string, unknown>; translations: Translations }
  | {
      op: 'update'
      row: number
      key: string
      id: number
      data: Record<string, unknown>
      translations: Translations
      changes: ImportChange[]
    }

export type ImportPlan = { report: Omit<ImportReport, 'dryRun' | 'applied' | 'importId' | 'message' | 'format'>; writes: ImportWrite[] }

type StoredDoc = Doc & { id: number }

const keyOf = (kind: ImportKind, value: unknown) =>
  kind === 'features'
    ? String(value ?? '')
        .trim()
        .toLowerCase()
    : String(value ?? '')

const isTokens = (value: CellValue | undefined): value is string[] =>
  Array.isArray(value) && value.every((token) => typeof token === 'string')

function resolveRefs(spec: RefSpec, tokens: string[], lookups: Lookups): { ids: number[] } | { error: string } {
  const list = lookups[spec.to] as { id: number; name: string; slug?: string }[]
  const ids: number[] = []
  for (const token of tokens) {
    const lower = token.toLowerCase()
    const found = /^\d+$/.test(token)
      ? list.find((item) => item.id === Number(token))
      : list.find((item) => item.slug === lower || item.name.toLowerCase() === lower)
    if (!found) {
      const noun = spec.to === 'banks' ? 'bank' : spec.to === 'card-types' ? 'card type' : 'feature'
      return {
        error: `No ${noun} called “${token.slice(0, 80)}”. Use the name${spec.to === 'banks' ? ', slug' : ''} or id of one in the admin.`,
      }
    }
    if (!ids.includes(found.id)) ids.push(found.id)
  }
  return { ids }
}

/** Payload data for the columns of a row: dotted groups nested, whole groups kept together. */
function toData(kind: ImportKind, values: ParsedRow, base: ParsedRow | null): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const spec of IMPORT_SPECS[kind]) {
    if (!(spec.column in values) || (spec.type === 'text' && spec.locale)) continue
    let value: unknown = values[spec.column]
    if (spec.type === 'ref' && !spec.many) value = Array.isArray(value) ? ((value as number[])[0] ?? null) : null
    const [head = '', tail] = spec.column.split('.')
    if (!tail) {
      data[head] = value
      continue
    }
    // A group is written whole: the stored sub-fields the file does not touch are carried along.
    if (!data[head]) {
      const group: Record<string, unknown> = {}
      for (const other of IMPORT_SPECS[kind]) {
        const [h, t] = other.column.split('.')
        if (h === head && t && base) group[t] = base[other.column] ?? null
      }
      data[head] = group
    }
    ;(data[head] as Record<string, unknown>)[tail] = value
  }
  return data
}

/** The row's texts in other languages, by language, as the localised fields they write. */
function toTranslations(kind: ImportKind, values: ParsedRow): Translations {
  const translations: Translations = {}
  for (const spec of translatedSpecs(kind)) {
    if (!(spec.column in values)) continue
    ;(translations[spec.locale] ??= {})[translatedField(spec)] = values[spec.column]
  }
  return translations
}

/**
 * Every row checked, resolved and compared with what is stored: new, changed (field by field),
 * unchanged or invalid. `existing` is the kind's whole collection (depth 0).
 */
export function planImport(kind: ImportKind, rows: RawRow[], existing: StoredDoc[], lookups: Lookups): ImportPlan {
  const specs = IMPORT_SPECS[kind]
  const columns = rows[0] ? Object.keys(rows[0].cells) : []
  const byKey = new Map<string, StoredDoc>()
  const bySlugOrName = (doc: StoredDoc) => keyOf(kind, kind === 'features' ? doc.name : doc.slug)
  for (const doc of existing) byKey.set(bySlugOrName(doc), doc)
  const seen = new Map<string, number>()
  const report: ReportRow[] = []
  const writes: ImportWrite[] = []

  for (const { row, cells } of rows) {
    const errors: RowError[] = []
    const values: ParsedRow = {}
    for (const spec of specs) {
      if (!(spec.column in cells)) continue
      const parsed = parseCell(spec, cells[spec.column])
      if ('error' in parsed) errors.push({ column: spec.column, message: parsed.error })
      else values[spec.column] = parsed.value
    }
    // The key: slug (cards, banks; made from the name when the file has none), name (features).
    if (kind !== 'features' && (values.slug === null || values.slug === undefined) && typeof values.name === 'string') {
      values.slug = slugify(values.name)
    }
    const keyValue = kind === 'features' ? values.name : values.slug
    const key = keyOf(kind, keyValue)
    if (!key && !errors.some((e) => e.column === 'slug' || e.column === 'name')) {
      errors.push({
        column: kind === 'features' ? 'name' : 'slug',
        message: kind === 'features' ? 'Every row needs a name.' : 'Every row needs a slug or a name.',
      })
    }
    if (key && seen.has(key)) {
      errors.push({
        column: kind === 'features' ? 'name' : 'slug',
        message: `Row ${seen.get(key)} of this file has the same ${kind === 'features' ? 'name' : 'slug'}; each may appear once.`,
      })
    } else if (key) seen.set(key, row)

    for (const spec of specs) {
      if (spec.type !== 'ref' || !(spec.column in values)) continue
      const tokens = values[spec.column]
      if (!isTokens(tokens)) continue
      const resolved = resolveRefs(spec, tokens, lookups)
      if ('error' in resolved) errors.push({ column: spec.column, message: resolved.error })
      else values[spec.column] = resolved.ids
    }

    const stored = key ? byKey.get(key) : undefined
    const base = stored ? storedRow(kind, stored) : null
    if (!stored) {
      for (const spec of specs) {
        const missing =
          values[spec.column] === undefined ||
          values[spec.column] === null ||
          (Array.isArray(values[spec.column]) && spec.type === 'ref' && !spec.many && !(values[spec.column] as unknown[]).length)
        if (spec.requiredOnCreate && missing && !errors.some((e) => e.column === spec.column)) {
          errors.push({
            column: spec.column,
            message: `A new ${kind === 'cards' ? 'card' : kind === 'banks' ? 'bank' : 'feature'} needs a ${spec.column}.`,
          })
        }
      }
    }
    if (kind === 'cards' && !errors.length) {
      const merged = { ...(base ?? {}), ...values }
      // Payload's default for a new card is listed; the import says so explicitly or not at all.
      const active = 'isActive' in values ? values.isActive === true : stored ? base?.isActive === true : true
      if (active && !isPublishable({ sources: (merged.sources as ImportSource[]) ?? [] }))
        errors.push({ column: 'isActive', message: UNSOURCED_LISTING })
    }
    if (kind === 'banks' && !stored && !errors.length && typeof values.name === 'string') {
      const clash = existing.find((doc) => String(doc.name).toLowerCase() === (values.name as string).toLowerCase())
      if (clash)
        errors.push({ column: 'name', message: `A bank named “${String(clash.name)}” exists with the slug “${String(clash.slug)}”.` })
    }

    if (errors.length) {
      report.push({ row, key: key || '(none)', status: 'invalid', errors })
      continue
    }
    if (!stored) {
      const data = toData(kind, values, null)
      writes.push({ op: 'create', row, key, data, translations: toTranslations(kind, values) })
      report.push({
        row,
        key,
        status: 'new',
        values: Object.fromEntries(
          Object.entries(values).map(([c, v]) => [
            c,
            exportValue(
              specs.find((s) => s.column === c)!,
              v,
              lookups,
            ),
          ]),
        ),
      })
      continue
    }
    const changes: ImportChange[] = []
    const changed: ParsedRow = {}
    for (const spec of specs) {
      if (!(spec.column in values)) continue
      const before = base![spec.column] ?? null
      const after = values[spec.column] ?? null
      if (sameValue(spec, before, after)) continue
      changed[spec.column] = after
      changes.push({ field: spec.column, from: exportValue(spec, before, lookups), to: exportValue(spec, after, lookups) })
    }
    if (!changes.length) {
      report.push({ row, key, status: 'unchanged', id: stored.id })
      continue
    }
    writes.push({
      op: 'update',
      row,
      key,
      id: stored.id,
      data: toData(kind, changed, base),
      translations: toTranslations(kind, changed),
      changes,
    })
    report.push({ row, key, status: 'changed', id: stored.id, changes })
  }

  const count = (status: ReportRow['status']) => report.filter((r) => r.status === status).length
  return {
    report: {
      kind,
      columns,
      totals: {
        rows: report.length,
        new: count('new'),
        changed: count('changed'),
        unchanged: count('unchanged'),
        invalid: count('invalid'),
      },
      rows: report,
    },
    writes,
  }
}

/** One line for the view and the API: what the import found or did. */
export function summarise(totals: ImportTotals, { dryRun, applied }: { dryRun: boolean; applied: boolean }): string {
  const parts = `${totals.new} new, ${totals.changed} changed, ${totals.unchanged} unchanged, ${totals.invalid} invalid`
  if (applied) return `Imported: ${parts}.`
  if (totals.invalid > 0 && !dryRun) return `${IMPORT_MESSAGES.invalidRows} (${parts})`
  if (!totals.new && !totals.changed && !totals.invalid) {
    return totals.unchanged === 1
      ? 'The row is unchanged: nothing to import.'
      : `All ${totals.unchanged} rows unchanged: nothing to import.`
  }
  return `Dry run: ${parts}. Nothing has been written yet.`
}
