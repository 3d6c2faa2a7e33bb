import type { Payload } from 'payload'

type Mail = { to: string; subject: string; html: string; text: string }

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000]

/**
 * Sends after the response has gone (so known and unknown addresses answer alike and as
 * fast), retrying a failed delivery. In-process: a restart loses what is still queued.
 * Logs the subject only, never the address or the body.
 */
export function queueMail(payload: Payload, mail: Mail, attempt = 0): void {
  setTimeout(async () => {
    try {
      await payload.sendEmail(mail)
    } catch (error) {
      if (attempt < RETRY_DELAYS_MS.length) {
        payload.logger.warn(`mail "${mail.subject}" failed (attempt ${attempt + 1}), retrying`)
        queueMail(payload, mail, attempt + 1)
      } else {
        payload.logger.error({ err: error, msg: `mail "${mail.subject}" could not be delivered` })
      }
    }
  }, attempt === 0 ? 0 : RETRY_DELAYS_MS[attempt - 1])
}
