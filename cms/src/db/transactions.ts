// A write we acknowledge must be committed (docs/decisions/024). Payload's drizzle adapter (3.90)
// resolves a failed COMMIT as success: its beginTransaction catches the transaction's promise
// once the transaction has begun, and its commitTransaction catches again. A lead the site
// thanked the person for could be lost without a trace when the database died at COMMIT. These
// two replace the adapter's, so a failed COMMIT throws `CommitFailedError` (503) to whoever
// committed: Payload's own operations, our endpoints and the job runner alike.
import { randomUUID } from 'node:crypto'
import type { DatabaseAdapterObj } from 'payload'
import { APIError } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

/** The database did not keep the change: the person is asked to try again in a moment. */
export class CommitFailedError extends APIError {
  constructor(cause: unknown) {
    super('The change could not be saved. Please try again in a moment.', 503, undefined, true)
    this.cause = cause
  }
}

/** Ends the transaction's callback on purpose: a rollback we asked for, not a failure. */
class RollbackRequested extends Error {}

type Transaction = Parameters<Parameters<PostgresAdapter['drizzle']['transaction']>[0]>[0]
type TransactionConfig = Parameters<PostgresAdapter['drizzle']['transaction']>[1]

/** The drizzle base adapter types its transaction options as unknown; the Postgres adapter keeps a config object or undefined. */
const transactionConfig = (options: unknown): TransactionConfig => (typeof options === 'object' && options !== null ? options : undefined)

async function beginTransaction(this: PostgresAdapter, options?: Parameters<PostgresAdapter['beginTransaction']>[0]) {
  await this.initializing
  let release!: { commit: () => void; rollback: () => void }
  let began!: (tx: Transaction) => void
  const ready = new Promise<Transaction>((resolve) => (began = resolve))
  // Settles once the transaction has ended, with its error if it did not commit; never rejects.
  const ended: Promise<unknown> = this.drizzle
    .transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          release = { commit: () => commit(), rollback: () => rollback(new RollbackRequested()) }
          began(tx)
        }),
      options ?? transactionConfig(this.transactionOptions),
    )
    .then(
      () => null,
      (error: unknown) => error,
    )
  const tx = await Promise.race([
    ready,
    ended.then((error) => Promise.reject(new Error(`cannot begin transaction: ${(error as Error)?.message}`))),
  ])
  const id = randomUUID()
  this.sessions[id] = {
    db: tx,
    resolve: async () => {
      release.commit()
      const error = await ended
      if (error) throw new CommitFailedError(error)
    },
    reject: async () => {
      release.rollback()
      await ended
    },
  } as PostgresAdapter['sessions'][string]
  return id
}

async function commitTransaction(this: PostgresAdapter, incomingID: number | Promise<number | string> | string = '') {
  const id = incomingID instanceof Promise ? await incomingID : incomingID
  const session = this.sessions[id]
  // Already ended: a second commit of a shared transaction, or after a rollback.
  if (!session) return
  delete this.sessions[id]
  await session.resolve()
}

/** The adapter, with commits that report their failure. */
export function reportingCommitFailures(adapter: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      db.beginTransaction = beginTransaction
      db.commitTransaction = commitTransaction
      return db
    },
  }
}
