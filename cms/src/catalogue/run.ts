// The import itself (docs/decisions/013): the same plan for a dry run and an apply; an apply
// writes every row in one transaction through the Local API as the signed-in user (their
// access, the collections' hooks and validation), so one row that fails leaves the database
// as it was. Each written document gets its own audit entry with the import's id, and the
// import one more; the storefront is told once, after the commit.
import { randomUUID } from 'node:crypto'
import {
  IMPORT_COLLECTION,
  planImport,
  storedRow,
  summarise,
  TRANSLATED_LOCALES,
  translatedField,
  translatedSpecs,
  type ImportFormat,
  type ImportKind,
  type ImportReport,
  type Lookups,
  type ParsedRow,
  type RawRow,
  type RowError,
} from '@cardcompare/shared'
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  ValidationError,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
} from 'payload'
import { recordAudit } from '../collections/AuditLog/recordAudit'
import { notifyStorefront, type ChangeContext } from '../hooks/catalogueChanges'

type Doc = Record<string, unknown> & { id: number }
type ImportCollection = (typeof IMPORT_COLLECTION)[ImportKind]

/**
 * The plan's rows are the collection's fields, checked by the shared planner and again by the
 * collection's validation on write; the planner, shared with the storefront, spells them as records.
 */
// eslint-disable-next-line no-restricted-syntax -- the planner's records are validated at runtime; their static type is per-column, not per-collection
const collectionData = (data: Record<string, unknown>) => data as unknown as RequiredDataFromCollectionSlug<ImportCollection>

async function loadLookups(req: PayloadRequest): Promise<Lookups> {
  const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true, req } as const
  const [{ docs: banks }, { docs: cardTypes }, { docs: features }] = await Promise.all([
    req.payload.find({ collection: 'banks', ...all }),
    req.payload.find({ collection: 'card-types', ...all }),
    req.payload.find({ collection: 'features', ...all }),
  ])
  return {
    banks: banks.map((b) => ({ id: b.id, slug: String(b.slug ?? ''), name: String(b.name ?? '') })),
    'card-types': cardTypes.map((t) => ({ id: t.id, name: String(t.name ?? '') })),
    features: features.map((f) => ({ id: f.id, name: String(f.name ?? '') })),
  }
}

/**
 * Runs a Local API call in another language. Payload sets the language it is given on the
 * request it shares, and every later call with that request (the next row, the lookups) would
 * then read and write that language: it is put back.
 */
async function inLocale<T>(req: PayloadRequest, run: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await run()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

async function loadDocuments(req: PayloadRequest, kind: ImportKind): Promise<Doc[]> {
  const read = (locale?: 'ar') =>
    req.payload.find({
      collection: IMPORT_COLLECTION[kind],
      limit: 0,
      pagination: false,
      depth: 0,
      sort: 'id',
      overrideAccess: true,
      req,
      // Another language is read as stored, without Payload's English fallback: an empty `_ar` column stays empty.
      ...(locale ? { locale, fallbackLocale: false as const } : {}),
    })
  const specs = translatedSpecs(kind)
  // One after the other: the read in Arabic changes the shared request's language until it ends.
  const { docs } = await read()
  const translated = specs.length ? await inLocale(req, () => read('ar')) : null
  const byId = new Map((translated?.docs ?? []).map((doc) => [doc.id, { ...doc } as Record<string, unknown>]))
  // A plain copy of each, its translations as their `_ar` columns: the planner reads stored
  // documents field by field, as records.
  return docs.map((doc) => {
    const copy: Doc = { ...doc }
    for (const spec of specs) copy[spec.column] = byId.get(doc.id)?.[translatedField(spec)] ?? null
    return copy
  })
}

/** Every stored document of a kind as import rows, for the export. */
export async function exportRows(req: PayloadRequest, kind: ImportKind): Promise<{ rows: ParsedRow[]; lookups: Lookups }> {
  const lookups = await loadLookups(req)
  const docs = await loadDocuments(req, kind)
  return { rows: docs.map((doc) => storedRow(kind, doc)), lookups }
}

type RunOptions = {
  dryRun: boolean
  format: ImportFormat
  fileName?: string | null
  onProgress?: (done: number, total: number) => void
}

type RunResult = { status: number; report: ImportReport }

export async function runImport(req: PayloadRequest, kind: ImportKind, rows: RawRow[], options: RunOptions): Promise<RunResult> {
  const lookups = await loadLookups(req)
  const existing = await loadDocuments(req, kind)
  const plan = planImport(kind, rows, existing, lookups)
  const base = { ...plan.report, format: options.format, dryRun: options.dryRun, applied: false, importId: null as string | null }
  const finish = (status: number, applied: boolean, report = base): RunResult => ({
    status,
    report: { ...report, applied, message: summarise(report.totals, { dryRun: options.dryRun, applied }) },
  })
  if (options.dryRun) return finish(200, false)
  if (plan.report.totals.invalid > 0) return finish(422, false)
  if (!plan.writes.length) return finish(200, false)

  const importId = randomUUID()
  const collection = IMPORT_COLLECTION[kind]
  // The names the plan resolved name the related records in each audit entry, without a query.
  const relatedNames = new Map(
    (['banks', 'card-types', 'features'] as const).flatMap((to) => lookups[to].map((item) => [`${to}:${item.id}`, item.name] as const)),
  )
  const context: ChangeContext = { importId, skipRevalidate: true, relatedNames }
  req.context = { ...req.context, ...context }
  const started = await initTransaction(req)
  let current: (typeof plan.writes)[number] | null = null
  try {
    for (const [i, write] of plan.writes.entries()) {
      current = write
      let id: number
      if (write.op === 'create') {
        id = (await req.payload.create({ collection, data: collectionData(write.data), req, overrideAccess: false, depth: 0 })).id
      } else {
        id = write.id
        if (Object.keys(write.data).length)
          await req.payload.update({ collection, id, data: collectionData(write.data), req, overrideAccess: false, depth: 0 })
      }
      // The texts in another language go into that language's copy of the same document.
      for (const locale of TRANSLATED_LOCALES) {
        const data = write.translations[locale]
        if (!data) continue
        await inLocale(req, () =>
          req.payload.update({ collection, id, locale, data: collectionData(data), req, overrideAccess: false, depth: 0 }),
        )
      }
      options.onProgress?.(i + 1, plan.writes.length)
    }
    // What fails from here (the audit entry, the COMMIT) is no row's fault: it is thrown as is.
    current = null
    const { totals } = plan.report
    await recordAudit(req, {
      action: 'import',
      collection,
      summary: `Imported ${kind}${options.fileName ? ` from ${options.fileName.slice(0, 120)}` : ''}: ${totals.new} new, ${totals.changed} changed, ${totals.unchanged} unchanged`,
      importId,
      details: { ...totals, format: options.format, fileName: options.fileName?.slice(0, 200) ?? null },
    })
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    if (!current) throw error
    // The row the database refused: reported like a row the dry run refused; nothing was written.
    const failed = current
    const errors = rowErrors(error)
    const rowsOut = base.rows.map((row) =>
      row.row === failed.row ? { row: row.row, key: row.key, status: 'invalid' as const, errors } : row,
    )
    const totals = {
      ...base.totals,
      invalid: base.totals.invalid + 1,
      [failed.op === 'create' ? 'new' : 'changed']: base.totals[failed.op === 'create' ? 'new' : 'changed'] - 1,
    }
    return finish(422, false, { ...base, rows: rowsOut, totals })
  }
  void notifyStorefront(req.payload.logger)
  return finish(200, true, { ...base, importId })
}

function rowErrors(error: unknown): RowError[] {
  if (error instanceof ValidationError) {
    const list = (error.data?.errors ?? []) as { path?: string; message?: string }[]
    if (list.length) return list.map((e) => ({ column: e.path ?? '', message: e.message ?? 'This value is not valid.' }))
  }
  const status = (error as { status?: number }).status
  const message = error instanceof Error && status && status < 500 ? error.message : 'The database refused this row.'
  return [{ column: '', message }]
}
