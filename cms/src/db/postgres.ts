// The one place that reaches past Payload's Local API into its Postgres adapter. A few writes
// need SQL the Local API has no words for: the sign-in throttle's and rate limits' upserts, the
// mail runner's advisory lock, releasing stuck jobs, per-person advisory locks inside a lead's
// transaction, moving sequences past seeded ids. Keeping every reach here means one file to
// re-read when the adapter is upgraded (transactions.ts replaces two of its methods).
import type { Migration, Payload, PayloadRequest } from 'payload'
import type { MigrateDownArgs, MigrateUpArgs, PostgresAdapter, sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

/** Payload types `payload.db` as any adapter; ours is the Postgres one (payload.config.ts). */
const isPostgres = (db: unknown): db is PostgresAdapter =>
  typeof db === 'object' && db !== null && 'pool' in db && 'drizzle' in db && 'sessions' in db

function postgres(payload: Payload): PostgresAdapter {
  const db = payload.db
  if (!isPostgres(db)) throw new Error('The CMS runs on the Postgres adapter.')
  return db
}

/** The adapter's node-postgres pool: statements outside any Payload transaction. */
export const pool = (payload: Payload) => postgres(payload).pool

/** The drizzle transaction of the request's Payload transaction, if it has one. */
export async function transactionOf(req: PayloadRequest) {
  const id = await req.transactionID
  return id === undefined || id === null ? undefined : postgres(req.payload).sessions[String(id)]?.db
}

/** Runs a statement in the request's transaction, or on the adapter's connection when it has none. */
export async function execute(req: PayloadRequest, query: SQL) {
  return ((await transactionOf(req)) ?? postgres(req.payload).drizzle).execute(query)
}

/** A committed migration module (cms/src/migrations), as the adapter runs it. */
type PostgresMigration = { name: string; up: (args: MigrateUpArgs) => Promise<void>; down: (args: MigrateDownArgs) => Promise<void> }

/**
 * Applies the committed migrations. Payload's migrate() declares a migration's argument as
 * `unknown`; the Postgres adapter calls each with the { db, payload, req } the generated modules
 * declare, so the list is handed over as Payload's own type.
 */
export const migrate = (payload: Payload, migrations: PostgresMigration[]) =>
  postgres(payload).migrate({ migrations: migrations as Migration[] })

/**
 * An idle connection the database drops (a restart, a failover) makes node-postgres' pool emit
 * 'error'; with no listener that ends the process. The pool discards the connection and opens a
 * new one on the next query, so a line saying so is enough (the error's code and message only:
 * the client object it comes with holds the connection string).
 */
export function watchPool(payload: Payload) {
  pool(payload).on('error', (error: Error & { code?: string }) => {
    payload.logger.warn({ code: error.code, msg: `database connection lost while idle: ${error.message}` })
  })
}
