// `npm start`'s default database: it must come back after a crash left a postmaster.pid.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM scripts without types
import { startEmbeddedPostgres } from '../../scripts/lib/postgres.mjs'
// @ts-expect-error plain ESM scripts without types
import { freePort } from '../../scripts/lib/test-stack.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'cardcompare-pg-'))
chmodSync(dir, 0o755)
const dataDir = path.join(dir, 'postgres')
const quiet = () => {}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function count(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return Number((await client.query('select count(*) from marks')).rows[0].count)
  } finally {
    await client.end()
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps its data across restarts and recovers from a stale postmaster.pid', async () => {
    const port = await freePort()
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'probe', log: quiet })
    const client = new pg.Client({ connectionString: first.url })
    await client.connect()
    await client.query('create table marks (id int)')
    await client.query('insert into marks values (1)')
    await client.end()
    await first.stop()

    // A crash leaves the pid file of a process that no longer exists.
    const pidFile = path.join(dataDir, 'postmaster.pid')
    writeFileSync(pidFile, `999999\n${dataDir}\n1700000000\n${port}\n/tmp\n127.0.0.1\n  1234  5678\nready\n`)
    const second = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'probe', log: quiet })
    try {
      expect(await count(second.url)).toBe(1)
      expect(Number(readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(999999)
      // A second start while it runs reuses the running server instead of failing.
      const again = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'probe', log: quiet })
      expect(again.url).toBe(second.url)
    } finally {
      await second.stop()
    }
  }, 60_000)
})
