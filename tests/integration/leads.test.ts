import { describe, expect, it } from 'vitest'
import { cmsUrl, getJson } from './helpers'

const postLead = (body: Record<string, unknown>) =>
  getJson(`${cmsUrl()}/cms-api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

describe('leads collection rules', () => {
  it('a contact message may come without a phone number; a lead or application may not', async () => {
    const contact = await postLead({ source: 'contact', fullName: 'Layla Haddad', email: 'layla@example.test', message: 'Question about Islamic cards' })
    expect(contact.status).toBe(201)
    for (const source of ['lead_form', 'application']) {
      const res = await postLead({ source, fullName: 'Layla Haddad', email: 'layla@example.test' })
      expect(res.status, source).toBe(400)
      expect(JSON.stringify(res.body)).toContain('Phone number is required')
    }
  })

  it('answers malformed leads with 400, never a 5xx', async () => {
    for (const body of [{}, { fullName: 'x'.repeat(500), email: 'a@b.c', phone: '1' }, { fullName: 'Ok Name', email: 'not-mail', phone: '+971501234567' }]) {
      const res = await postLead(body)
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400)
    }
  })
})
