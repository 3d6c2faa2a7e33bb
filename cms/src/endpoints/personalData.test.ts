import { describe, expect, it } from 'vitest'
import { accountWithoutSecrets, describeCounts, maskEmail, sameEmail } from './personalData'

describe('privacy request rules', () => {
  it.each([
    ['lena@example.test', 'l***@example.test'],
    ['L@x.ae', 'L***@x.ae'],
    ['odd"local@part@example.test', 'o***@example.test'],
    ['@example.test', '***'],
    ['no-at-sign', '***'],
  ])('masks %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked)
  })

  it('matches an address whatever its case', () => {
    expect(sameEmail(' Lena@Example.TEST ', 'lena@example.test')).toBe(true)
    expect(sameEmail('alena@example.test', 'lena@example.test')).toBe(false)
    expect(sameEmail(null, 'lena@example.test')).toBe(false)
  })

  it('exports an account without its credentials and tokens', () => {
    const account = {
      id: 7,
      username: 'lena',
      email: 'lena@example.test',
      mobileNumber: '+971501234567',
      role: 'user',
      hash: 'h',
      salt: 's',
      sessions: [{ id: 'x' }],
      resetPasswordToken: 't',
      verificationToken: 'v',
      loginAttempts: 0,
    }
    expect(accountWithoutSecrets(account)).toEqual({
      id: 7,
      username: 'lena',
      email: 'lena@example.test',
      mobileNumber: '+971501234567',
      role: 'user',
    })
  })

  it('words the counts for an audit entry', () => {
    expect(describeCounts({ account: 1, leads: 2, leadNotes: 1 })).toBe(
      '1 account, 2 leads, 1 lead note, 0 favourites, 0 compare lists, 0 preference records, 0 fortunes, 0 card interactions',
    )
  })
})
