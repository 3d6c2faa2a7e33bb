// The catalogue's import and export API (docs/decisions/013), used by /admin/import and by scripts:
//   POST /cms-api/import/{cards|banks|features}[?dryRun=true]   body: the CSV or JSON file
//   GET  /cms-api/export/{cards|banks|features}?format=csv|json
// An editor's or admin's session, or their API key (`Authorization: users API-Key …`).
// `?progress=1` on an apply answers with NDJSON: progress lines, then the report.
import { csvSafeCell, csvCells, IMPORT_COLUMNS, IMPORT_KINDS, IMPORT_MESSAGES, jsonItem, type ImportKind } from '@cardcompare/shared'
import { stringify } from 'csv-stringify/sync'
import type { Endpoint, PayloadRequest } from 'payload'
import { CONTENT_ROLES, hasRole } from '../access'
import { decodeText, formatOf, ImportFileError, readBody, readRows } from '../catalogue/file'
import { exportRows, runImport } from '../catalogue/run'
import { CommitFailedError } from '../db/transactions'
import { errorAnswer, json, NO_STORE } from '../http'

// The import's report carries `message`; a refusal carries it too, beside Payload's `errors`.
const refusal = (status: number, message: string) => errorAnswer(status, message, { extra: { message } })

function gate(req: PayloadRequest, verb: 'import' | 'export'): Response | ImportKind {
  if (!req.user) return refusal(401, `Sign in as an editor or admin to ${verb} catalogue data.`)
  if (!hasRole(req.user, ...CONTENT_ROLES)) return refusal(403, `Only editors and admins may ${verb} catalogue data.`)
  const kind = req.routeParams?.kind
  if (typeof kind !== 'string' || !(IMPORT_KINDS as readonly string[]).includes(kind)) return refusal(404, IMPORT_MESSAGES.unknownKind)
  return kind as ImportKind
}

const flag = (value: string | null) => value === 'true' || value === '1'

/** The file's name for the audit entry and the report: printable, short. */
function fileNameOf(req: PayloadRequest, query: URLSearchParams): string | null {
  let name = req.headers.get('x-file-name') ?? query.get('fileName')
  if (!name) return null
  try {
    name = decodeURIComponent(name)
  } catch {}
  const clean = name
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .trim()
    .slice(0, 200)
  return clean || null
}

const importEndpoint: Endpoint = {
  path: '/import/:kind',
  method: 'post',
  handler: async (req) => {
    const kind = gate(req, 'import')
    if (kind instanceof Response) return kind
    const query = new URL(req.url ?? '', 'http://local').searchParams
    const dryRun = flag(query.get('dryRun'))
    const fileName = fileNameOf(req, query)
    let rows
    let format
    try {
      const bytes = await readBody(req.body as ReadableStream<Uint8Array> | null, req.headers.get('content-length'))
      const text = decodeText(bytes)
      format = formatOf(req.headers.get('content-type'), text, query.get('format'))
      rows = readRows(kind, format, text)
    } catch (error) {
      if (error instanceof ImportFileError) return refusal(error.status, error.message)
      throw error
    }
    const options = { dryRun, format, fileName }
    if (dryRun || !flag(query.get('progress'))) {
      const { status, report } = await runImport(req, kind, rows, options)
      return json(report, status)
    }
    // A long apply tells the view how far it has got, one line of JSON at a time.
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
        let last = 0
        try {
          const { status, report } = await runImport(req, kind, rows, {
            ...options,
            onProgress: (done, total) => {
              if (done === total || Date.now() - last > 200) {
                last = Date.now()
                send({ type: 'progress', done, total })
              }
            },
          })
          send({ type: 'result', status, report })
        } catch (error) {
          req.payload.logger.error({ err: error, msg: 'import failed' })
          const unsaved = error instanceof CommitFailedError
          send({
            type: 'result',
            status: unsaved ? 503 : 500,
            report: null,
            message: unsaved ? `${error.message} Nothing was written.` : 'The import failed unexpectedly; nothing was written.',
          })
        }
        controller.close()
      },
    })
    return new Response(stream, { status: 200, headers: { ...NO_STORE, 'Content-Type': 'application/x-ndjson; charset=utf-8' } })
  },
}

const exportEndpoint: Endpoint = {
  path: '/export/:kind',
  method: 'get',
  handler: async (req) => {
    const kind = gate(req, 'export')
    if (kind instanceof Response) return kind
    const requested = new URL(req.url ?? '', 'http://local').searchParams.get('format') ?? 'csv'
    if (requested !== 'csv' && requested !== 'json') return refusal(400, 'Export as csv or json.')
    const { rows, lookups } = await exportRows(req, kind)
    const day = new Date().toISOString().slice(0, 10)
    const disposition = `attachment; filename="cardcompare-${kind}-${day}.${requested}"`
    if (requested === 'json') {
      const body = `${JSON.stringify(
        rows.map((row) => jsonItem(kind, row, lookups)),
        null,
        2,
      )}\n`
      return new Response(body, {
        headers: { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': disposition },
      })
    }
    // Formula guard on every cell (=, +, -, @ start a formula in a spreadsheet); the import undoes it.
    const body = stringify([IMPORT_COLUMNS[kind] as string[], ...rows.map((row) => csvCells(kind, row, lookups).map(csvSafeCell))])
    return new Response(`\uFEFF${body}`, {
      headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition },
    })
  },
}

export const catalogueEndpoints = [importEndpoint, exportEndpoint]
