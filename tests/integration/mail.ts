import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { mailDir } from '../env'

/** Waits for a message to `to` whose subject matches, as received by the test SMTP server. */
export async function waitForMail(to: string, subject: RegExp, { timeoutMs = 10_000 } = {}): Promise<ParsedMail> {
  return waitForMailIn(mailDir(), to, subject, { timeoutMs })
}

/** As waitForMail, for a mail server whose inbox is `dir`. */
export async function waitForMailIn(dir: string, to: string, subject: RegExp, { timeoutMs = 10_000 } = {}): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)))
      const recipients = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address?.toLowerCase())
      if (recipients.includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return mail
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`)
}

export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const all = await mailsIn(mailDir())
  return all.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === to.toLowerCase())))
}

/** Every message the mail server whose inbox is `dir` has received. */
export async function mailsIn(dir: string): Promise<ParsedMail[]> {
  return Promise.all(readdirSync(dir).map(async (f) => simpleParser(readFileSync(path.join(dir, f)))))
}

/** The first link in the plain-text part that starts with `prefix`. */
export function linkFrom(mail: ParsedMail, prefix: string): string {
  const match = (mail.text ?? '').match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`))
  if (!match) throw new Error(`no ${prefix} link in mail "${mail.subject}"`)
  return match[0]
}
