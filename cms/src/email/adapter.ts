import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { cmsEnv } from '@cardcompare/shared/server'

/**
 * Our own nodemailer adapter: SMTP_URL sends for real; without it each message is written
 * as an .eml file to the outbox folder and its subject logged (never a network test account).
 */
export const nodemailerAdapter = (): EmailAdapter => () => {
  const { MAIL_FROM_ADDRESS: fromAddress, MAIL_FROM_NAME: fromName, mailOutboxDir: outbox, SMTP_URL: smtpUrl } = cmsEnv()
  // Pooled: mail leaves one job at a time (docs/decisions/025), so each message reuses the open
  // connection instead of paying a connect, greeting and TLS handshake of its own.
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  return {
    name: smtpUrl ? 'smtp' : 'file-outbox',
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    sendEmail: async (message: SendEmailOptions) => {
      const info = await transport.sendMail({ from: `"${fromName}" <${fromAddress}>`, ...message })
      if (!smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
        await mkdir(outbox, { recursive: true })
        const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`)
        await writeFile(file, info.message)
        console.log(`[mail] outbox: "${message.subject}" -> ${path.basename(file)}`)
      }
      return info
    },
  }
}
