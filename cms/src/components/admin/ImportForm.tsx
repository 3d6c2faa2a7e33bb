'use client'
// The import form of /admin/import (docs/decisions/013): pick a kind and a file, check it (dry run),
// then apply exactly the bytes that were checked, with the server's NDJSON progress lines
// driving a progress bar. Every report can be downloaded as CSV or JSON.
import {
  IMPORT_COLLECTION,
  IMPORT_KIND_LABELS as KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  type ImportKind,
  type ImportReport,
} from '@cardcompare/shared'
import { Button } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { reportCsv, ReportTable } from './ImportReport'
import { importAuditHref } from './listHref'

/** What was checked: the same bytes are sent again when the import is applied. */
type Checked = { kind: ImportKind; name: string; type: string; bytes: ArrayBuffer }
type Outcome = { status: number; report: ImportReport | null; message: string }
type Progress = { done: number; total: number } | null

/** The request's type from the name first: spreadsheets save CSV with many MIME types. */
function contentTypeOf(file: File, bytes: ArrayBuffer): string {
  const name = file.name.toLowerCase()
  if (name.endsWith('.json')) return 'application/json'
  if (name.endsWith('.csv')) return 'text/csv'
  if (file.type === 'application/json' || file.type === 'text/csv') return file.type
  const start = new TextDecoder()
    .decode(bytes.slice(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart()
  return start.startsWith('[') || start.startsWith('{') ? 'application/json' : 'text/csv'
}

/** A 4xx answer's sentence, or a plain one when the answer is not ours (a proxy's page). */
async function refusalOf(res: Response): Promise<string> {
  const json = (await res.json().catch(() => null)) as { message?: string; errors?: { message?: string }[] } | null
  return json?.errors?.[0]?.message ?? json?.message ?? `The server refused the file (${res.status}).`
}

function save(content: string, type: string, name: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([content], { type }))
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

export function ImportForm({ apiRoute, adminRoute }: { apiRoute: string; adminRoute: string }) {
  const id = useId()
  const [kind, setKind] = useState<ImportKind>('cards')
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [progress, setProgress] = useState<Progress>(null)
  const reportHeading = useRef<HTMLHeadingElement>(null)

  // Keyboard and screen-reader users land on what the button produced.
  useEffect(() => {
    if (report && !busy) reportHeading.current?.focus()
  }, [report, busy])

  const reset = () => {
    setError(null)
    setChecked(null)
    setReport(null)
    setOutcome(null)
    setProgress(null)
  }

  const chooseFile = (next: File | null) => {
    reset()
    setFile(next)
    if (next && next.size > MAX_IMPORT_BYTES) setError(`${next.name}: ${IMPORT_MESSAGES.tooLarge}`)
    else if (next && next.size === 0) setError(`${next.name}: ${IMPORT_MESSAGES.empty}`)
  }

  const fileOk = file !== null && file.size > 0 && file.size <= MAX_IMPORT_BYTES
  const canApply =
    !busy && checked !== null && report?.dryRun === true && report.totals.invalid === 0 && report.totals.new + report.totals.changed > 0

  const send = (target: Checked, query: string) =>
    fetch(`${apiRoute}/import/${target.kind}?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': target.type,
        'X-File-Name': encodeURIComponent(target.name),
        Accept: 'application/json, application/x-ndjson',
      },
      body: target.bytes,
    })

  const check = async () => {
    if (!file || !fileOk) return
    reset()
    setBusy('checking')
    try {
      const bytes = await file.arrayBuffer()
      const target: Checked = { kind, name: file.name, type: contentTypeOf(file, bytes), bytes }
      const res = await send(target, 'dryRun=true')
      if (!res.ok) return setError(await refusalOf(res))
      setReport((await res.json()) as ImportReport)
      setChecked(target)
    } catch (err) {
      setError(
        err instanceof DOMException && err.name === 'NotReadableError'
          ? 'The file could not be read. Choose it again.'
          : 'The server could not be reached. Try again.',
      )
    } finally {
      setBusy(null)
    }
  }

  const apply = async () => {
    if (!checked || !canApply) return
    setBusy('applying')
    setError(null)
    setProgress(null)
    let result: Outcome | null = null
    try {
      const res = await send(checked, 'progress=1')
      if (!res.ok) return setError(await refusalOf(res))
      if (!res.headers.get('content-type')?.includes('ndjson')) {
        const data = (await res.json()) as ImportReport
        result = { status: res.status, report: data, message: data.message }
      } else {
        const reader = res.body!.getReader()
        const decoder = new TextDecoder()
        let buffered = ''
        for (;;) {
          const { done, value } = await reader.read()
          buffered += decoder.decode(value, { stream: !done })
          const lines = buffered.split('\n')
          buffered = lines.pop() ?? ''
          for (const line of lines.filter((l) => l.trim())) {
            const event = JSON.parse(line) as {
              type: string
              done?: number
              total?: number
              status?: number
              report?: ImportReport | null
              message?: string
            }
            if (event.type === 'progress') setProgress({ done: event.done ?? 0, total: event.total ?? 0 })
            if (event.type === 'result')
              result = { status: event.status ?? 500, report: event.report ?? null, message: event.report?.message ?? event.message ?? '' }
          }
          if (done) break
        }
      }
    } catch {
      // The answer broke off: the import is one transaction, so it either committed or not.
    } finally {
      setBusy(null)
    }
    setChecked(null)
    setOutcome(
      result ?? {
        status: 0,
        report: null,
        message: 'The connection broke off before the import finished. Look for it in the audit log before you try again.',
      },
    )
    if (result?.report) setReport(result.report)
  }

  const collection = IMPORT_COLLECTION[report?.kind ?? kind]
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  )
  const reportName = (ext: string) => `import-report-${report?.kind ?? kind}-${day}.${ext}`
  const succeeded = outcome?.status === 200 && outcome.report?.applied === true

  return (
    <section className="cc-import__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import</h2>
      <form className="cc-import__form" onSubmit={(event) => (event.preventDefault(), void check())}>
        <div className="cc-import__field">
          <label htmlFor={`${id}-kind`}>What to import</label>
          <select
            id={`${id}-kind`}
            className="cc-import__select"
            value={kind}
            disabled={busy !== null}
            onChange={(e) => (reset(), setKind(e.target.value as ImportKind))}
          >
            {IMPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="cc-import__field">
          <label htmlFor={`${id}-file`}>File</label>
          <input
            id={`${id}-file`}
            className="cc-import__file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={`${id}-file-hint`}
            disabled={busy !== null}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
          <span id={`${id}-file-hint`} className="cc-import__hint">
            CSV (UTF-8) or JSON, up to {MAX_IMPORT_BYTES / 1024 / 1024} MB, in the columns of the export.
          </span>
        </div>
        <div className="cc-import__actions">
          <Button type="submit" buttonStyle="secondary" size="medium" margin={false} disabled={!fileOk || busy !== null}>
            Check file (dry run)
          </Button>
          <Button
            type="button"
            buttonStyle="primary"
            size="medium"
            margin={false}
            disabled={!canApply}
            onClick={() => void apply()}
            extraButtonProps={{ 'aria-describedby': `${id}-apply-hint` }}
          >
            Apply import
          </Button>
          {busy === 'checking' ? <span aria-live="polite">Checking the file…</span> : null}
        </div>
        <p id={`${id}-apply-hint`} className="cc-import__hint">
          {busy === 'applying' ? 'Applying: keep this page open until the result shows.' : applyHint(report, checked !== null)}
        </p>
      </form>

      {busy === 'applying' ? (
        <div className="cc-import__progress">
          <progress aria-label="Import progress" max={progress?.total || undefined} value={progress ? progress.done : undefined} />
          <span>
            {progress
              ? `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows written`
              : 'Starting the import…'}
          </span>
        </div>
      ) : null}

      {error ? (
        <div className="cc-import__error" role="alert">
          {error}
        </div>
      ) : null}

      {outcome ? (
        <div className={succeeded ? 'cc-import__success' : 'cc-import__error'} role={succeeded ? 'status' : 'alert'}>
          <p>{outcome.message || (outcome.status === 500 ? 'The import failed unexpectedly; nothing was written.' : '')}</p>
          {succeeded && outcome.report?.importId ? (
            <p>
              Import id <code>{outcome.report.importId}</code>.{' '}
              <a href={importAuditHref(adminRoute, outcome.report.importId)}>See its changes in the audit log</a>.
            </p>
          ) : null}
        </div>
      ) : null}

      {report ? (
        <div className="cc-import__report">
          <h3 ref={reportHeading} tabIndex={-1} className="cc-import__report-title">
            {report.applied ? 'Import report' : report.dryRun ? 'Dry run report' : 'Report: nothing written'}
          </h3>
          {!outcome ? <p className="cc-import__summary">{report.message}</p> : null}
          <ul className="cc-import__totals" aria-label="Counts">
            {(['new', 'changed', 'unchanged', 'invalid'] as const).map((status) => (
              <li key={status} className={`cc-import__total cc-import__total--${status}`}>
                <span className="cc-import__total-value">{report.totals[status].toLocaleString('en-US')}</span> {status}
              </li>
            ))}
          </ul>
          <div className="cc-import__actions">
            <Button
              type="button"
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => save(reportCsv(report), 'text/csv;charset=utf-8', reportName('csv'))}
            >
              Download report (CSV)
            </Button>
            <Button
              type="button"
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => save(`${JSON.stringify(report, null, 2)}\n`, 'application/json', reportName('json'))}
            >
              Download report (JSON)
            </Button>
          </div>
          <ReportTable rows={report.rows} editUrl={(docId) => `${adminRoute}/collections/${collection}/${docId}`} />
        </div>
      ) : null}
    </section>
  )
}

/** Why "Apply import" is (not) available, in one sentence. */
function applyHint(report: ImportReport | null, checked: boolean): string {
  if (!report || (!checked && report.dryRun)) return 'Apply becomes available after a dry run of the file shows no invalid rows.'
  if (!report.dryRun) return 'To import another file, or this one again, check it first.'
  if (report.totals.invalid > 0) return 'Fix the invalid rows in the file, choose it again and check it.'
  if (report.totals.new + report.totals.changed === 0) return 'Nothing to write: every row matches what is stored.'
  return 'The checked file is ready: applying writes exactly what the report lists.'
}
