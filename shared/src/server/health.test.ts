import { describe, expect, it } from 'vitest'
import { healthAnswer, isNotReadyReason, NOT_READY, pendingMigrations } from './health.js'

describe('health answers', () => {
  it('are 200 {"status":"ok"} and never cached when ready', () => {
    expect(healthAnswer(null)).toEqual({ status: 200, headers: { 'Cache-Control': 'no-store' }, body: { status: 'ok' } })
  })

  it('are 503 with Retry-After and the reason when not', () => {
    expect(healthAnswer(NOT_READY.database)).toEqual({
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' },
      body: { status: 'unavailable', reason: 'database unreachable' },
    })
  })

  it('know only their own reasons', () => {
    expect(isNotReadyReason('migrations pending')).toBe(true)
    expect(isNotReadyReason('connect ECONNREFUSED 127.0.0.1:5432')).toBe(false)
    expect(isNotReadyReason(undefined)).toBe(false)
  })
})

describe('pending migrations', () => {
  const committed = [{ name: '20261122_initial' }, { name: '20261126_member_account' }]

  it('are the committed ones the database has not recorded', () => {
    expect(pendingMigrations(committed, ['20261122_initial'])).toEqual(['20261126_member_account'])
    expect(pendingMigrations(committed, [])).toEqual(['20261122_initial', '20261126_member_account'])
  })

  it('are none when every one is recorded, whatever else is', () => {
    expect(pendingMigrations(committed, ['20261122_initial', '20261126_member_account', 'dev'])).toEqual([])
  })
})
