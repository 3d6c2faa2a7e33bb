// Reading an uploaded catalogue file (docs/decisions/013): size, encoding and shape are checked
// before a single row is looked at, so a 50 MB file, a binary file named .csv, UTF-16 text or
// a column we do not know is refused with a sentence saying what to do, and nothing changes.
import {
  flattenItem,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  mediaType,
  readBytesAtMost,
  unknownColumns,
  type ImportFormat,
  type ImportKind,
  type RawRow,
} from '@cardcompare/shared'
import { parse } from 'csv-parse/sync'

export class ImportFileError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The body, read up to the limit: a larger upload is refused as soon as it passes it. */
export async function readBody(body: ReadableStream<Uint8Array> | null | undefined, declaredLength: string | null): Promise<Uint8Array> {
  if (Number(declaredLength || 0) > MAX_IMPORT_BYTES) throw new ImportFileError(413, IMPORT_MESSAGES.tooLarge)
  const bytes = await readBytesAtMost(body, MAX_IMPORT_BYTES)
  if (bytes === null) throw new ImportFileError(413, IMPORT_MESSAGES.tooLarge)
  return bytes
}

/** CSV or JSON, from the request's type or, failing that, from the first character. */
export function formatOf(contentType: string | null, text: string, requested?: string | null): ImportFormat {
  if (requested === 'csv' || requested === 'json') return requested
  const type = mediaType(contentType)
  if (type === 'application/json' || type.endsWith('+json')) return 'json'
  if (type === 'text/csv' || type === 'application/csv' || type === 'application/vnd.ms-excel') return 'csv'
  return /^\s*[[{]/.test(text) ? 'json' : 'csv'
}

/** UTF-8 text without its byte-order mark; anything else is refused with its reason. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw new ImportFileError(400, IMPORT_MESSAGES.empty)
  // UTF-16 (Excel's "Unicode text") starts with FF FE or FE FF and is full of NUL bytes.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ImportFileError(415, IMPORT_MESSAGES.notUtf8)
  if (bytes.includes(0)) throw new ImportFileError(415, IMPORT_MESSAGES.notText)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ImportFileError(415, IMPORT_MESSAGES.notUtf8)
  }
  text = text.replace(/^\uFEFF/, '')
  if (!text.trim()) throw new ImportFileError(400, IMPORT_MESSAGES.empty)
  return text
}

/** The rows of a file, each with the number a person finds it under (spreadsheet row, list item). */
export function readRows(kind: ImportKind, format: ImportFormat, text: string): RawRow[] {
  const header: string[] = []
  const rows = format === 'json' ? jsonRows(text) : csvRows(text, header)
  const columns = new Set([...header, ...rows.flatMap((row) => Object.keys(row.cells))])
  const unknown = unknownColumns(kind, columns)
  if (unknown.length)
    throw new ImportFileError(
      400,
      IMPORT_MESSAGES.unknownColumns(
        unknown.slice(0, 20).map((c) => c.slice(0, 60)),
        IMPORT_COLUMNS[kind],
      ),
    )
  const hasKey = kind === 'features' ? columns.has('name') : columns.has('slug') || columns.has('name')
  if (!hasKey) throw new ImportFileError(400, IMPORT_MESSAGES.noKeyColumn(kind))
  if (!rows.length) throw new ImportFileError(400, IMPORT_MESSAGES.noRows)
  if (rows.length > MAX_IMPORT_ROWS) throw new ImportFileError(413, IMPORT_MESSAGES.tooManyRows)
  return rows
}

function csvRows(text: string, header: string[]): RawRow[] {
  let records: Record<string, string>[]
  try {
    records = parse(text, {
      columns: (first: string[]) => {
        const names = first.map((name) => name.trim())
        const blank = names.findIndex((name) => !name)
        if (blank >= 0) throw new ImportFileError(400, IMPORT_MESSAGES.badCsv(`column ${blank + 1} has no name in the first row.`))
        const twice = names.find((name, i) => names.indexOf(name) !== i)
        if (twice) throw new ImportFileError(400, IMPORT_MESSAGES.badCsv(`the column “${twice.slice(0, 60)}” appears twice.`))
        header.push(...names)
        return names
      },
      skip_empty_lines: true,
      // A cell larger than the largest field we keep is a broken quote, not data.
      max_record_size: 64 * 1024,
    })
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    const detail = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 200) : 'unknown error'
    throw new ImportFileError(400, IMPORT_MESSAGES.badCsv(detail))
  }
  // Row 1 is the header, as a spreadsheet numbers it. Cells are copied by the header's names
  // into objects without a prototype: a column called __proto__ is just an unknown column.
  return records.map((record, i) => {
    const cells = Object.create(null) as Record<string, unknown>
    for (const name of header) if (Object.hasOwn(record, name)) cells[name] = record[name]
    return { row: i + 2, cells }
  })
}

function jsonRows(text: string): RawRow[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ImportFileError(400, IMPORT_MESSAGES.badJson(error instanceof Error ? error.message.slice(0, 200) : 'not JSON'))
  }
  const items = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)
      ? (data as { items: unknown[] }).items
      : null
  if (!items || items.some((item) => !item || typeof item !== 'object' || Array.isArray(item)))
    throw new ImportFileError(400, IMPORT_MESSAGES.jsonShape)
  return items.map((item, i) => ({ row: i + 1, cells: flattenItem(item as Record<string, unknown>) }))
}
