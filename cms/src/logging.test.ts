import { describe, expect, it } from 'vitest'
import { APIError } from 'payload'
import { pino, type LogFn } from 'pino'
import { loggedError, loggerOptions, redactQueryValues } from './logging'

const email = 'noor.saleh@example.test'
const phone = '+971501234567'

/** What drizzle throws when PostgreSQL refuses a query, with PostgreSQL's error as its cause. */
function failedInsert() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "leads_idempotency_key_idx"'), {
    code: '23505',
    detail: `Key (email)=(${email}) already exists.`,
  })
  return new Error(
    `Failed query: insert into "leads" ("full_name", "email", "phone") values ($1, $2, $3)\nparams: Noor Saleh,${email},${phone}`,
    { cause },
  )
}

describe('the CMS log', () => {
  it('keeps a failed query’s SQL but not its values', () => {
    const logged = JSON.stringify(loggedError(failedInsert()))
    expect(logged).toContain('Failed query: insert into \\"leads\\"')
    expect(logged).toContain('params: [redacted]')
    expect(logged).toContain('"code":"23505"')
    for (const secret of [email, phone, 'Noor Saleh']) expect(logged).not.toContain(secret)
  })

  it('redacts the values PostgreSQL names in a key conflict', () => {
    expect(redactQueryValues(`Key (email)=(${email}) already exists.`)).toBe('Key (email)=([redacted]) already exists.')
  })

  it('redacts messages logged as text or as an object’s msg', () => {
    const seen: unknown[][] = []
    const method: LogFn = (...args: unknown[]) => void seen.push(args)
    const hook = loggerOptions.hooks!.logMethod!
    // Payload's logger (pino) calls the hook with itself as `this`; a silent one stands in.
    const logger = pino({ enabled: false })
    hook.call(logger, [`commit failed\nparams: ${email}`], method, 50)
    hook.call(logger, [{ msg: `cannot begin transaction: Failed query: begin\nparams: ${phone}`, err: failedInsert() }], method, 50)
    expect(JSON.stringify(seen)).not.toContain(email.split('@')[0])
    expect(JSON.stringify(seen.map((args) => (typeof args[0] === 'string' ? args[0] : (args[0] as { msg: string }).msg)))).not.toContain(
      phone,
    )
  })

  it('logs a refusal the client caused (4xx) as one info line with its status, and a server failure as an error', () => {
    const hook = loggerOptions.hooks!.logMethod!
    const asError: unknown[][] = []
    const asInfo: unknown[][] = []
    const method: LogFn = (...args: unknown[]) => void asError.push(args)
    // The logger the hook is called on: its levels, and an info method that records.
    const logger = Object.assign(pino({ enabled: false }), { info: (...args: unknown[]) => void asInfo.push(args) })
    hook.call(logger, [{ err: new APIError('Not Found', 404) }], method, 50)
    hook.call(logger, [{ err: new APIError('limit must be a whole number from 0 to 1000.', 400, null, true) }], method, 50)
    expect(asInfo).toEqual([[{ msg: 'Not Found', status: 404 }], [{ msg: 'limit must be a whole number from 0 to 1000.', status: 400 }]])
    expect(asError).toEqual([])
    const failure = new APIError('Could not erase every record', 500)
    hook.call(logger, [{ err: failure }], method, 50)
    hook.call(logger, [{ err: new Error('socket hang up') }], method, 50)
    expect(asError).toHaveLength(2)
    expect(asInfo).toHaveLength(2)
  })

  it('passes anything that is not an error through', () => {
    expect(loggedError('plain')).toBe('plain')
    expect(loggedError(42)).toBe(42)
  })
})
