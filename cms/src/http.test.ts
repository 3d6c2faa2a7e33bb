import { describe, expect, it } from 'vitest'
import { errorAnswer, json, publicFor } from './http'

describe('the CMS’s answers', () => {
  it('are never cached unless they name their own policy', async () => {
    const plain = json({ ok: true })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('Cache-Control')).toBe('no-store')
    expect(plain.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await plain.json()).toEqual({ ok: true })

    const counted = json({ count: 3 }, 200, publicFor(60))
    expect(counted.headers.get('Cache-Control')).toBe('public, max-age=60')
    const personal = json({ me: 1 }, 200, new Headers({ 'Cache-Control': 'private, no-store' }))
    expect(personal.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('give errors in Payload’s shape, which the admin reads, with any field a client needs beside it', async () => {
    const res = errorAnswer(429, 'Too many attempts', { extra: { retryAfter: 30 }, headers: { 'Retry-After': '30' } })
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('30')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ retryAfter: 30, errors: [{ message: 'Too many attempts' }] })
  })

  it('cannot let an extra field replace the error list', async () => {
    const res = errorAnswer(400, 'Bad', { extra: { errors: 'forged' } })
    expect((await res.json()).errors).toEqual([{ message: 'Bad' }])
  })
})
