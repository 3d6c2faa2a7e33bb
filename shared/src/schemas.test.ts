import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { applicationSchema, creditCardListQuerySchema, fieldErrors, leadFormSchema, leadSchema, newsletterSchema } from './schemas'
import { contactSchema } from './contact'
import { PERSON_NAME_MESSAGE } from './fields'

/** Field -> first message, or null when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  return result.success ? null : fieldErrors(result.error).fieldErrors
}

const HUGE = 'x'.repeat(10_000)

const validApplication = {
  fullName: 'Sara Ahmed',
  email: 'sara@example.ae',
  phone: '+971501234567',
  salary: '15000',
  cardId: '7',
  consentContact: true,
}

describe('applicationSchema (spec §5 Application form)', () => {
  it('accepts a valid application, defaults the contact method and coerces cardId', () => {
    const data = applicationSchema.parse({ ...validApplication, likes: 'Travel Miles' })
    expect(data.preferredContactMethod).toBe('email')
    expect(data.cardId).toBe(7)
    expect(data.likes).toEqual(['Travel Miles'])
    expect(data.salary).toBe(15000)
    expect(data.consentMarketing).toBe(false)
    expect(applicationSchema.parse({ ...validApplication, cardId: 7 }).cardId).toBe(7)
    expect(applicationSchema.parse({ ...validApplication, salary: '15,000', consentContact: 'on' }).salary).toBe(15000)
  })

  it('gives the spec messages', () => {
    expect(
      errorsOf(applicationSchema, {
        fullName: ' S ',
        email: 'nope',
        phone: '+97150',
        salary: '',
        preferredContactMethod: 'fax',
        cardId: '7',
      }),
    ).toEqual({
      consentContact: 'You must agree to be contacted about this application',
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 8 characters',
      salary: 'Please enter your monthly salary',
      preferredContactMethod: 'Please select a preferred contact method',
    })
  })

  it('uses the same messages for missing fields and wrong types', () => {
    expect(errorsOf(applicationSchema, { cardId: 1, consentContact: true })).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 8 characters',
      salary: 'Please enter your monthly salary',
    })
    expect(errorsOf(applicationSchema, { ...validApplication, fullName: 42, salary: {}, phone: ['+971'] })).toEqual({
      fullName: 'Full name must be at least 2 characters',
      phone: 'Phone number must be at least 8 characters',
      salary: 'Please enter your monthly salary',
    })
  })

  it.each(['abc', '07', '7.5', '1e3', '-1', 0, null, {}, [7], '99999999999'])('rejects cardId %j', (cardId) => {
    expect(errorsOf(applicationSchema, { ...validApplication, cardId })?.cardId).toBe('Please choose a valid card')
  })

  it('rejects hostile and huge values', () => {
    expect(errorsOf(applicationSchema, { ...validApplication, phone: '<script>alert(1)</script>' })).toEqual({
      phone: 'Please enter a valid phone number',
    })
    expect(errorsOf(applicationSchema, { ...validApplication, phone: '-- -- -- --' })).toEqual({
      phone: 'Please enter a valid phone number',
    })
    expect(errorsOf(applicationSchema, { ...validApplication, fullName: HUGE })?.fullName).toBe('Full name cannot exceed 100 characters')
    expect(errorsOf(applicationSchema, { ...validApplication, message: HUGE })?.message).toBe('Message cannot exceed 2000 characters')
    expect(errorsOf(applicationSchema, { ...validApplication, email: `${HUGE}@x.com` })?.email).toBe('Please enter a valid email address')
    // Markup in free text is data, not an error: it is escaped when shown.
    expect(errorsOf(applicationSchema, { ...validApplication, message: '<script>x</script>' })).toBeNull()
  })
})

const validLead = {
  fullName: 'Omar Khan',
  email: 'omar@example.ae',
  phone: '050 123 4567',
  salary: '12000',
  preference: 'travel',
  consentContact: true,
}

describe('leadSchema and leadFormSchema (spec §5 Lead form)', () => {
  it('accepts a valid lead and turns a numeric salary string into a number', () => {
    const lead = leadSchema.parse({ ...validLead, recaptchaToken: 'test-token', extra: 'dropped' })
    expect(lead).toEqual({
      fullName: 'Omar Khan',
      email: 'omar@example.ae',
      phone: '050 123 4567',
      salary: 12000,
      preference: 'travel',
      recaptchaToken: 'test-token',
      consentContact: true,
      consentMarketing: false,
    })
    expect(leadSchema.parse({ ...validLead, salary: 9000, cardId: '3' })).toMatchObject({
      salary: 9000,
      cardId: 3,
    })
    expect(leadSchema.parse({ ...validLead, cardId: null }).cardId).toBeUndefined()
  })

  it('gives the spec messages', () => {
    expect(errorsOf(leadSchema, { fullName: 'O', email: 'x@', phone: '123', salary: '0', preference: '' })).toEqual({
      consentContact: 'You must agree to receive communications',
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      salary: 'Please enter your monthly salary',
      preference: 'Please select a preference',
    })
  })

  it.each(['', '   ', 'abc', '1e3', '-5', null, [], {}, true])('salary %j -> required message', (salary) => {
    expect(errorsOf(leadSchema, { ...validLead, salary })?.salary).toBe('Please enter your monthly salary')
  })

  it('takes whole dirhams only, within the database integer', () => {
    expect(errorsOf(leadSchema, { ...validLead, salary: '1500.50' })?.salary).toBe('Please enter your monthly salary in whole dirhams')
    expect(errorsOf(leadSchema, { ...validLead, salary: 1e12 })?.salary).toBe('Please enter a valid monthly salary')
  })

  it.each(['Cashback', 'lowFees', 'other', 5])('rejects preference %j', (preference) => {
    expect(errorsOf(leadSchema, { ...validLead, preference })?.preference).toBe('Please select a preference')
  })

  it('requires the terms box: on the form as terms, in the payload as consentContact', () => {
    const { consentContact: _c, ...formValues } = validLead
    expect(errorsOf(leadSchema, formValues)).toEqual({ consentContact: 'You must agree to receive communications' })
    expect(errorsOf(leadFormSchema, formValues)).toEqual({ terms: 'You must agree to receive communications' })
    expect(errorsOf(leadFormSchema, { ...formValues, terms: false })).toEqual({
      terms: 'You must agree to receive communications',
    })
    expect(errorsOf(leadFormSchema, { ...formValues, terms: 'true' })).toEqual({
      terms: 'You must agree to receive communications',
    })
    expect(leadFormSchema.parse({ ...formValues, terms: true }).terms).toBe(true)
    expect(errorsOf(leadSchema, validLead)).toBeNull()
  })

  it('refuses an over-long bot-check token', () => {
    expect(errorsOf(leadSchema, { ...validLead, recaptchaToken: HUGE })?.recaptchaToken).toBeDefined()
    expect(errorsOf(leadSchema, { ...validLead, recaptchaToken: 5 })?.recaptchaToken).toBeDefined()
  })
})

describe('newsletterSchema (spec §5 Newsletter)', () => {
  it('defaults the source and accepts any value with an @', () => {
    expect(newsletterSchema.parse({ email: ' a@b ' })).toEqual({ email: 'a@b', source: 'exit_intent_popup' })
    expect(newsletterSchema.parse({ email: 'a@b.co', source: 'footer' }).source).toBe('footer')
  })

  it.each(['', '   ', 'no-at-sign', 'a b@c.d', '<img src=x>@x', 42, null, `${HUGE}@x`])('rejects %j with the spec message', (email) => {
    expect(errorsOf(newsletterSchema, { email })).toEqual({ email: 'Please enter a valid email address' })
  })

  it('refuses a strange source', () => {
    expect(errorsOf(newsletterSchema, { email: 'a@b.co', source: '<script>' })).toEqual({
      source: 'Invalid source',
    })
  })
})

describe('creditCardListQuerySchema (GET /api/credit-cards)', () => {
  it('defaults limit and page and ignores unknown keys', () => {
    expect(creditCardListQuerySchema.parse({ sort: 'name' })).toEqual({ limit: 20, page: 1 })
  })

  it('reads URLSearchParams values', () => {
    const query = Object.fromEntries(new URLSearchParams('limit=100&page=3&cardType=2&bank=11'))
    expect(creditCardListQuerySchema.parse(query)).toEqual({ limit: 100, page: 3, cardType: 2, bank: 11 })
  })

  it.each([
    ['limit', '0'],
    ['limit', '101'],
    ['limit', '1.5'],
    ['limit', '01'],
    ['limit', ''],
    ['page', '0'],
    ['page', '-1'],
    ['page', '1e3'],
    ['page', '99999999999'],
    ['cardType', 'all'],
    ['cardType', ' 1'],
    ['bank', '<script>'],
    ['bank', ['1', '2']],
    ['bank', { $gt: 0 }],
  ])('rejects %s=%j', (key, value) => {
    const result = creditCardListQuerySchema.safeParse({ [key]: value })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!).fieldErrors[key]).toMatch(/must be a whole number from 1 to/)
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per field and every message in details', () => {
    expect(
      fieldErrors({
        issues: [
          { path: ['email'], message: 'first' },
          { path: ['email'], message: 'second' },
          { path: [], message: 'whole body' },
          { path: ['items', 0, 'id'], message: 'nested' },
        ],
      }),
    ).toEqual({
      fieldErrors: { email: 'first', '': 'whole body', 'items.0.id': 'nested' },
      details: ['first', 'second', 'whole body', 'nested'],
    })
  })

  it('reports a non-object body on the empty path', () => {
    const result = leadSchema.safeParse('just a string')
    expect(result.success).toBe(false)
    expect(Object.keys(fieldErrors(result.error!).fieldErrors)).toEqual([''])
  })
})

describe('a person’s name (docs/decisions/026)', () => {
  const name = (fullName: string) => contactSchema.shape.fullName.safeParse(fullName)
  it.each(['Noor Saleh', 'Mary-Jane O’Neil', "D'Souza", 'J. R. Smith', 'نور صالح', 'Zoë Ångström', 'Nguyễn Văn An'])(
    'accepts %s',
    (value) => {
      expect(name(value).success).toBe(true)
    },
  )
  it.each([
    'https://evil.example/claim-AED-5000 Smith',
    'evil.example Smith',
    'www.claim.ae',
    'noor@example.com',
    '<b>Noor</b>',
    'Noor {{name}}',
    'Noor 5000',
    'Call +971501234567',
  ])('refuses %s in every form that stores a lead', (value) => {
    for (const schema of [contactSchema.shape.fullName, applicationSchema.shape.fullName, leadSchema.shape.fullName]) {
      const result = schema.safeParse(value)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(PERSON_NAME_MESSAGE)
    }
  })
})
