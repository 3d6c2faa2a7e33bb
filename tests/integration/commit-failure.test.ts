// A write we acknowledge is committed (docs/decisions/024). A deferred constraint trigger makes
// PostgreSQL refuse the COMMIT of one tagged row, as a database that dies at COMMIT would: every
// write path a person is thanked on must then answer 503 with Retry-After, store nothing, send
// nothing, and work again once the database does.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from './bot-check'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, sql, storefrontSessionCookie } from './helpers'
import { mailsTo } from './mail'
import { asBrowser, fromIp, sendForm, sendJson } from './requests'

const TAG = 'commit-refused'
const unique = () => randomUUID().slice(0, 8)
const triggers: { name: string; table: string }[] = []

/** From now on, a COMMIT that wrote a row of `table` matching `when` fails. */
async function refuseCommitOf(table: string, when: string) {
  const name = `test_refuse_commit_${triggers.length}`
  await sql(
    `CREATE CONSTRAINT TRIGGER ${name} AFTER INSERT OR UPDATE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION test_refuse_commit()`,
  )
  triggers.push({ name, table })
}

beforeAll(async () => {
  await sql(
    `CREATE OR REPLACE FUNCTION test_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'COMMIT refused by the test'; END $$`,
  )
  await refuseCommitOf('leads', `NEW.email LIKE '%${TAG}%' OR NEW.full_name LIKE '%${TAG}%'`)
  await refuseCommitOf('users', `NEW.email LIKE '%${TAG}%'`)
  await refuseCommitOf('credit_cards', `NEW.name LIKE '%${TAG}%'`)
})

afterAll(async () => {
  for (const { name, table } of triggers) await sql(`DROP TRIGGER IF EXISTS ${name} ON ${table}`)
  await sql('DROP FUNCTION IF EXISTS test_refuse_commit()')
})

const mobile = () => `+97150${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`
const stored = async (email: string) => (await sql('SELECT id FROM leads WHERE email = $1', [email])).length

function expectUnavailable(res: { status: number; res: Response }) {
  expect(res.status).toBe(503)
  expect(Number(res.res.headers.get('retry-after'))).toBeGreaterThan(0)
}

let cardId: number
beforeAll(async () => {
  cardId = (await getJson(`${baseUrl()}/api/credit-cards?limit=1`)).body.cards[0].id
})

describe('a COMMIT the database refuses', () => {
  it.each([
    [
      'an application',
      '/api/card-applications',
      async (email: string) => ({
        fullName: 'Noor Saleh',
        email,
        phone: mobile(),
        salary: '20000',
        preferredContactMethod: 'email',
        cardId,
        consentContact: true,
        idempotencyKey: randomUUID().replaceAll('-', ''),
        recaptchaToken: await solveBotCheck(baseUrl(), 'card_application'),
      }),
    ],
    [
      'a lead form',
      '/api/leads',
      async (email: string) => ({
        fullName: 'Noor Saleh',
        email,
        phone: mobile(),
        salary: 20000,
        preference: 'travel',
        consentContact: true,
        recaptchaToken: await solveBotCheck(baseUrl(), 'lead_form'),
      }),
    ],
    [
      'a newsletter sign-up',
      '/api/newsletter-signup',
      async (email: string) => ({
        email,
        source: 'exit_intent_popup',
        recaptchaToken: await solveBotCheck(baseUrl(), 'exit_intent_signup'),
      }),
    ],
  ])(
    'is never acknowledged for %s: 503, nothing stored, no mail, and the same request works once the database does',
    async (_what, path, body) => {
      const email = `noor.${unique()}.${TAG}@example.test`
      const refused = await sendJson(path, await body(email))
      expectUnavailable(refused)
      expect(refused.body.success).toBe(false)
      expect(await stored(email)).toBe(0)

      // The same person, once the database keeps what it is given.
      const fine = email.replace(TAG, 'kept')
      const accepted = await sendJson(path, await body(fine))
      expect(accepted.status).toBe(200)
      expect(await stored(fine)).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect(await mailsTo(email)).toHaveLength(0)
    },
  )

  it('is never acknowledged for a registration: 503, no account, no session', async () => {
    const id = unique()
    const person = {
      username: `reg_${id}`,
      email: `reg.${id}.${TAG}@example.test`,
      password: 'Sunny-Dubai-42!',
      mobileNumber: '+971501234567',
    }
    const res = await sendJson('/api/register', person)
    expectUnavailable(res)
    expect(res.res.headers.get('set-cookie') ?? '').not.toContain('payload-token=')
    expect(await sql('SELECT id FROM users WHERE username = $1', [person.username])).toHaveLength(0)
    expect(await mailsTo(person.email)).toHaveLength(0)
  })

  it('is never acknowledged for a consent withdrawal: the lead keeps its consent and says so', async () => {
    const member = await createUser('user')
    const cookie = await storefrontSessionCookie(member.username, member.password)
    const applied = await sendJson(
      '/api/card-applications',
      {
        fullName: 'Noor Saleh',
        email: member.email,
        phone: mobile(),
        salary: '20000',
        preferredContactMethod: 'email',
        cardId,
        consentContact: true,
        recaptchaToken: await solveBotCheck(baseUrl(), 'card_application'),
      },
      { cookie },
    )
    expect(applied.status).toBe(200)
    const [{ id }] = await sql('SELECT id FROM leads WHERE email = $1', [member.email])
    // The withdrawal's UPDATE is the one the database refuses.
    await refuseCommitOf('leads', `NEW.id = ${Number(id)}`)
    const res = await fetch(`${baseUrl()}/leads`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...asBrowser(cookie), 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': fromIp() },
      body: new URLSearchParams({ intent: 'withdraw', confirm: 'yes', leadId: String(id) }),
    })
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const [lead] = await sql('SELECT consent_withdrawn_at, consent_contact FROM leads WHERE id = $1', [id])
    expect(lead).toEqual({ consent_withdrawn_at: null, consent_contact: true })
  })

  it('is never acknowledged for a favourite', async () => {
    const member = await createUser('user')
    await refuseCommitOf('favorites', `NEW.user_id = ${member.id}`)
    const res = await sendJson('/api/favorites', { cardId }, { cookie: `payload-token=${member.token}` })
    expectUnavailable(res)
    expect(await sql('SELECT id FROM favorites WHERE user_id = $1', [member.id])).toHaveLength(0)
  })

  it('is never acknowledged for an import: 503 through the admin’s path, and nothing written', async () => {
    const name = `Import ${TAG} ${unique()}`
    const file = `name,bank,isActive\n${name},ADCB,false\n`
    const res = await getJson(`${baseUrl()}/cms-api/import/cards`, {
      method: 'POST',
      headers: { ...auth(await adminToken()), Origin: new URL(baseUrl()).origin, 'Content-Type': 'text/csv' },
      body: file,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(503)
    expect(Number(res.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await sql('SELECT id FROM credit_cards WHERE name = $1', [name])).toHaveLength(0)
  })

  it('is never acknowledged for a write through the CMS API: 503, not a document', async () => {
    const res = await getJson(`${cmsUrl()}/cms-api/credit-cards`, {
      method: 'POST',
      headers: { ...auth(await adminToken()), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `API ${TAG} ${unique()}`, bank: 1, isActive: false }),
    })
    expect(res.status).toBe(503)
    expect(res.body.errors[0].message).toBe('The change could not be saved. Please try again in a moment.')
  })

  it('a no-JavaScript form is told to try again, and nothing is stored', async () => {
    const email = `form.${unique()}.${TAG}@example.test`
    const res = await sendForm('/contact', {
      fullName: 'Noor Saleh',
      email,
      phone: '050 123 4567',
      message: 'Please call me',
      consent: 'on',
      website: '',
      recaptchaToken: await solveBotCheck(baseUrl(), 'contact_form'),
    })
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stored(email)).toBe(0)
  })
})
