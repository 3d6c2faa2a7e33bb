// `npm start`'s default database: it must come back after a crash left a postmaster.pid, and
// after kill -9 of the server while the launcher runs, on its own (docs/decisions/025).
import { execFileSync } from 'node:child_process'
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

  it('is started again by itself after kill -9, in a process group of its own, with every committed row', async () => {
    const lines: string[] = []
    const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'probe', log: (line: string) => lines.push(line) })
    try {
      const pid: number = db.supervisor.pid
      // Its own process group: the terminal's Ctrl-C reaches the launcher, not the database.
      expect(
        Number(
          execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)])
            .toString()
            .trim(),
        ),
      ).toBe(pid)
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      await client.query('insert into marks select generate_series(2, 101)')
      await client.end()
      const restarted = new Promise((resolve) => db.supervisor.events.once('ready', resolve))
      process.kill(pid, 'SIGKILL')
      await restarted
      expect(db.supervisor.pid).not.toBe(pid)
      expect(await count(db.url)).toBe(101)
      expect(lines.some((l) => /^\[db\] exited \(signal SIGKILL after [\d.]+ s up\); restarting in 1\.0 s/.test(l))).toBe(true)
      expect(lines.some((l) => /^\[db\] back \(pid \d+\) after [\d.]+ s down$/.test(l))).toBe(true)
    } finally {
      await db.stop()
    }
    // Stopped on request: not restarted, and its log says it shut down cleanly.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(db.supervisor.pid).toBeNull()
    expect(readFileSync(`${dataDir}.log`, 'utf8')).toMatch(/database system is shut down/)
  }, 60_000)
})
