// /admin/import: bulk import and export of the catalogue (docs/decisions/013). Payload serves
// custom views to anyone who asks, so the role is checked here: editors and admins get the
// form, everyone else a refusal and nothing else. The API checks the role again.
import { IMPORT_COLUMNS, IMPORT_KIND_LABELS as KIND_LABELS, IMPORT_KINDS } from '@cardcompare/shared'
import type { AdminViewServerProps } from 'payload'
import { Button } from '@payloadcms/ui'
import { CONTENT_ROLES, hasRole } from '../../access'
import { AdminViewShell } from './AdminViewShell'
import { ImportForm } from './ImportForm'

export function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { api: apiRoute, admin: adminRoute } = initPageResult.req.payload.config.routes
  return (
    <AdminViewShell
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Import and export"
      className="cc-import"
      refusal="Only editors and admins can import or export catalogue data. Sign in with an editor or admin account."
    >
      {(user) =>
        hasRole(user, ...CONTENT_ROLES) ? (
          <>
            <p className="cc-import__lead">
              Export a file, change it in a spreadsheet, and import it again. Rows are matched by slug (cards, banks) or by name (features);
              columns left out of the file keep what is stored. Check a file first: the dry run lists every row that would be added or
              changed, and nothing is written until you apply it. An import writes all its rows or none.
            </p>
            <section className="cc-import__section" aria-labelledby="cc-export-title">
              <h2 id="cc-export-title">Export</h2>
              <ul className="cc-import__exports">
                {IMPORT_KINDS.map((kind) => (
                  <li key={kind} className="cc-import__export">
                    <span className="cc-import__export-name">{KIND_LABELS[kind]}</span>
                    {(['csv', 'json'] as const).map((format) => (
                      <Button
                        key={format}
                        el="anchor"
                        url={`${apiRoute}/export/${kind}?format=${format}`}
                        buttonStyle="secondary"
                        size="small"
                        margin={false}
                        aria-label={`Export ${KIND_LABELS[kind].toLowerCase()} (${format.toUpperCase()})`}
                      >
                        {format.toUpperCase()}
                      </Button>
                    ))}
                  </li>
                ))}
              </ul>
              <details className="cc-import__columns">
                <summary>Columns each import reads</summary>
                {IMPORT_KINDS.map((kind) => (
                  <p key={kind}>
                    <strong>{KIND_LABELS[kind]}:</strong> <code>{IMPORT_COLUMNS[kind].join(', ')}</code>
                  </p>
                ))}
              </details>
            </section>
            <ImportForm apiRoute={apiRoute} adminRoute={adminRoute} />
          </>
        ) : (
          <p className="cc-refusal" role="alert">
            Only editors and admins can import or export catalogue data. Ask an editor to make the change.
          </p>
        )
      }
    </AdminViewShell>
  )
}
