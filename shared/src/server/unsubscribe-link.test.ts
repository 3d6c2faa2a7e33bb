/// <reference types="node" />
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUnsubscribeTokenFor, readUnsubscribeParams, UNSUBSCRIBE_PATH, unsubscribeTokenFor } from './unsubscribe-link.js'

const secret = 'a-test-secret-of-at-least-thirty-two-characters'
const other = 'another-test-secret-of-at-least-thirty-two-chars'

describe('the unsubscribe token', () => {
  const token = unsubscribeTokenFor(secret, 41)!

  it('is a 43-character base64url HMAC that verifies for its own lead only', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isUnsubscribeTokenFor(secret, 41, token)).toBe(true)
    expect(isUnsubscribeTokenFor(secret, 42, token)).toBe(false)
    expect(isUnsubscribeTokenFor(secret, 41, unsubscribeTokenFor(secret, 42))).toBe(false)
  })

  it('does not verify under another secret, and has no key without a long enough secret', () => {
    expect(unsubscribeTokenFor(other, 41)).not.toBe(token)
    expect(isUnsubscribeTokenFor(other, 41, token)).toBe(false)
    expect(unsubscribeTokenFor('short', 41)).toBeNull()
    expect(unsubscribeTokenFor(undefined, 41)).toBeNull()
    expect(isUnsubscribeTokenFor('short', 41, token)).toBe(false)
    expect(isUnsubscribeTokenFor(undefined, 41, token)).toBe(false)
  })

  it('refuses a truncated, extended, altered or wrongly typed token', () => {
    expect(isUnsubscribeTokenFor(secret, 41, token.slice(0, 42))).toBe(false)
    expect(isUnsubscribeTokenFor(secret, 41, `${token}A`)).toBe(false)
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`
    expect(isUnsubscribeTokenFor(secret, 41, flipped)).toBe(false)
    expect(isUnsubscribeTokenFor(secret, 41, '')).toBe(false)
    expect(isUnsubscribeTokenFor(secret, 41, [token])).toBe(false)
    expect(isUnsubscribeTokenFor(secret, '41', token)).toBe(false)
    expect(isUnsubscribeTokenFor(secret, 41.5, token)).toBe(false)
    // Same length in characters, longer in bytes.
    expect(isUnsubscribeTokenFor(secret, 41, `${token.slice(0, 42)}é`)).toBe(false)
  })

  it('never throws and never verifies what it did not sign (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (lead, given) => {
        const verified = isUnsubscribeTokenFor(secret, lead, given)
        expect(typeof verified).toBe('boolean')
        if (verified) expect(given).toBe(unsubscribeTokenFor(secret, lead as number))
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.string(), (lead, given) => {
        expect(isUnsubscribeTokenFor(secret, lead, given)).toBe(given === unsubscribeTokenFor(secret, lead))
      }),
    )
  })
})

describe('reading a link', () => {
  const token = unsubscribeTokenFor(secret, 7)!
  const query = (search: string) => readUnsubscribeParams(new URLSearchParams(search))

  it('takes the lead id and the token from the query', () => {
    expect(UNSUBSCRIBE_PATH).toBe('/unsubscribe')
    expect(query(`lead=7&token=${token}`)).toEqual({ leadId: 7, token })
    expect(readUnsubscribeParams({ lead: 7, token })).toEqual({ leadId: 7, token })
    expect(readUnsubscribeParams({ lead: '7', token })).toEqual({ leadId: 7, token })
  })

  it('refuses a missing, repeated, long or odd lead or token', () => {
    for (const search of [
      '',
      `token=${token}`,
      'lead=7',
      `lead=7&lead=7&token=${token}`,
      `lead=7&token=${token}&token=${token}`,
      `lead=0&token=${token}`,
      `lead=07&token=${token}`,
      `lead=-7&token=${token}`,
      `lead=7.0&token=${token}`,
      `lead=1e3&token=${token}`,
      `lead=${'9'.repeat(16)}&token=${token}`,
      `lead=7%00&token=${token}`,
      `lead=7&token=${token}%00`,
      `lead=7&token=${token}x`,
      `lead=7&token=${'x'.repeat(5000)}`,
    ])
      expect(query(search), search).toBeNull()
    expect(readUnsubscribeParams({ lead: [7], token })).toBeNull()
    expect(readUnsubscribeParams({ lead: 7, token: [token] })).toBeNull()
    expect(readUnsubscribeParams({ lead: null, token })).toBeNull()
    expect(readUnsubscribeParams({ lead: 7.5, token })).toBeNull()
  })

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (body) => {
        const read = readUnsubscribeParams(body)
        if (read) expect(Number.isSafeInteger(read.leadId) && read.leadId > 0).toBe(true)
      }),
    )
    fc.assert(fc.property(fc.string(), (search) => void query(search)))
  })
})
