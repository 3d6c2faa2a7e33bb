// What follows a change to the catalogue or the blog (docs/decisions/013): an audit entry per
// changed document, field by field, in the same transaction; and, once the transaction has
// committed, a call that tells the storefront to drop its cached copy of the catalogue.
import { clipChange, diffDocuments, type FieldChange } from '@cardcompare/shared'
import { cmsEnv, serviceKeyHeaders } from '@cardcompare/shared/server'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { recordAudit } from '../collections/AuditLog/recordAudit'

/** `req.context` flags: the seed and the import write many documents and speak for themselves. */
export type ChangeContext = {
  skipAudit?: boolean
  skipRevalidate?: boolean
  importId?: string
  /** Names of related records (`banks:1` → "ADCB") the caller already holds: an import does. */
  relatedNames?: Map<string, string>
}

const NOUNS: Record<string, string> = { 'credit-cards': 'card', banks: 'bank', 'card-types': 'card type', features: 'feature' }

const titleOf = (doc: Record<string, unknown> | null | undefined) =>
  typeof doc?.name === 'string' ? `“${doc.name.slice(0, 120)}”` : `#${String(doc?.id ?? '')}`

export const auditChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req, context }) => {
  const flags = context as ChangeContext
  if (flags.skipAudit) return doc
  const diff = diffDocuments(operation === 'create' ? null : previousDoc, doc)
  if (operation === 'update' && diff.length === 0) return doc
  const changes = (await withNames(req, diff, flags.relatedNames)).map((change) => clipChange(change))
  const noun = NOUNS[collection.slug] ?? collection.slug
  const verb = operation === 'create' ? 'Created' : 'Changed'
  const fields = operation === 'create' ? '' : `: ${changes.map((c) => c.field).join(', ')}`
  await recordAudit(req, {
    action: operation === 'create' ? 'create' : 'update',
    collection: collection.slug,
    documentId: doc.id,
    summary: `${verb} ${noun} ${titleOf(doc)}${fields}`,
    changes,
    importId: flags.importId ?? null,
  })
  return doc
}

export const auditDelete: CollectionAfterDeleteHook = async ({ collection, doc, req, context }) => {
  if ((context as ChangeContext).skipAudit) return doc
  await recordAudit(req, {
    action: 'delete',
    collection: collection.slug,
    documentId: doc.id,
    summary: `Deleted ${NOUNS[collection.slug] ?? collection.slug} ${titleOf(doc)}`,
    changes: (await withNames(req, diffDocuments(doc, null), (context as ChangeContext).relatedNames)).map((change) => clipChange(change)),
  })
  return doc
}

/** Related records a change names: the trail says "ADCB", not 1 (ids differ between copies). */
const RELATED: Record<string, 'banks' | 'card-types' | 'features'> = { bank: 'banks', cardTypes: 'card-types', features: 'features' }

async function withNames(req: PayloadRequest, changes: FieldChange[], known?: Map<string, string>): Promise<FieldChange[]> {
  const wanted = changes.filter((c) => RELATED[c.field])
  if (!wanted.length) return changes
  const names = new Map<string, string>(known)
  for (const collection of new Set(wanted.map((c) => RELATED[c.field]!))) {
    const ids = wanted
      .filter((c) => RELATED[c.field] === collection)
      .flatMap((c) => [c.from, c.to].flat())
      .filter((id): id is number => typeof id === 'number' && !names.has(`${collection}:${id}`))
    if (!ids.length) continue
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: [...new Set(ids)] } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const found of docs as { id: number; name?: string }[]) names.set(`${collection}:${found.id}`, String(found.name ?? found.id))
  }
  const name = (collection: string, value: unknown): unknown =>
    Array.isArray(value)
      ? value.map((v) => name(collection, v))
      : typeof value === 'number'
        ? (names.get(`${collection}:${value}`) ?? value)
        : value
  return changes.map((c) =>
    RELATED[c.field] ? { field: c.field, from: name(RELATED[c.field]!, c.from), to: name(RELATED[c.field]!, c.to) } : c,
  )
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
  if (!(context as ChangeContext).skipRevalidate) afterCommit(req, () => notifyStorefront(req.payload.logger))
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (!(context as ChangeContext).skipRevalidate) afterCommit(req, () => notifyStorefront(req.payload.logger))
  return doc
}

/**
 * Payload runs afterChange inside the request's transaction and commits after the operation;
 * told before the commit, the storefront would read (and cache) the old rows again. Payload
 * removes `req.transactionID` when it commits or rolls back, so we wait for that.
 */
function afterCommit(req: PayloadRequest, run: () => void, timeoutMs = 120_000): void {
  const started = Date.now()
  const tick = () => {
    if (req.transactionID && Date.now() - started < timeoutMs) return void setTimeout(tick, 10)
    run()
  }
  setTimeout(tick, 0)
}

type Logger = { warn: (obj: unknown) => void }
let inFlight: Promise<void> | null = null
let again = false

/**
 * One call at a time: changes committed while a call is under way cause exactly one more, so
 * an import of 2,000 cards is one call, and no commit is left behind by a call that started
 * before it. A storefront that cannot be reached keeps its cache until the TTL
 * (CATALOG_CACHE_SECONDS) runs out: logged, never an error for the editor.
 */
export function notifyStorefront(logger: Logger): Promise<void> {
  if (inFlight) {
    again = true
    return inFlight
  }
  inFlight = (async () => {
    do {
      again = false
      // Every storefront replica (REVALIDATE_URLS; @cardcompare/shared/server has the default).
      await Promise.all(cmsEnv().revalidateUrls.map((url) => post(url, logger)))
    } while (again)
  })().finally(() => {
    inFlight = null
  })
  return inFlight
}

async function post(url: string, logger: Logger): Promise<void> {
  try {
    const res = await fetch(url, { method: 'POST', headers: serviceKeyHeaders('revalidate'), signal: AbortSignal.timeout(2000) })
    if (!res.ok) logger.warn({ msg: `revalidation: ${url} answered ${res.status}` })
  } catch (error) {
    logger.warn({ msg: `revalidation: ${url} did not answer (${(error as Error).message})` })
  }
}
