// The "History" field at the foot of a card, bank, card type or feature (docs/decisions/013): the
// audit entries of this document, newest first, each with who, when and what changed, read as
// the signed-in user. A `ui` field, so nothing is stored.
import type { Payload, UIFieldServerProps, Where } from 'payload'
import Link from 'next/link'
import { ChangesTable } from './AuditChanges'
import { importAuditHref, listHref } from './listHref'
import './admin.css'

const LIMIT = 50
const ACTIONS: Record<string, string> = { create: 'Created', update: 'Changed', delete: 'Deleted', import: 'Imported' }
const uaeTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' })

type Entry = {
  id: number
  action: string
  createdAt: string
  actor?: number | { id: number } | null
  importId?: string | null
  changes?: { field: string; from: unknown; to: unknown }[] | null
}

export async function DocumentHistory({ id, collectionSlug, field, payload, req }: UIFieldServerProps) {
  // A document not yet saved has no history.
  if (id === undefined || id === null || id === '') return null
  const label = typeof field.label === 'string' ? field.label : 'History'
  const adminRoute = payload.config.routes.admin
  const where: Where = { and: [{ collection: { equals: collectionSlug } }, { documentId: { equals: String(id) } }] }
  // The list's own filter shape (or → and), so its filter controls show it.
  const allChanges = listHref(adminRoute, 'audit-log', { or: [where] })
  const read = await readHistory(payload, req.user, where)

  return (
    <div className="field-type cc-history">
      <div className="cc-history__head">
        <h3 className="cc-history__title">{label}</h3>
        <Link href={allChanges} prefetch={false}>
          All changes
        </Link>
      </div>
      {read === null ? (
        <p className="cc-audit__none">The history could not be read just now.</p>
      ) : read.entries.length === 0 ? (
        <p className="cc-audit__none">No changes recorded yet.</p>
      ) : (
        <>
          <p className="cc-history__hint">
            {read.total > LIMIT ? `The latest ${LIMIT} of ${read.total.toLocaleString('en-US')} changes` : 'Newest first'}, as of when this
            page was opened; times in UAE time.
          </p>
          <ol className="cc-history__list">
            {read.entries.map((entry, index) => {
              const actorId = typeof entry.actor === 'object' && entry.actor ? entry.actor.id : entry.actor
              const who = actorId ? (read.names.get(actorId) ?? `user ${actorId}`) : 'the system'
              const changes = entry.changes ?? []
              return (
                <li key={entry.id} className="cc-history__entry">
                  <p className="cc-history__meta">
                    <time dateTime={entry.createdAt}>{uaeTime.format(new Date(entry.createdAt))}</time> ·{' '}
                    <strong>{ACTIONS[entry.action] ?? entry.action}</strong> by {who}
                    {entry.importId ? (
                      <>
                        {' '}
                        · import{' '}
                        <Link href={importAuditHref(adminRoute, entry.importId)} prefetch={false}>
                          <code>{entry.importId}</code>
                        </Link>
                      </>
                    ) : null}
                  </p>
                  {/* A creation lists every field: folded below newer entries, so they stay readable. */}
                  {entry.action === 'create' && changes.length > 0 ? (
                    <details open={index === 0}>
                      <summary>
                        {changes.length} field{changes.length === 1 ? '' : 's'} set
                      </summary>
                      <ChangesTable changes={changes} />
                    </details>
                  ) : (
                    <ChangesTable changes={changes} />
                  )}
                </li>
              )
            })}
          </ol>
        </>
      )}
    </div>
  )
}

type Read = { entries: Entry[]; total: number; names: Map<number, string> }

async function readHistory(payload: Payload, user: UIFieldServerProps['req']['user'], where: Where): Promise<Read | null> {
  try {
    const { docs, totalDocs } = await payload.find({
      collection: 'audit-log',
      where,
      sort: '-createdAt',
      limit: LIMIT,
      depth: 0,
      select: { action: true, createdAt: true, actor: true, importId: true, changes: true },
      user,
      overrideAccess: false,
    })
    const entries: Entry[] = docs
    const ids = [
      ...new Set(
        entries
          .map((e) => (typeof e.actor === 'object' && e.actor ? e.actor.id : e.actor))
          .filter((v): v is number => typeof v === 'number'),
      ),
    ]
    // Editors may not read other accounts; an entry's author is part of the entry they may
    // read, so only the username is looked up, past that rule.
    const actors = ids.length
      ? (
          await payload.find({
            collection: 'users',
            where: { id: { in: ids } },
            limit: ids.length,
            depth: 0,
            select: { username: true },
            overrideAccess: true,
          })
        ).docs
      : []
    return {
      entries,
      total: totalDocs,
      names: new Map(actors.map((a) => [a.id as number, String((a as { username?: string }).username ?? `user ${a.id}`)])),
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'document history: reading audit entries failed' })
    return null
  }
}
