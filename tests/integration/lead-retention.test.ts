// The daily retention job (privacy policy, "How long we keep it"): a lead loses its personal data
// LEAD_RETENTION_DAYS after it came in, or after consent was withdrawn if that was later; a
// newsletter subscription is kept while it lasts. Leads come in through the storefront's own
// forms; their dates are then moved back in the database, and the job is queued as its daily
// schedule queues it, for the CMS's job runner to run.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { solveBotCheck } from './bot-check'
import { baseUrl, sql } from './helpers'
import { sendJson, signUpForNewsletter } from './requests'

const DAYS = 730 // LEAD_RETENTION_DAYS's default, which the test stack keeps
const run = randomUUID().slice(0, 8)

async function newsletter(email: string) {
  await signUpForNewsletter(email)
  return leadId(email)
}

async function enquiry(email: string) {
  const res = await sendJson('/api/leads', {
    fullName: 'Omar Khan',
    email,
    phone: `+97150${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`,
    salary: 12000,
    preference: 'travel',
    consentContact: true,
    recaptchaToken: await solveBotCheck(baseUrl(), 'lead_form'),
  })
  expect(res.status).toBe(200)
  return leadId(email)
}

async function leadId(email: string): Promise<number> {
  const rows = await sql('SELECT id FROM leads WHERE email = $1', [email])
  expect(rows).toHaveLength(1)
  return rows[0].id
}

/** Moves a lead's arrival, and its withdrawal if given, `days` into the past. */
const age = (id: number, days: number, withdrawnDaysAgo?: number) =>
  sql(
    `UPDATE leads SET created_at = now() - make_interval(days => $2),
       consent_withdrawn_at = CASE WHEN $3::int IS NULL THEN consent_withdrawn_at ELSE now() - make_interval(days => $3::int) END,
       consent_marketing = CASE WHEN $3::int IS NULL THEN consent_marketing ELSE false END,
       consent_contact = CASE WHEN $3::int IS NULL THEN consent_contact ELSE false END
     WHERE id = $1`,
    [id, days, withdrawnDaysAgo ?? null],
  )

describe('the lead retention job', () => {
  it('anonymises what is past the period, counted from arrival or a later withdrawal, and keeps live subscriptions', async () => {
    const leads = {
      oldEnquiry: await enquiry(`old.enquiry.${run}@example.test`),
      recentEnquiry: await enquiry(`recent.enquiry.${run}@example.test`),
      oldWithdrawnLongAgo: await enquiry(`withdrawn.long.ago.${run}@example.test`),
      oldWithdrawnRecently: await enquiry(`withdrawn.recently.${run}@example.test`),
      oldSubscription: await newsletter(`old.subscriber.${run}@example.test`),
      oldUnsubscribedRecently: await newsletter(`unsubscribed.recently.${run}@example.test`),
      oldUnsubscribedLongAgo: await newsletter(`unsubscribed.long.ago.${run}@example.test`),
    }
    await age(leads.oldEnquiry, DAYS + 5)
    await age(leads.recentEnquiry, DAYS - 5)
    await age(leads.oldWithdrawnLongAgo, DAYS + 50, DAYS + 1)
    await age(leads.oldWithdrawnRecently, DAYS + 50, 3)
    await age(leads.oldSubscription, DAYS + 50)
    await age(leads.oldUnsubscribedRecently, DAYS + 50, 3)
    await age(leads.oldUnsubscribedLongAgo, DAYS + 50, DAYS + 1)

    // As the schedule queues it; the runner (on in the test stack) picks it up within a second or two.
    const [job] = await sql(`INSERT INTO payload_jobs (task_slug, queue, input) VALUES ('anonymiseLeads', 'default', '{}') RETURNING id`)
    const deadline = Date.now() + 30_000
    while ((await sql('SELECT 1 FROM payload_jobs WHERE id = $1', [job.id])).length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await sql('SELECT 1 FROM payload_jobs WHERE id = $1', [job.id]), 'the job ran and was removed').toHaveLength(0)

    const ids = Object.values(leads)
    const rows = await sql('SELECT id, email, full_name, phone, anonymised_at FROM leads WHERE id = ANY($1)', [ids])
    const anonymised = Object.fromEntries(
      Object.entries(leads).map(([name, id]) => {
        const row = rows.find((r) => r.id === id)!
        return [name, row.anonymised_at !== null && row.email === `anonymised-${id}@invalid.invalid` && row.full_name === null]
      }),
    )
    expect(anonymised).toEqual({
      oldEnquiry: true,
      recentEnquiry: false,
      oldWithdrawnLongAgo: true,
      oldWithdrawnRecently: false,
      oldSubscription: false,
      oldUnsubscribedRecently: false,
      oldUnsubscribedLongAgo: true,
    })
  })
})
