// `npm run test:faults`: the fault test (docs/decisions/025). On a fresh copy of the product
// (production builds, embedded PostgreSQL, a real SMTP server), supervised as `npm start`
// supervises it, each scenario posts a burst of applications (FAULT_BURST, 300) at
// FAULT_CONCURRENCY (20) at a time and, a fifth of the way in, does one harm: kill -9 of the
// CMS, of the storefront or of PostgreSQL, a CMS stopped with SIGTERM, a CMS frozen with SIGSTOP
// for 10 s, PostgreSQL stopped (fast shutdown), or COMMITs refused by the database. Nothing but
// the supervisor brings a process back. Applications not acknowledged are then sent again with
// the same idempotency key, as a person pressing the button again would. It prints, per
// scenario: acknowledged, stored, mailed, duplicated and lost, and exits 1 unless no
// acknowledged application is lost, no row is doubled, every stored lead has its two mails,
// at most one mail went out twice per crash, and the stack came back by itself.
// FAULT_REPLICAS=2 runs two storefronts and two CMS processes on the one database, as behind a
// load balancer (docs/scaling.md): applications alternate between them, and the harms strike
// the first replica while the second runs on.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import pg from 'pg'
import { solveBotCheck } from '../tests/integration/bot-check'
// @ts-expect-error plain ESM script without types
import { toolEnv } from './lib/config.mjs'
// @ts-expect-error plain ESM script without types
import { freePort, startTestSmtp, startTestStack } from './lib/test-stack.mjs'

const { faultBurst: BURST, faultConcurrency: CONCURRENCY, faultReplicas: REPLICAS } = toolEnv()
if (REPLICAS !== 1 && REPLICAS !== 2) throw new Error('FAULT_REPLICAS is 1 or 2')
const SALES = 'sales-faults@example.test'
const REFUSED = 'refused'

const began = Date.now()
const clock = () => `${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s`
const say = (line: string) => console.log(`${clock()}  ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Supervisor = {
  pid: number | null
  ready: boolean
  gaveUp: boolean
  whenReady: (options?: { timeoutMs?: number }) => Promise<void>
  events: NodeJS.EventEmitter
}
type Stack = {
  baseUrl: string
  databaseUrl: string
  mailDir: string
  stop: () => Promise<void>
  /** `database` is absent on a replica that uses another's database. */
  processes: { database?: Supervisor; cms: Supervisor; storefront: Supervisor }
}

// The apps' own logs (every failed request while a process is down) go to a file.
const appLog = path.join(tmpdir(), `cardcompare-faults-${new Date().toISOString().replace(/[:.]/g, '-')}.log`)
say(`starting a fresh stack (embedded PostgreSQL, real SMTP, production builds, ${REPLICAS} replica(s)); the apps' output: ${appLog}`)
// One mail server for every replica.
const mailDir = mkdtempSync(path.join(tmpdir(), 'cardcompare-faults-mail-'))
const smtp = await startTestSmtp(mailDir)
const ports: number[] = []
for (let i = 0; i < REPLICAS; i++) ports.push(await freePort())
const stackOptions = {
  log: (line: string) => say(line),
  output: openSync(appLog, 'a'),
  smtpUrl: smtp.url,
  env: {
    SALES_NOTIFY_EMAIL: SALES,
    MAIL_RETRY_DELAY_MS: '1000',
    INTAKE_RATE_LIMIT_PER_HOUR: '100000',
    // The proof of work is the visitor's cost, not what is tested here.
    ALTCHA_MAX_NUMBER: '1000',
    // Every CMS tells every storefront of a change (docs/scaling.md).
    REVALIDATE_URLS: ports.map((port) => `http://127.0.0.1:${port}/internal/revalidate`).join(','),
  },
}
const stack: Stack = await startTestStack({ ...stackOptions, port: ports[0] })
const stacks: Stack[] = [stack]
if (REPLICAS === 2) stacks.push(await startTestStack({ ...stackOptions, port: ports[1], databaseUrl: stack.databaseUrl }))
/** The storefront a load balancer would send request `n` to. */
const storefrontFor = (n: number) => stacks[n % stacks.length].baseUrl
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 })
db.on('error', () => {}) // its idle connections die with the database in one scenario

/** A query that waits for the database to be back (up to 2 minutes). */
async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      return (await db.query(text, values)).rows as T[]
    } catch (error) {
      if (Date.now() > deadline) throw error
      await sleep(500)
    }
  }
}

const cardId: number = (await (await fetch(`${stack.baseUrl}/api/credit-cards?limit=1`)).json()).cards[0].id

type Application = { n: number; email: string; body: Record<string, unknown>; acknowledged: 'burst' | 'retry' | null; answers: string[] }
let serial = 0
function application(scenario: string, refused: boolean): Application {
  const n = ++serial
  const email = `${scenario}.${n}${refused ? `.${REFUSED}` : ''}@faults.example.test`
  return {
    n,
    email,
    acknowledged: null,
    answers: [],
    body: {
      fullName: 'Fault Test',
      email,
      phone: `+97150${String(1_000_000 + n).padStart(7, '0')}`,
      salary: '20000',
      preferredContactMethod: 'email',
      cardId,
      consentContact: true,
      idempotencyKey: randomUUID().replaceAll('-', ''),
    },
  }
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++
        await work(items[index], index)
      }
    }),
  )
}

/** Posts one application with a fresh bot-check token; true when it is acknowledged (200). */
async function post(app: Application, token: string): Promise<boolean> {
  try {
    const base = storefrontFor(app.n + app.answers.length)
    const res = await fetch(`${base}/api/card-applications`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: base,
        'X-Forwarded-For': `10.${(app.n >> 16) & 255}.${(app.n >> 8) & 255}.${app.n & 255}`,
      },
      body: JSON.stringify({ ...app.body, recaptchaToken: token }),
      signal: AbortSignal.timeout(60_000),
    })
    const body = await res.json().catch(() => ({}))
    app.answers.push(String(res.status))
    return res.status === 200 && body.success === true
  } catch (error) {
    app.answers.push((error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer')
    return false
  }
}

/** Bot-check tokens solved ahead (the storefront may be down when they are needed). */
async function tokens(count: number): Promise<string[]> {
  const out: string[] = []
  await inPool(Array.from({ length: count }), 8, async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        // Any replica's challenge serves every replica (one secret, one spent-token store).
        out.push(await solveBotCheck(storefrontFor(attempt), 'card_application'))
        return
      } catch (error) {
        if (attempt > 60) throw error
        await sleep(1000)
      }
    }
  })
  return out
}

// The inbox, parsed once per file.
const parsed = new Map<string, { to: string[]; subject: string }>()
async function inbox() {
  for (const file of readdirSync(mailDir)) {
    if (parsed.has(file)) continue
    const mail = await simpleParser(readFileSync(path.join(mailDir, file)))
    const to = [mail.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .map((v) => v.address?.toLowerCase() ?? '')
    parsed.set(file, { to, subject: mail.subject ?? '' })
  }
  return [...parsed.values()]
}

type Harm = { name: string; crashes: number; target?: keyof Stack['processes']; refuse?: boolean; act?: () => Promise<void> }
const pidOf = (name: keyof Stack['processes']) => {
  const pid = stack.processes[name]?.pid
  if (!pid) throw new Error(`${name} is not running`)
  return pid
}

const harms: Harm[] = [
  { name: 'CMS killed (kill -9)', crashes: 1, target: 'cms', act: async () => void process.kill(pidOf('cms'), 'SIGKILL') },
  {
    name: 'storefront killed (kill -9)',
    crashes: 1,
    target: 'storefront',
    act: async () => void process.kill(pidOf('storefront'), 'SIGKILL'),
  },
  { name: 'PostgreSQL killed (kill -9)', crashes: 1, target: 'database', act: async () => void process.kill(pidOf('database'), 'SIGKILL') },
  { name: 'CMS stopped (SIGTERM)', crashes: 1, target: 'cms', act: async () => void process.kill(pidOf('cms'), 'SIGTERM') },
  {
    name: 'CMS frozen 10 s (SIGSTOP)',
    crashes: 0,
    act: async () => {
      const pid = pidOf('cms')
      process.kill(pid, 'SIGSTOP')
      await sleep(10_000)
      process.kill(pid, 'SIGCONT')
    },
  },
  {
    name: 'PostgreSQL stopped (fast shutdown)',
    crashes: 1,
    target: 'database',
    act: async () => void process.kill(pidOf('database'), 'SIGINT'),
  },
  { name: 'COMMIT refused (1 in 4)', crashes: 0, refuse: true },
]

type Row = {
  scenario: string
  posted: number
  ackBurst: number
  ackRetry: number
  stored: number
  mailed: number
  dupRows: number
  dupMails: number
  lost: number
  unmailed: number
  recovered: string
  ok: boolean
}
const results: Row[] = []

async function refuseCommits(on: boolean) {
  if (on) {
    await sql(
      `CREATE OR REPLACE FUNCTION fault_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'COMMIT refused by the fault test'; END $$`,
    )
    await sql(
      `CREATE CONSTRAINT TRIGGER fault_refuse_commit AFTER INSERT OR UPDATE ON leads DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.email LIKE '%.${REFUSED}@%') EXECUTE FUNCTION fault_refuse_commit()`,
    )
  } else {
    await sql('DROP TRIGGER IF EXISTS fault_refuse_commit ON leads')
    await sql('DROP FUNCTION IF EXISTS fault_refuse_commit()')
  }
}

async function scenario(harm: Harm, index: number) {
  const tag = `s${index + 1}`
  say(`── ${harm.name}: ${BURST} applications, ${CONCURRENCY} at a time`)
  const apps = Array.from({ length: BURST }, (_, i) => application(tag, Boolean(harm.refuse) && i % 4 === 0))
  const burstTokens = await tokens(BURST)
  if (harm.refuse) await refuseCommits(true)

  // The harm, a fifth of the way into the burst.
  let answered = 0
  let harmed: Promise<void> = Promise.resolve()
  let harmAt = 0
  const target = harm.target ? (stack.processes[harm.target] ?? null) : null
  let back: Promise<number> | null = null
  const harmOnce = () => {
    if (harmAt || !harm.act) return
    harmAt = Date.now()
    say(`   ${harm.name}`)
    if (target) back = new Promise((resolve) => target.events.once('ready', () => resolve(Date.now())))
    harmed = harm.act()
  }
  await inPool(apps, CONCURRENCY, async (app, i) => {
    if (await post(app, burstTokens[i])) app.acknowledged = 'burst'
    if (++answered >= BURST / 5) harmOnce()
  })
  await harmed
  if (harm.refuse) await refuseCommits(false)

  // Recovery: by the supervisor alone.
  let recovered = 'n/a'
  let cameBack = true
  if (target) {
    try {
      const at = await Promise.race([back!, sleep(120_000).then(() => Promise.reject(new Error('not back within 120 s')))])
      recovered = `${((at - harmAt) / 1000).toFixed(1)} s`
    } catch (error) {
      cameBack = false
      recovered = `NO (${(error as Error).message})`
    }
  } else if (harm.act) recovered = 'SIGCONT'
  for (const replica of stacks)
    for (const name of ['database', 'cms', 'storefront'] as const) {
      await replica.processes[name]?.whenReady({ timeoutMs: 120_000 }).catch(() => {
        cameBack = false
        recovered = `NO (${name} not serving)`
      })
    }

  // The people whose application was not acknowledged press the button again (same key).
  const again = apps.filter((app) => !app.acknowledged)
  if (again.length && cameBack) {
    say(`   ${BURST - again.length} acknowledged in the burst; sending the other ${again.length} again`)
    for (let round = 0; round < 3 && again.some((a) => !a.acknowledged); round++) {
      const pending = again.filter((a) => !a.acknowledged)
      const retryTokens = await tokens(pending.length)
      await inPool(pending, CONCURRENCY, async (app, i) => {
        if (await post(app, retryTokens[i])) app.acknowledged = 'retry'
      })
      if (pending.some((a) => !a.acknowledged)) await sleep(2000)
    }
  }

  // Every stored lead's two mails (its confirmation, the sales notice), then a quiet spell.
  const emails = new Set(apps.map((a) => a.email))
  const rows = await sql<{ id: number; email: string }>('SELECT id, email FROM leads WHERE email = ANY($1)', [[...emails]])
  const ids = new Set(rows.map((r) => String(r.id)))
  const deadline = Date.now() + 180_000
  let mails = await inbox()
  const mine = () =>
    mails.filter((m) => m.to.some((to) => emails.has(to)) || (m.to.includes(SALES) && ids.has(m.subject.match(/#(\d+)/)?.[1] ?? '')))
  let last = -1
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    mails = await inbox()
    const count = mine().length
    if (count !== last) {
      last = count
      quietSince = Date.now()
    }
    if (count >= rows.length * 2 && Date.now() - quietSince > 3000) break
    await sleep(500)
  }

  const stored = new Set(rows.map((r) => r.email))
  const perRecipient = new Map<string, number>()
  for (const mail of mine()) {
    const key = mail.to.includes(SALES) ? `sales:${mail.subject.match(/#(\d+)/)?.[1]}` : mail.to.find((to) => emails.has(to))!
    perRecipient.set(key, (perRecipient.get(key) ?? 0) + 1)
  }
  const acknowledged = apps.filter((a) => a.acknowledged)
  const row: Row = {
    scenario: harm.name,
    posted: BURST,
    ackBurst: apps.filter((a) => a.acknowledged === 'burst').length,
    ackRetry: apps.filter((a) => a.acknowledged === 'retry').length,
    stored: rows.length,
    mailed: mine().length,
    dupRows: rows.length - stored.size,
    dupMails: [...perRecipient.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    lost: acknowledged.filter((a) => !stored.has(a.email)).length,
    unmailed: rows.filter((r) => !perRecipient.has(r.email)).length + rows.filter((r) => !perRecipient.has(`sales:${r.id}`)).length,
    recovered,
    ok: false,
  }
  row.ok =
    cameBack && row.lost === 0 && row.dupRows === 0 && row.unmailed === 0 && row.dupMails <= harm.crashes && acknowledged.length === BURST
  results.push(row)
  const answers = new Map<string, number>()
  for (const a of apps) for (const answer of a.answers) answers.set(answer, (answers.get(answer) ?? 0) + 1)
  say(`   answers: ${[...answers].map(([k, v]) => `${v}× ${k}`).join(', ')}; ${row.ok ? 'ok' : 'FAILED'}`)
}

let failed = false
try {
  for (const [index, harm] of harms.entries()) await scenario(harm, index)
} catch (error) {
  failed = true
  console.error(`\nthe fault test stopped: ${(error as Error).stack ?? error}`)
} finally {
  await db.end().catch(() => {})
  // A replica on another's database stops before it.
  for (const replica of [...stacks].reverse()) await replica.stop()
  await smtp.stop()
  rmSync(mailDir, { recursive: true, force: true })
}

const header = [
  'scenario',
  'posted',
  'ack (burst)',
  'ack (retry)',
  'stored',
  'mailed',
  'dup rows',
  'dup mails',
  'lost',
  'unmailed',
  'recovered',
  '',
]
const table = results.map((r) =>
  [
    r.scenario,
    r.posted,
    r.ackBurst,
    r.ackRetry,
    r.stored,
    r.mailed,
    r.dupRows,
    r.dupMails,
    r.lost,
    r.unmailed,
    r.recovered,
    r.ok ? 'ok' : 'FAILED',
  ].map(String),
)
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 10 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
console.log(
  `\nFault test, ${new Date().toISOString()}, ${REPLICAS} replica(s), ${BURST} applications per scenario at ${CONCURRENCY} concurrent, ${((Date.now() - began) / 1000).toFixed(0)} s`,
)
console.log('mailed: confirmations and sales notices received (two per stored lead); dup mails allowed: one per crash\n')
console.log(line(header))
for (const row of table) console.log(line(row))
failed ||= results.length !== harms.length || results.some((r) => !r.ok)
console.log(failed ? '\nFAILED' : '\nall scenarios passed')
process.exit(failed ? 1 : 0)
