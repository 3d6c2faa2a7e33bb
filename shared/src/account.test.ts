import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  changeEmailSchema,
  changeMobileSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  deleteAccountSchema,
  marketingConsentSchema,
  marketingFormSchema,
  mobileFormSchema,
  toMobilePayload,
} from './account'
import { normalizePhone, splitPhone } from './phone'
import { fieldErrors } from './schemas'

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  return result.success ? null : fieldErrors(result.error).fieldErrors
}

describe('the account page’s mobile number follows the register screen (spec §5)', () => {
  it('accepts a local number and sends it in international form', () => {
    expect(toMobilePayload(mobileFormSchema.parse({ countryCode: 'ae', mobileNumber: '050 123 4567' }))).toEqual({
      mobileNumber: '+971501234567',
    })
    expect(toMobilePayload(mobileFormSchema.parse({ countryCode: 'qa', mobileNumber: '3312 3456' }))).toEqual({
      mobileNumber: '+97433123456',
    })
  })

  it.each([
    [{ countryCode: 'ae', mobileNumber: '' }, 'mobileNumber', 'Mobile number is required'],
    [{ countryCode: 'ae', mobileNumber: '50 123 456' }, 'mobileNumber', 'Mobile number must be 9 digits for United Arab Emirates'],
    [{ countryCode: 'gb', mobileNumber: '7911 12345' }, 'mobileNumber', 'Mobile number must be 10 digits for United Kingdom'],
    [{ countryCode: 'ae', mobileNumber: '<b>501234567</b>' }, 'mobileNumber', 'Mobile number must be 9 digits for United Arab Emirates'],
    [{ countryCode: 'xx', mobileNumber: '501234567' }, 'countryCode', 'Please select a country code'],
  ])('%j -> %s: %s', (input, field, message) => {
    expect(errorsOf(mobileFormSchema, input)?.[field]).toBe(message)
  })

  it('the CMS takes the stored form only', () => {
    expect(errorsOf(changeMobileSchema, { mobileNumber: '+971501234567' })).toBeNull()
    for (const mobileNumber of ['0501234567', '+0501234567', '+97150\u00001234', '', null, 971501234567]) {
      expect(errorsOf(changeMobileSchema, { mobileNumber })?.mobileNumber).toBe('Please enter a valid mobile number')
    }
  })

  it('a stored number splits back into the form’s country and digits', () => {
    expect(splitPhone('+971501234567')).toEqual({ countryCode: 'ae', local: '501234567' })
    expect(splitPhone('+447911123456')).toEqual({ countryCode: 'gb', local: '7911123456' })
    expect(splitPhone(normalizePhone('(0300) 1234567', 'pk'))).toEqual({ countryCode: 'pk', local: '3001234567' })
    expect(splitPhone('+97150123')).toBeNull()
    expect(splitPhone('+33612345678')).toBeNull()
    expect(splitPhone(null)).toBeNull()
  })
})

describe('e-mail, password, consent and deletion', () => {
  it('a new e-mail address needs the current password', () => {
    expect(errorsOf(changeEmailSchema, { email: 'new@example.ae', currentPassword: 'x' })).toBeNull()
    expect(errorsOf(changeEmailSchema, { email: 'not-an-address', currentPassword: '' })).toEqual({
      email: 'Please enter a valid email address',
      currentPassword: 'Enter your current password to confirm it is you.',
    })
    expect(errorsOf(changeEmailSchema, { email: 'a\u0000b@example.ae', currentPassword: 'x' })?.email).toBe(
      'Please enter a valid email address',
    )
  })

  it('a new password follows the registration rules and is typed twice on the page', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: 'old', password: 'Brand-New-Pass9!' })).toBeNull()
    expect(errorsOf(changePasswordSchema, { password: 'Brand-New-Pass9!' })?.currentPassword).toBe(
      'Enter your current password to set a new one.',
    )
    expect(errorsOf(changePasswordSchema, { currentPassword: 'old', password: 'short' })?.password).toBe(
      'Password must be at least 8 characters',
    )
    expect(errorsOf(changePasswordSchema, { currentPassword: 'x'.repeat(1025), password: 'Brand-New-Pass9!' })?.currentPassword).toBe(
      'Your current password is not correct.',
    )
    expect(
      errorsOf(changePasswordFormSchema, { currentPassword: 'old', password: 'Brand-New-Pass9!', confirmPassword: 'Brand-New-Pass8!' }),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    })
  })

  it('marketing consent is a JSON boolean for the CMS and a checkbox on the page', () => {
    expect(marketingConsentSchema.parse({ marketing: false })).toEqual({ marketing: false })
    for (const marketing of ['true', 1, null, undefined]) {
      expect(errorsOf(marketingConsentSchema, { marketing })?.marketing).toBe('Say whether you want offers by e-mail')
    }
    expect(marketingFormSchema.parse({ marketing: 'on' })).toEqual({ marketing: true })
    expect(marketingFormSchema.parse({})).toEqual({ marketing: false })
  })

  it('deleting takes the typed word and the current password', () => {
    expect(errorsOf(deleteAccountSchema, { confirmation: ' DELETE ', currentPassword: 'x' })).toBeNull()
    expect(errorsOf(deleteAccountSchema, { confirmation: 'delete', currentPassword: '' })).toEqual({
      confirmation: 'Type DELETE to confirm',
      currentPassword: 'Enter your current password to confirm it is you.',
    })
    expect(errorsOf(deleteAccountSchema, { confirmation: ['DELETE'], currentPassword: 'x' })?.confirmation).toBe('Type DELETE to confirm')
  })
})
