import { describe, expect, it } from 'vitest'
import { CONCERNS_OPTIONS, CONTACT_METHODS, isTicked, LEAD_PREFERENCES, leadRecordIssues, LIKES_OPTIONS, optionList } from './intake'
import { toE164 } from './phone-e164'

describe('toE164', () => {
  it('normalises numbers as people type them', () => {
    expect(toE164('+971501234567')).toBe('+971501234567')
    expect(toE164('050 123 4567')).toBe('+971501234567')
    expect(toE164('00971 50 123-4567')).toBe('+971501234567')
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958')
    expect(toE164('+91 98765 43210')).toBe('+919876543210')
  })
  it('refuses what is not a phone number', () => {
    for (const bad of ['', '12', '+9715', '+971 12', 'abc', '+1 000 000 0000', '+971501234567\u0000', null, 5, {}, '9'.repeat(50)]) {
      expect(toE164(bad as unknown), String(bad)).toBeNull()
    }
  })
})

describe('lead record rules', () => {
  const base = {
    source: 'lead-form',
    fullName: 'Layla Haddad',
    email: 'layla@example.test',
    phone: '+971501234567',
    salary: 12000,
    preference: 'travel',
  } as const
  it('accepts a complete lead', () => expect(leadRecordIssues(base)).toEqual([]))
  it('names and phones are required where the form requires them', () => {
    expect(leadRecordIssues({ ...base, phone: null })).toEqual([{ path: 'phone', message: 'Please enter a valid phone number' }])
    expect(leadRecordIssues({ ...base, fullName: 'L' })).toEqual([{ path: 'fullName', message: 'Please enter your full name' }])
    expect(leadRecordIssues({ source: 'newsletter', email: 'a@b.example' })).toEqual([])
    expect(leadRecordIssues({ source: 'contact', fullName: 'Layla', email: 'a@b.example', message: 'Hi' })).toEqual([])
  })
  it('holds the forms limits, so the admin and the API cannot store more', () => {
    const paths = (d: object) => leadRecordIssues({ ...base, ...d }).map((i) => i.path)
    expect(paths({ fullName: 'x'.repeat(101) })).toEqual(['fullName'])
    expect(paths({ message: 'x'.repeat(2001) })).toEqual(['message'])
    expect(paths({ phone: '0501234567' })).toEqual(['phone'])
    expect(paths({ source: 'lead_form' })).toEqual(['source'])
    expect(paths({ email: 'not-mail' })).toEqual(['email'])
    expect(paths({ salary: 1.5 })).toEqual(['salary'])
  })
})

describe('form helpers', () => {
  it('isTicked reads checkbox values', () => {
    expect([true, 'on', 'true'].map(isTicked)).toEqual([true, true, true])
    expect([false, 'off', '', undefined, 1, {}].map(isTicked)).toEqual([false, false, false, false, false, false])
  })
  it('optionList accepts a list or a comma-separated string', () => {
    const schema = optionList(LIKES_OPTIONS, 'bad')
    expect(schema.parse(['Travel Miles'])).toEqual(['Travel Miles'])
    expect(schema.parse('Travel Miles, Other')).toEqual(['Travel Miles', 'Other'])
    expect(schema.parse('')).toBeUndefined()
    expect(schema.safeParse([{}]).success).toBe(false)
    expect(schema.safeParse(Array(20).fill('x')).success).toBe(false)
  })
})

// These lists are spec text (§5): a typo here is a visible bug.
describe('form options (spec §5)', () => {
  it('has the exact likes and concerns options', () => {
    expect(LIKES_OPTIONS).toHaveLength(12)
    expect(LIKES_OPTIONS).toContain('Balance Transfer Offer')
    expect(LIKES_OPTIONS.at(-1)).toBe('Other')
    expect(CONCERNS_OPTIONS).toHaveLength(11)
    expect(CONCERNS_OPTIONS).toContain('Minimum Spend Requirements')
    expect(CONCERNS_OPTIONS.at(-1)).toBe('Other')
  })

  it('has the lead preferences and contact methods the schemas accept', () => {
    expect(LEAD_PREFERENCES.map((p) => p.value)).toEqual(['cashback', 'travel', 'shopping', 'lowfees', 'dining'])
    expect(CONTACT_METHODS.map((m) => m.value)).toEqual(['email', 'phone', 'whatsapp'])
  })
})
