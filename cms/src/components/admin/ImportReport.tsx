// The report of a dry run or an import (docs/decisions/013): a table of rows with their status and
// details (new values, changed fields old → new, errors), and the same as a CSV download.
import { csvSafeCell, type ImportReport, type ReportRow } from '@cardcompare/shared'
import { stringify } from 'csv-stringify/browser/esm/sync'
import { ChangesTable, shown } from './AuditChanges'

const STATUS_LABELS: Record<ReportRow['status'], string> = { new: 'New', changed: 'Changed', unchanged: 'Unchanged', invalid: 'Invalid' }
/** A report of 5,000 rows is read in the download; the page lists the first rows. */
const ROWS_SHOWN = 500

/** One line per finding: a changed field, an error, a new row's value; formula-guarded. */
export function reportCsv(report: ImportReport): string {
  const lines: unknown[][] = [['row', 'key', 'status', 'column', 'before', 'after', 'message']]
  for (const r of report.rows) {
    if (r.status === 'changed') for (const c of r.changes) lines.push([r.row, r.key, r.status, c.field, shown(c.from), shown(c.to), ''])
    else if (r.status === 'invalid') for (const e of r.errors) lines.push([r.row, r.key, r.status, e.column, '', '', e.message])
    else if (r.status === 'new')
      for (const [column, value] of Object.entries(r.values)) lines.push([r.row, r.key, r.status, column, '', shown(value), ''])
    else lines.push([r.row, r.key, r.status, '', '', '', ''])
  }
  return `\uFEFF${stringify(lines.map((line) => line.map(csvSafeCell)))}`
}

export function ReportTable({ rows, editUrl }: { rows: ReportRow[]; editUrl: (id: number) => string }) {
  if (!rows.length) return null
  const shownRows = rows.slice(0, ROWS_SHOWN)
  return (
    <>
      {rows.length > ROWS_SHOWN ? (
        <p className="cc-import__hint">
          The first {ROWS_SHOWN.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} rows; download the report for all of them.
        </p>
      ) : null}
      <table className="cc-import__rows">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Key</th>
            <th scope="col">Status</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {shownRows.map((r) => (
            <tr key={r.row} className={`cc-import__row cc-import__row--${r.status}`}>
              <td className="cc-import__cell-row">{r.row}</td>
              <td className="cc-import__cell-key">
                {'id' in r ? (
                  <a href={editUrl(r.id)} target="_blank" rel="noopener">
                    {r.key}
                    <span className="cc-visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  r.key || '—'
                )}
              </td>
              <td className="cc-import__cell-status">
                <span className={`cc-import__badge cc-import__badge--${r.status}`}>{STATUS_LABELS[r.status]}</span>
              </td>
              <td className="cc-import__cell-details">
                <RowDetails row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

function RowDetails({ row }: { row: ReportRow }) {
  switch (row.status) {
    case 'changed':
      return <ChangesTable changes={row.changes} />
    case 'invalid':
      return (
        <ul className="cc-import__errors">
          {row.errors.map((e, i) => (
            <li key={i}>
              {e.column ? (
                <>
                  <strong>{e.column}</strong>: {e.message}
                </>
              ) : (
                e.message
              )}
            </li>
          ))}
        </ul>
      )
    case 'new': {
      const values = Object.entries(row.values).filter(([, v]) => shown(v) !== '—' && !(Array.isArray(v) && v.length === 0))
      const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text)
      return (
        <ul className="cc-import__values">
          {values.slice(0, 8).map(([column, value]) => (
            <li key={column}>
              <span className="cc-import__value-name">{column}</span> {clip(shown(value))}
            </li>
          ))}
          {values.length > 8 ? <li className="cc-import__hint">and {values.length - 8} more</li> : null}
        </ul>
      )
    }
    default:
      return <span className="cc-no-quiet">Same as stored</span>
  }
}
