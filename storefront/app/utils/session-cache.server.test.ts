import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetSessions, sessionCached, SESSION_CACHE_MS } from './session-cache.server'

afterEach(() => {
  forgetSessions()
  vi.useRealTimers()
})

describe('sessionCached', () => {
  it('asks once per session token and kind within the window, and never answers one session with another’s', async () => {
    const load = vi.fn(async () => Math.random())
    const first = await sessionCached('token-a', 'user', load)
    expect(await sessionCached('token-a', 'user', load)).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
    await sessionCached('token-b', 'user', load)
    await sessionCached('token-a', 'favourites', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('asks again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const load = vi.fn(async () => 'value')
    await sessionCached('token-a', 'user', load)
    vi.advanceTimersByTime(SESSION_CACHE_MS + 1)
    await sessionCached('token-a', 'user', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps no failure, and forgets every session after a write', async () => {
    const failing = vi.fn(async () => {
      throw new Error('CMS down')
    })
    await expect(sessionCached('token-a', 'user', failing)).rejects.toThrow('CMS down')
    const load = vi.fn(async () => 'value')
    expect(await sessionCached('token-a', 'user', load)).toBe('value')
    forgetSessions()
    await sessionCached('token-a', 'user', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
