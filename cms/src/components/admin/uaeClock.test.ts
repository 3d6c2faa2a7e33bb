import { describe, expect, it } from 'vitest'
import { callableNowText, callWindow, callWindowRule, clockLabel, startOfUaeDay } from './uaeClock'

// 27 November 2026 is a Friday; times are UAE time (UTC+4).
const uae = (isoLocal: string) => new Date(`${isoLocal}+04:00`)

describe('callable now: the UAE telemarketing window, Monday–Saturday 9 AM–6 PM', () => {
  it.each([
    ['Friday 17:59', '2026-11-27T17:59:00', 'Callable now: yes'],
    ['Friday 18:00', '2026-11-27T18:00:00', 'Callable now: no — next window opens Saturday 9:00 AM UAE time'],
    ['Saturday 18:00', '2026-11-28T18:00:00', 'Callable now: no — next window opens Monday 9:00 AM UAE time'],
    ['Sunday noon', '2026-11-29T12:00:00', 'Callable now: no — next window opens Monday 9:00 AM UAE time'],
    ['Sunday 00:00', '2026-11-29T00:00:00', 'Callable now: no — next window opens Monday 9:00 AM UAE time'],
    ['Monday 08:59', '2026-11-30T08:59:59', 'Callable now: no — next window opens Monday 9:00 AM UAE time'],
    ['Monday 09:00', '2026-11-30T09:00:00', 'Callable now: yes'],
    ['Wednesday 23:30', '2026-11-25T23:30:00', 'Callable now: no — next window opens Thursday 9:00 AM UAE time'],
  ])('%s', (_name, when, text) => {
    expect(callableNowText(uae(when))).toBe(text)
  })

  it('says when the next window opens as an instant', () => {
    const window = callWindow(uae('2026-11-28T18:00:00'))
    expect(window).toMatchObject({ callable: false, opensOn: 'Monday' })
    expect(window.callable === false && window.opensAt.toISOString()).toBe('2026-11-30T05:00:00.000Z')
    const open = callWindow(uae('2026-11-27T17:59:00'))
    expect(open.callable && open.closesAt.toISOString()).toBe('2026-11-27T14:00:00.000Z')
  })

  it('does not depend on the server’s own time zone: a UTC evening can be the UAE’s next morning', () => {
    // 05:30 UTC on Saturday is 09:30 in the UAE.
    expect(callableNowText(new Date('2026-11-28T05:30:00Z'))).toBe('Callable now: yes')
    // 20:30 UTC on Friday is 00:30 on Saturday in the UAE.
    expect(callableNowText(new Date('2026-11-27T20:30:00Z'))).toBe('Callable now: no — next window opens Saturday 9:00 AM UAE time')
  })

  it('states the rule', () => {
    expect(callWindowRule()).toBe('Monday–Saturday, 9:00 AM–6:00 PM UAE time')
    expect([0, 9, 12, 18].map(clockLabel)).toEqual(['12:00 AM', '9:00 AM', '12:00 PM', '6:00 PM'])
  })
})

describe('startOfUaeDay: "today" for the dashboard is the UAE’s day', () => {
  it.each([
    ['UAE afternoon', '2026-11-27T15:00:00Z', '2026-11-26T20:00:00.000Z'],
    ['just after UAE midnight', '2026-11-27T20:00:30Z', '2026-11-27T20:00:00.000Z'],
    ['just before UAE midnight', '2026-11-27T19:59:59Z', '2026-11-26T20:00:00.000Z'],
    ['month end', '2026-11-30T21:00:00Z', '2026-11-30T20:00:00.000Z'],
  ])('%s', (_name, now, start) => {
    expect(startOfUaeDay(new Date(now)).toISOString()).toBe(start)
  })
})
