// Every mail the product sends goes through Payload's jobs queue in PostgreSQL (docs/decisions/010):
// queued in the caller's transaction, sent by the CMS's mail runner one at a time, retried
// while SMTP is down (docs/decisions/025). A restart, a crash or an hour without SMTP delays mail; it never loses it.
import type { Payload, PayloadRequest } from 'payload'
import { MAIL_QUEUE } from '../jobs/mailRunner'

/** `headers`: extra message headers (the newsletter's List-Unsubscribe), kept with the job. */
export type Mail = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> }

const isRequest = (target: Payload | PayloadRequest): target is PayloadRequest => 'payload' in target && !('jobs' in target)

/** Queues a mail. Pass the request to queue it inside that request's transaction. */
export async function enqueueMail(target: Payload | PayloadRequest, mail: Mail): Promise<void> {
  const payload = isRequest(target) ? target.payload : target
  await payload.jobs.queue({
    task: 'sendMail',
    queue: MAIL_QUEUE,
    input: mail,
    ...(isRequest(target) ? { req: target } : {}),
  })
}
