// An audit entry's changes (docs/decisions/013), field by field: "fees.annualFee: 1050 → 1100".
// The edit view's field (entries are read-only) and the list's cell.
import type { DefaultServerCellComponentProps, JSONFieldServerProps } from 'payload'
import './admin.css'

type Change = { field: string; from: unknown; to: unknown }

const asChanges = (value: unknown): Change[] =>
  Array.isArray(value) ? value.filter((c): c is Change => Boolean(c) && typeof (c as Change).field === 'string') : []

/** A value as an editor reads it: empty is "—", lists and sources as compact JSON. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

export function ChangesTable({ changes }: { changes: Change[] }) {
  if (!changes.length) return <p className="cc-audit__none">No field changes recorded.</p>
  return (
    <table className="cc-audit__table">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field}</th>
            <td className="cc-audit__from">{shown(change.from)}</td>
            <td className="cc-audit__to">{shown(change.to)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function AuditChangesField({ data }: JSONFieldServerProps) {
  return (
    <div className="field-type cc-audit">
      <span className="field-label">Changes</span>
      <ChangesTable changes={asChanges((data as { changes?: unknown } | undefined)?.changes)} />
    </div>
  )
}

export function AuditChangesCell({ cellData }: DefaultServerCellComponentProps) {
  const changes = asChanges(cellData)
  if (!changes.length) return <span className="cc-no-quiet">—</span>
  const first = changes
    .slice(0, 3)
    .map((c) => c.field)
    .join(', ')
  return <span>{changes.length > 3 ? `${first} and ${changes.length - 3} more` : first}</span>
}
