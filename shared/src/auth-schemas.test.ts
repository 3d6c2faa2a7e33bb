import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { fieldErrors, forgotSchema, loginSchema, registerFormSchema, registerSchema, toRegisterPayload } from './schemas'

/** Field -> first message, or null when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  return result.success ? null : fieldErrors(result.error).fieldErrors
}

const validRegister = {
  username: 'sara_91',
  email: 'sara@example.ae',
  password: 'Secret#123',
  mobileNumber: '+971501234567',
}

describe('registerSchema (spec §5 shared definition)', () => {
  it('accepts a valid payload, with or without optional fields', () => {
    expect(errorsOf(registerSchema, validRegister)).toBeNull()
    expect(errorsOf(registerSchema, { ...validRegister, mobileNumber: null })).toBeNull()
    expect(errorsOf(registerSchema, { ...validRegister, mobileNumber: undefined, role: 'user' })).toBeNull()
    expect(registerSchema.parse({ ...validRegister, mobileNumber: '' }).mobileNumber).toBeNull()
  })

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username cannot exceed 30 characters'],
    ['sara smith', 'Username can only contain letters, numbers, and underscores'],
    ['<script>', 'Username can only contain letters, numbers, and underscores'],
    [12345, 'Username must be at least 3 characters'],
  ])('username %j -> %s', (username, message) => {
    expect(errorsOf(registerSchema, { ...validRegister, username })?.username).toBe(message)
  })

  it.each([
    ['Ab1#', 'Password must be at least 8 characters'],
    [`Ab1#${'x'.repeat(97)}`, 'Password cannot exceed 100 characters'],
    ['secret#123', 'Password must contain at least one uppercase letter'],
    ['SECRET#123', 'Password must contain at least one lowercase letter'],
    ['Secret#abc', 'Password must contain at least one number'],
    ['Secret1234', 'Password must contain at least one special character'],
  ])('password %j -> %s', (password, message) => {
    expect(errorsOf(registerSchema, { ...validRegister, password })?.password).toBe(message)
  })

  it('rejects bad e-mail addresses with the spec message', () => {
    for (const email of ['not-an-email', '', '<script>@x.com', 42, ['a@b.co'], `${'a'.repeat(250)}@b.co`]) {
      expect(errorsOf(registerSchema, { ...validRegister, email })?.email).toBe('Please enter a valid email address')
    }
  })

  it('checks confirmPassword only when present', () => {
    expect(errorsOf(registerSchema, { ...validRegister, confirmPassword: 'Secret#123' })).toBeNull()
    expect(errorsOf(registerSchema, { ...validRegister, confirmPassword: 'Other#123' })).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })

  it('refuses a mobile number that is not an international number', () => {
    expect(errorsOf(registerSchema, { ...validRegister, mobileNumber: '<b>hi</b>' })?.mobileNumber).toBe(
      'Please enter a valid mobile number',
    )
    expect(errorsOf(registerSchema, { ...validRegister, mobileNumber: 971501234567 })?.mobileNumber).toBe(
      'Please enter a valid mobile number',
    )
  })

  it('fails cleanly on non-object bodies', () => {
    for (const body of [null, undefined, 'text', 42, [validRegister]]) {
      const result = registerSchema.safeParse(body)
      expect(result.success).toBe(false)
    }
  })

  it('collects every message in details, in order', () => {
    const result = registerSchema.safeParse({ username: 'a', email: 'x', password: 'short' })
    expect(result.success).toBe(false)
    const { details, fieldErrors: fields } = fieldErrors(result.error!)
    expect(details.slice(0, 3)).toEqual([
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
    ])
    expect(details).toContain('Password must contain at least one uppercase letter')
    expect(fields.password).toBe('Password must be at least 8 characters')
  })
})

const validForm = {
  username: 'sara_91',
  email: ' sara@example.ae ',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  countryCode: 'ae',
  mobileNumber: '050 123 4567',
}

describe('registerFormSchema (register screen)', () => {
  it('accepts the form and builds the request body', () => {
    const data = registerFormSchema.parse(validForm)
    expect(data.email).toBe('sara@example.ae')
    const payload = toRegisterPayload(data)
    expect(payload).toEqual({
      username: 'sara_91',
      email: 'sara@example.ae',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      mobileNumber: '+971501234567',
    })
    expect(registerSchema.safeParse(payload).success).toBe(true)
  })

  it("says Passwords don't match on the confirmation field", () => {
    expect(errorsOf(registerFormSchema, { ...validForm, confirmPassword: 'Secret#124' })).toEqual({
      confirmPassword: "Passwords don't match",
    })
    expect(errorsOf(registerFormSchema, { ...validForm, confirmPassword: undefined })?.confirmPassword).toBe("Passwords don't match")
  })

  it('requires the mobile number', () => {
    expect(errorsOf(registerFormSchema, { ...validForm, mobileNumber: '' })).toEqual({
      mobileNumber: 'Mobile number is required',
    })
    expect(errorsOf(registerFormSchema, { ...validForm, mobileNumber: '   ' })?.mobileNumber).toBe('Mobile number is required')
  })

  it('checks the digit count for the selected country', () => {
    const mobileError = (countryCode: string, mobileNumber: string) =>
      errorsOf(registerFormSchema, { ...validForm, countryCode, mobileNumber })?.mobileNumber ?? null
    expect(mobileError('qa', '5555 1234')).toBeNull()
    expect(mobileError('qa', '0555 1234')).toBeNull()
    expect(mobileError('qa', '050 123 4567')).toBe('Mobile number must be 8 digits for Qatar')
    expect(mobileError('in', '98765 43210')).toBeNull()
    expect(mobileError('in', '987654321')).toBe('Mobile number must be 10 digits for India')
    expect(mobileError('ae', '+971501234567')).toBe('Mobile number must be 9 digits for United Arab Emirates')
    expect(mobileError('ae', '<script>1234</script>')).toBe('Mobile number must be 9 digits for United Arab Emirates')
    expect(mobileError('ae', '5'.repeat(10_000))).toBe('Mobile number must be 9 digits for United Arab Emirates')
  })

  it('only accepts listed country codes', () => {
    expect(errorsOf(registerFormSchema, { ...validForm, countryCode: 'fr' })?.countryCode).toBe('Please select a country code')
    expect(errorsOf(registerFormSchema, { ...validForm, countryCode: '+971' })?.countryCode).toBe('Please select a country code')
  })
})

describe('loginSchema (spec §5)', () => {
  it('accepts both fields', () => {
    expect(loginSchema.parse({ username: 'sara', password: 'x', extra: 1 })).toEqual({
      username: 'sara',
      password: 'x',
    })
  })

  it.each([
    [{ username: '', password: 'x' }, 'username'],
    [{ username: 'sara', password: '' }, 'password'],
    [{ username: 'sara' }, 'password'],
    [{ password: 'x' }, 'username'],
    [{ username: ['sara'], password: 'x' }, 'username'],
    [{ username: 'sara', password: { $ne: '' } }, 'password'],
  ])('%j -> required message on %s', (input, field) => {
    expect(errorsOf(loginSchema, input)?.[field]).toBe('Username and password are required')
  })

  it('answers an over-long credential like a wrong one', () => {
    expect(errorsOf(loginSchema, { username: 'sara', password: 'x'.repeat(10_000) })?.password).toBe(
      'Login failed. Please check your credentials.',
    )
  })
})

describe('forgotSchema (spec §5)', () => {
  it('needs a valid e-mail', () => {
    expect(forgotSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' })
    expect(errorsOf(forgotSchema, { email: 'a@b' })).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(errorsOf(forgotSchema, {})).toEqual({ email: 'Please enter a valid email address' })
  })
})
