import { describe, expect, it } from 'vitest'
import { applicationFormSchema, leadPageFormSchema, localPhoneIssue, toApplicationPayload, toLeadPayload } from './intake-forms'
import { idempotencyKeyField } from './intake'
import { newIdempotencyKey } from './intake-texts'
import { applicationSchema, leadSchema } from './schemas'

const SHORT = 'Phone number must be at least 8 characters'
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('localPhoneIssue', () => {
  it('accepts the selected country’s digit count, with one leading 0', () => {
    expect(localPhoneIssue('50 123 4567', 'ae', SHORT)).toBeNull()
    expect(localPhoneIssue('050-123-4567', 'ae', SHORT)).toBeNull()
    expect(localPhoneIssue('5512 3456', 'qa', SHORT)).toBeNull()
    expect(localPhoneIssue('(98765) 43210', 'in', SHORT)).toBeNull()
  })
  it('says too short below 8 characters or digits, else names the country’s length', () => {
    expect(localPhoneIssue('', 'ae', SHORT)).toBe(SHORT)
    expect(localPhoneIssue('5012345', 'ae', SHORT)).toBe(SHORT)
    expect(localPhoneIssue('(12) 34-5', 'ae', SHORT)).toBe(SHORT)
    expect(localPhoneIssue('50123456', 'ae', SHORT)).toBe('Mobile number must be 9 digits for United Arab Emirates')
    expect(localPhoneIssue('501234567', 'qa', SHORT)).toBe('Mobile number must be 8 digits for Qatar')
  })
  it('refuses characters the input would have stripped', () => {
    expect(localPhoneIssue('+971501234567', 'ae', SHORT)).toBe('Please enter a valid phone number')
    expect(localPhoneIssue('50 123 4567<b>', 'ae', SHORT)).toBe('Please enter a valid phone number')
  })
})

const application = {
  fullName: 'Layla Haddad',
  email: 'layla@example.test',
  countryCode: 'ae',
  phone: '050 123 4567',
  salary: '15,000',
  likes: ['Travel Miles'],
  dislikes: [],
  preferredContactMethod: 'whatsapp',
  message: '',
  consentContact: true,
  consentMarketing: false,
}

describe('applicationFormSchema', () => {
  it('gives every spec message at once, the phone included while consent is unticked', () => {
    const result = applicationFormSchema.safeParse({ fullName: 'L', email: 'x', phone: '123', salary: '', consentContact: false })
    expect(messages(result)).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      salary: 'Please enter your monthly salary',
      consentContact: 'You must agree to be contacted about this application',
      phone: SHORT,
    })
  })
  it('builds a body the request schema accepts, phone in international form', () => {
    const form = applicationFormSchema.parse(application)
    const body = toApplicationPayload(form, { cardId: 7, idempotencyKey: newIdempotencyKey(), recaptchaToken: 't', website: '' })
    expect(body).toMatchObject({ phone: '+971501234567', salary: 15000, likes: ['Travel Miles'], dislikes: [], cardId: 7 })
    expect(applicationSchema.safeParse(body).success).toBe(true)
  })
})

describe('leadPageFormSchema', () => {
  it('uses the lead form’s messages', () => {
    const result = leadPageFormSchema.safeParse({ fullName: '', email: '', phone: '', salary: '', terms: false })
    expect(messages(result)).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      salary: 'Please enter your monthly salary',
      preference: 'Please select a preference',
      terms: 'You must agree to receive communications',
      phone: 'Please enter a valid phone number',
    })
  })
  it('sends the terms box as the contact consent', () => {
    const form = leadPageFormSchema.parse({
      fullName: 'Omar Ali',
      email: 'omar@example.test',
      countryCode: 'gb',
      phone: '07700 900123',
      salary: 9000,
      preference: 'travel',
      terms: true,
    })
    const body = toLeadPayload(form, { idempotencyKey: newIdempotencyKey(), recaptchaToken: 't', website: '' })
    expect(body).toMatchObject({ phone: '+447700900123', consentContact: true, consentMarketing: false })
    expect(body).not.toHaveProperty('terms')
    expect(leadSchema.safeParse(body).success).toBe(true)
  })
})

describe('newIdempotencyKey', () => {
  it('is a fresh key the request schemas accept', () => {
    const key = newIdempotencyKey()
    expect(idempotencyKeyField.safeParse(key).success).toBe(true)
    expect(newIdempotencyKey()).not.toBe(key)
  })
})
