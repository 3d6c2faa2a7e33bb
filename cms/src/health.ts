// The CMS's health checks (@cardcompare/shared/server health.js), served on the CMS's own port
// only: the storefront proxies /admin, /_next and /cms-api, not these. /readyz connects afresh
// (not through Payload's pool, whose idle connections outlive a database that went away) and
// reads which migrations the database has applied.
import {
  HEALTH_PATHS,
  NOT_READY,
  READY_TIMEOUT_MS,
  healthAnswer,
  pendingMigrations,
  requireCmsEnv,
  type NotReadyReason,
} from '@cardcompare/shared/server'
import pg from 'pg'
import { migrations } from './migrations'

export { HEALTH_PATHS }

const answer = (problem: NotReadyReason | null) => {
  const { status, headers, body } = healthAnswer(problem)
  return Response.json(body, { status, headers })
}

export const live = () => answer(null)

/** Why the CMS cannot serve (the database, its migrations), or null. */
export async function readiness(databaseUrl: string): Promise<NotReadyReason | null> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: READY_TIMEOUT_MS,
    query_timeout: READY_TIMEOUT_MS,
  })
  // A connection that fails later must not become an unhandled 'error' event.
  client.on('error', () => {})
  try {
    await client.connect()
  } catch {
    return NOT_READY.database
  }
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM payload_migrations')
    return pendingMigrations(
      migrations,
      rows.map((row) => row.name),
    ).length
      ? NOT_READY.migrations
      : null
  } catch (error) {
    // No migrations table yet: none applied.
    return (error as { code?: string }).code === '42P01' ? NOT_READY.migrations : NOT_READY.database
  } finally {
    await client.end().catch(() => {})
  }
}

export const ready = async () => answer(await readiness(requireCmsEnv().DATABASE_URL))
