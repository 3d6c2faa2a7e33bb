// The cards list's "Unverified" column (docs/decisions/013): how many key figures no source confirms,
// not the raw list of field names.
import type { DefaultServerCellComponentProps } from 'payload'
import './admin.css'

export function UnverifiedCell({ cellData }: DefaultServerCellComponentProps) {
  const count = Array.isArray(cellData) ? cellData.length : 0
  if (count === 0) return <span className="cc-yes">All confirmed</span>
  return (
    <span className="cc-unverified" title={(cellData as string[]).join(', ')}>
      {count} unverified
    </span>
  )
}
