// The one place that reaches past Payload's Local API into its Postgres adapter. A few writes
// need SQL the Local API has no words for: the sign-in throttle's and rate limits' upserts, the
// mail runner's advisory lock, releasing stuck jobs, per-person advisory locks inside a lead's
// transaction, moving sequences past seeded ids. Keeping every reach here means one file to
// re-read when the adapter is upgraded (transactions.ts replaces two of its methods).
import type { Payload, PayloadRequest } from 'payload'
import type { PostgresAdapter, sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

/** Payload types `payload.db` as any adapter; ours is the Postgres one (payload.config.ts). */
const isPostgres = (db: unknown): db is PostgresAdapter => typeof db === 'object' && db !== null && 'pool' in db && 'drizzle' in db && 'sessions' in db

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
