// Nothing acknowledged is lost (issue 10 §4): a lead taken while SMTP is down is notified when
// it returns, and a lead acknowledged just before the CMS is killed (kill -9) — even with its
// mail half-sent — is stored and notified after the restart. This file runs its own stack,
// whose mail server the test takes down and brings back.
import { mkdirSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from './bot-check'
import { waitForMailIn } from './mail'

// @ts-expect-error plain ESM script without types
const { freePort, startTestSmtp, startTestStack } = await import('../../scripts/lib/test-stack.mjs')

type Stack = { baseUrl: string; databaseUrl: string; dataDir: string; stop: () => Promise<void>; restartCms: (signal?: string) => Promise<void> }
let stack: Stack
let smtpPort: number
let inbox: string
let db: pg.Pool

beforeAll(async () => {
  smtpPort = await freePort()
  stack = await startTestStack({
    log: () => {},
    ownDatabase: true,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}?connectionTimeout=2000&greetingTimeout=2000&socketTimeout=3000`,
    env: { MAIL_RETRY_DELAY_MS: '500', JOBS_STUCK_AFTER_SECONDS: '4', SALES_NOTIFY_EMAIL: 'sales-durable@example.test' },
  })
  inbox = path.join(stack.dataDir, 'durable-inbox')
  mkdirSync(inbox, { recursive: true })
  db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 })
}, 600_000)

afterAll(async () => {
  await db?.end()
  await stack?.stop()
}, 60_000)

const rand = () => Math.floor(Math.random() * 250) + 1
async function submitLead(email: string) {
  const res = await fetch(`${stack.baseUrl}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: stack.baseUrl, 'X-Forwarded-For': `10.${rand()}.${rand()}.${rand()}` },
    body: JSON.stringify({
      fullName: 'Durable Lead',
      email,
      phone: `+97150${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      salary: 10000,
      preference: 'cashback',
      consentContact: true,
      recaptchaToken: await solveBotCheck(stack.baseUrl),
    }),
  })
  expect(res.status).toBe(200)
  expect((await res.json()).success).toBe(true)
  const { rows } = await db.query('SELECT id FROM leads WHERE email = $1', [email])
  expect(rows).toHaveLength(1)
  return rows[0].id as number
}

const pendingMailJobs = async () =>
  Number((await db.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'sendMail' AND completed_at IS NULL`)).rows[0].n)

describe('mail survives SMTP outages and crashes', () => {
  it('a lead submitted while SMTP is down is notified after SMTP returns', async () => {
    const email = `down.${Date.now()}@example.test`
    const id = await submitLead(email)
    // Attempts fail while nothing listens; the jobs stay queued.
    await new Promise((r) => setTimeout(r, 3000))
    const { rows } = await db.query(`SELECT max(total_tried)::int AS tried FROM payload_jobs WHERE task_slug = 'sendMail' AND completed_at IS NULL`)
    expect(rows[0].tried).toBeGreaterThanOrEqual(1)
    expect(await pendingMailJobs()).toBe(2)

    const smtp = await startTestSmtp(inbox, smtpPort)
    try {
      await waitForMailIn(inbox, 'sales-durable@example.test', new RegExp(`lead #${id}\\)`), { timeoutMs: 20_000 })
      await waitForMailIn(inbox, email, /We received your request/, { timeoutMs: 20_000 })
    } finally {
      await smtp.stop()
    }
  }, 60_000)

  it('a lead acknowledged just before kill -9 of the CMS, its mail half-sent, is notified after the restart', async () => {
    // A mail server that accepts the connection and then says nothing: the runner is stuck
    // mid-delivery when the CMS is killed, leaving its job marked "processing".
    const sockets = new Set<Socket>()
    const blackHole: Server = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => blackHole.listen(smtpPort, '127.0.0.1', resolve))
    const email = `killed.${Date.now()}@example.test`
    const id = await submitLead(email)
    await new Promise((r) => setTimeout(r, 1200))
    const stuck = await db.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE processing = true`)
    expect(stuck.rows[0].n).toBeGreaterThanOrEqual(1)

    await stack.restartCms('SIGKILL').catch(() => {}) // kills; restart below after SMTP is back
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => blackHole.close(resolve))
    const smtp = await startTestSmtp(inbox, smtpPort)
    try {
      // The lead is there, and its mails arrive once the stuck jobs are released.
      const { rows } = await db.query('SELECT id FROM leads WHERE email = $1', [email])
      expect(rows.map((r) => r.id)).toEqual([id])
      await waitForMailIn(inbox, 'sales-durable@example.test', new RegExp(`lead #${id}\\)`), { timeoutMs: 30_000 })
      await waitForMailIn(inbox, email, /We received your request/, { timeoutMs: 30_000 })
      // Delivered mail is marked done right after the server accepts it.
      await expect.poll(pendingMailJobs, { timeout: 10_000 }).toBe(0)
    } finally {
      await smtp.stop()
    }
  }, 120_000)
})
