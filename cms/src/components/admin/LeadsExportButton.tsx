'use client'
// "Export CSV" above the leads list (collection admin.components.beforeListTable). It asks
// GET /cms-api/leads/export.csv for the list's current filters, search and sort, read from the
// list's own query state, which is what its URL holds; the server sends the file as a download.
import { Button, useConfig, useListQuery } from '@payloadcms/ui'
import * as qs from 'qs-esm'
import './admin.css'

export function LeadsExportButton() {
  const { config } = useConfig()
  const { query, data } = useListQuery()
  const where = query?.where && Object.keys(query.where).length ? query.where : undefined
  const search = query?.search || undefined
  const sort = typeof query?.sort === 'string' && query.sort ? query.sort : undefined
  const href = `${config.routes.api}/leads/export.csv${qs.stringify({ where, search, sort }, { addQueryPrefix: true })}`
  const total = data?.totalDocs
  const filtered = Boolean(where || search)
  return (
    <div className="cc-list-actions">
      {typeof total === 'number' ? (
        <span className="cc-list-actions__hint">
          {total === 1 ? '1 lead' : `${total.toLocaleString('en-US')} leads`} {filtered ? 'match the current filters' : 'in total'}
        </span>
      ) : null}
      <Button
        el="anchor"
        url={href}
        buttonStyle="secondary"
        size="small"
        margin={false}
        tooltip="Download the leads this list shows, as a CSV file"
      >
        Export CSV
      </Button>
    </div>
  )
}
