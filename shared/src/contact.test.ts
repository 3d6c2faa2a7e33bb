import { describe, expect, it } from 'vitest'
import { CONTACT_CONSENT_TEXT, contactSchema } from './contact'
import { fieldErrors } from './schemas'

function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input)
  return result.success ? null : fieldErrors(result.error).fieldErrors
}

const valid = {
  fullName: 'Sara Ahmed',
  email: 'sara@example.ae',
  message: 'Which cashback card suits a salary of AED 8,000?',
  consent: 'on',
}

describe('contactSchema', () => {
  it('accepts a message without a phone number and trims the fields', () => {
    const data = contactSchema.parse({ ...valid, fullName: '  Sara Ahmed ', phone: '' })
    expect(data).toEqual({
      fullName: 'Sara Ahmed',
      email: 'sara@example.ae',
      phone: undefined,
      message: valid.message,
      consent: true,
    })
  })

  it('accepts a phone number when one is given', () => {
    expect(contactSchema.parse({ ...valid, phone: '+971 50 123 4567' }).phone).toBe('+971 50 123 4567')
    expect(contactSchema.parse({ ...valid, consent: true }).consent).toBe(true)
  })

  it('gives the messages for every field', () => {
    expect(errorsOf({ fullName: 'S', email: 'nope', phone: '050', message: '   ' })).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Please enter your message',
      consent: 'You must agree to be contacted about your enquiry',
    })
  })

  it('uses the same messages for missing fields and wrong types', () => {
    expect(errorsOf({})).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email address',
      message: 'Please enter your message',
      consent: 'You must agree to be contacted about your enquiry',
    })
    expect(errorsOf({ ...valid, fullName: 42, message: ['x'], phone: 971501234567, consent: 'off' })).toEqual({
      fullName: 'Please enter your full name',
      message: 'Please enter your message',
      phone: 'Please enter a valid phone number',
      consent: 'You must agree to be contacted about your enquiry',
    })
  })

  it('limits the message to 2000 characters and refuses hostile phone values', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(2000) }).success).toBe(true)
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: 'Message cannot exceed 2000 characters',
    })
    expect(errorsOf({ ...valid, phone: '<script>alert(1)</script>' })).toEqual({
      phone: 'Please enter a valid phone number',
    })
  })

  it('has a consent sentence that names what the visitor agrees to', () => {
    expect(CONTACT_CONSENT_TEXT).toMatch(/contact me/)
    expect(CONTACT_CONSENT_TEXT).toMatch(/Privacy Policy/)
  })
})
