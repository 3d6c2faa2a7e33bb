// One lead as one CSV row for the sales team's export (docs/decisions/011). Pure: the endpoint looks
// up bank names and usernames and passes them in. Every cell goes through csvSafeCell, so no
// value a visitor typed (a name, a message) can run as a spreadsheet formula. Times are UAE
// local time, as the team reads them, and the header says so.
import type { Where } from 'payload'
import * as qs from 'qs-esm'
import { csvSafeCell, UAE_TIME_LABEL, uaeDateTime } from '@cardcompare/shared'

export const LEAD_CSV_COLUMNS = [
  'id',
  'createdAt',
  'source',
  'status',
  'fullName',
  'email',
  'phone',
  'salary',
  'cardName',
  'bank',
  'assignedTo',
  'followUpDate',
  'consent.contact',
  'consent.marketing',
  'consent.version',
  'consent.givenAt',
  'consent.withdrawnAt',
] as const

const TIME_COLUMNS: ReadonlySet<string> = new Set(['createdAt', 'consent.givenAt', 'consent.withdrawnAt'])

/** The header row: the column names, each time column marked with its zone. */
export const LEAD_CSV_HEADER: readonly string[] = LEAD_CSV_COLUMNS.map((column) =>
  TIME_COLUMNS.has(column) ? `${column} (${UAE_TIME_LABEL})` : column === 'followUpDate' ? `${column} (UAE date)` : column,
)

/** A lead as read with depth 0: relationships are ids (or, if populated, documents). */
export type LeadForCsv = {
  id: number | string
  createdAt?: string | null
  source?: string | null
  status?: string | null
  fullName?: string | null
  email?: string | null
  phone?: string | null
  salary?: number | null
  cardName?: string | null
  bank?: unknown
  assignedTo?: unknown
  followUpDate?: string | null
  consent?: {
    contact?: boolean | null
    marketing?: boolean | null
    version?: string | null
    givenAt?: string | null
    withdrawnAt?: string | null
  } | null
}

export type CsvLookups = {
  bankNames: ReadonlyMap<number | string, string>
  usernames: ReadonlyMap<number | string, string>
}

/** The id of a relationship value, whether Payload returned the id or the document. */
export function relationId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}

const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : '')

const named = (value: unknown, names: ReadonlyMap<number | string, string>) => {
  const id = relationId(value)
  return id === null ? '' : (names.get(id) ?? `#${id}`)
}

/** The row's cells, in LEAD_CSV_COLUMNS order, each safe to open in a spreadsheet. */
export function leadCsvRow(lead: LeadForCsv, lookups: CsvLookups): string[] {
  const consent = lead.consent ?? {}
  const cells: unknown[] = [
    lead.id,
    uaeDateTime(lead.createdAt),
    lead.source,
    lead.status,
    lead.fullName,
    lead.email,
    lead.phone,
    lead.salary,
    lead.cardName,
    named(lead.bank, lookups.bankNames),
    named(lead.assignedTo, lookups.usernames),
    // A day picked in the admin: its UAE date, without the time of day it was stored at.
    uaeDateTime(lead.followUpDate).slice(0, 10),
    yesNo(consent.contact),
    yesNo(consent.marketing),
    consent.version,
    uaeDateTime(consent.givenAt),
    uaeDateTime(consent.withdrawnAt),
  ]
  return cells.map(csvSafeCell)
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The list's query from the request's URL, parsed as Payload parses it (qs-esm, same limits). */
export function listQueryFrom(url: string): { where: Where; search?: string; sort: string } {
  const query = qs.parse(new URL(url, 'http://localhost').search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  })
  return {
    where: isPlainObject(query.where) ? (query.where as Where) : {},
    search: typeof query.search === 'string' && query.search.trim() ? query.search : undefined,
    sort: typeof query.sort === 'string' && query.sort.trim() ? query.sort : '-createdAt',
  }
}

/** Field names a filter uses, for the audit entry (the values may be personal data). */
export function filteredBy(where: unknown, into = new Set<string>()): string[] {
  if (Array.isArray(where)) where.forEach((inner) => filteredBy(inner, into))
  else if (isPlainObject(where)) {
    for (const [key, value] of Object.entries(where)) {
      if (key === 'and' || key === 'or') filteredBy(Array.isArray(value) ? value : Object.values(value as object), into)
      else into.add(key)
    }
  }
  return [...into].sort()
}
