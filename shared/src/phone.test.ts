import { describe, expect, it } from 'vitest'
import {
  accountContactPrefill,
  COUNTRY_LIST,
  countryDialCode,
  DEFAULT_COUNTRY,
  isCountryCode,
  isWithinCallingHours,
  normalizePhone,
  phoneDigits,
  phoneDigitsError,
  phoneDigitsHint,
  sanitizePhoneInput,
} from './phone'

describe('dial codes (spec §3)', () => {
  it('has the ten countries with their digit counts, ae first and default', () => {
    expect(COUNTRY_LIST.map((c) => `${c.code}${c.dialCode}:${c.digits}`)).toEqual([
      'ae+971:9',
      'sa+966:9',
      'qa+974:8',
      'kw+965:8',
      'bh+973:8',
      'om+968:8',
      'in+91:10',
      'pk+92:10',
      'us+1:10',
      'gb+44:10',
    ])
    expect(DEFAULT_COUNTRY).toBe('ae')
  })

  it('never treats object keys as countries', () => {
    expect(isCountryCode('constructor')).toBe(false)
    expect(isCountryCode('__proto__')).toBe(false)
    expect(isCountryCode('AE')).toBe(false)
    expect(countryDialCode('toString').code).toBe('ae')
  })
})

describe('phone input and normalisation (spec §5)', () => {
  it('keeps only digits, spaces, hyphens and brackets while typing', () => {
    expect(sanitizePhoneInput('+971 (50) 123-4567 ext')).toBe('971 (50) 123-4567 ')
    expect(sanitizePhoneInput('<script>alert(1)</script>')).toBe('(1)')
    expect(phoneDigits('(050) 123-4567')).toBe('0501234567')
  })

  it('drops one leading 0 and prefixes the dial code', () => {
    expect(normalizePhone('050 123 4567', 'ae')).toBe('+971501234567')
    expect(normalizePhone('501234567', 'ae')).toBe('+971501234567')
    expect(normalizePhone('5555 1234', 'qa')).toBe('+97455551234')
    expect(normalizePhone('09876543210', 'in')).toBe('+919876543210')
    expect(normalizePhone('00501234567', 'ae')).toBe('+9710501234567')
  })

  it('requires the country length, tolerating one extra leading 0', () => {
    expect(phoneDigitsError('501234567', 'ae')).toBeNull()
    expect(phoneDigitsError('0501234567', 'ae')).toBeNull()
    expect(phoneDigitsError('50123456', 'ae')).toBe('Mobile number must be 9 digits for United Arab Emirates')
    expect(phoneDigitsError('1501234567', 'ae')).toBe('Mobile number must be 9 digits for United Arab Emirates')
    expect(phoneDigitsError('00501234567', 'ae')).toBe('Mobile number must be 9 digits for United Arab Emirates')
    expect(phoneDigitsError('55551234', 'qa')).toBeNull()
    expect(phoneDigitsError('055551234', 'qa')).toBeNull()
    expect(phoneDigitsError('555512345', 'qa')).toBe('Mobile number must be 8 digits for Qatar')
    expect(phoneDigitsError('9876543210', 'in')).toBeNull()
    expect(phoneDigitsError('09876543210', 'in')).toBeNull()
    expect(phoneDigitsError('987654321', 'in')).toBe('Mobile number must be 10 digits for India')
  })

  it('counts anything but digits as wrong', () => {
    expect(phoneDigitsError('50123456a', 'ae')).not.toBeNull()
    expect(phoneDigitsError('', 'ae')).not.toBeNull()
    expect(phoneDigitsError('1'.repeat(10_000), 'ae')).not.toBeNull()
  })

  it('phrases the application hint', () => {
    expect(phoneDigitsHint('om')).toBe('Enter 8 digits without the country code')
  })
})

describe('the account prefill (splitPhone)', () => {
  it('splits the stored number into the dial-code select and the digits, back into the same number', () => {
    for (const [stored, countryCode, local] of [
      ['+971501234567', 'ae', '501234567'],
      ['+97455123456', 'qa', '55123456'],
      ['+919876543210', 'in', '9876543210'],
      ['+12025550123', 'us', '2025550123'],
      ['+447911123456', 'gb', '7911123456'],
    ] as const) {
      expect(accountContactPrefill({ email: 'amal@example.test', mobileNumber: stored })).toEqual({
        email: 'amal@example.test',
        countryCode,
        phone: local,
      })
      expect(normalizePhone(local, countryCode)).toBe(stored)
      expect(phoneDigitsError(local, countryCode)).toBeNull()
    }
  })

  it('leaves the phone empty, under the default country, when the number does not split', () => {
    for (const stored of ['+4915112345678', '050 123 4567', '', null]) {
      expect(accountContactPrefill({ email: 'amal@example.test', mobileNumber: stored })).toEqual({
        email: 'amal@example.test',
        countryCode: 'ae',
        phone: '',
      })
    }
  })

  it("fills the e-mail and phone from a member's account, and nothing for a guest", () => {
    expect(accountContactPrefill({ email: 'amal@example.test', mobileNumber: '+971501234567' })).toEqual({
      email: 'amal@example.test',
      countryCode: 'ae',
      phone: '501234567',
    })
    expect(accountContactPrefill({ email: 'amal@example.test', mobileNumber: null })).toEqual({
      email: 'amal@example.test',
      countryCode: 'ae',
      phone: '',
    })
    expect(accountContactPrefill(null)).toBeNull()
  })
})

describe('isWithinCallingHours (Monday-Saturday 9AM-6PM, Asia/Dubai)', () => {
  // Dubai is UTC+4 all year.
  it('is open on weekdays and Saturday between 09:00 and 17:59 Dubai time', () => {
    expect(isWithinCallingHours(new Date('2026-11-23T05:00:00Z'))).toBe(true) // Mon 09:00
    expect(isWithinCallingHours(new Date('2026-11-23T13:59:59Z'))).toBe(true) // Mon 17:59
    expect(isWithinCallingHours(new Date('2026-11-28T08:00:00Z'))).toBe(true) // Sat 12:00
  })

  it('is closed before 9, from 18:00 and all Sunday', () => {
    expect(isWithinCallingHours(new Date('2026-11-23T04:59:59Z'))).toBe(false) // Mon 08:59
    expect(isWithinCallingHours(new Date('2026-11-23T14:00:00Z'))).toBe(false) // Mon 18:00
    expect(isWithinCallingHours(new Date('2026-11-29T08:00:00Z'))).toBe(false) // Sun 12:00
    // Saturday 23:30 UTC is already Sunday 03:30 in Dubai.
    expect(isWithinCallingHours(new Date('2026-11-28T23:30:00Z'))).toBe(false)
    // Sunday 22:00 UTC is Monday 02:00 in Dubai: still closed.
    expect(isWithinCallingHours(new Date('2026-11-29T22:00:00Z'))).toBe(false)
  })

  it('uses Dubai time, not UTC or the machine zone', () => {
    // Mon 05:30 UTC is 09:30 in Dubai (open); Mon 15:00 UTC is 19:00 in Dubai (closed).
    expect(isWithinCallingHours(new Date('2026-11-23T05:30:00Z'))).toBe(true)
    expect(isWithinCallingHours(new Date('2026-11-23T15:00:00Z'))).toBe(false)
  })

  it('is false for an invalid date', () => {
    expect(isWithinCallingHours(new Date('nope'))).toBe(false)
  })
})
