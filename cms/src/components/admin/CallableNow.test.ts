import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CallableNowCell, CallableNowField } from './CallableNow'

// The components read the clock when they render: Friday 27 November 2026, times in the UAE.
const at = (isoLocal: string) => vi.setSystemTime(new Date(`${isoLocal}+04:00`))
const text = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const field = (data: unknown) => text(createElement(CallableNowField, { data }))
const cell = (rowData: unknown) => text(createElement(CallableNowCell, { rowData }))

describe('Callable now on a lead', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says yes inside the window, with the rule', () => {
    at('2026-11-27T17:59:00')
    expect(field({ consent: { contact: true } })).toBe(
      'Callable now: yes Calls only Monday–Saturday, 9:00 AM–6:00 PM UAE time; today’s window closes at 6:00 PM.',
    )
    expect(cell({})).toBe('Yes')
  })

  it('says when the next window opens outside it', () => {
    at('2026-11-27T18:00:00')
    expect(field({})).toBe(
      'Callable now: no — next window opens Saturday 9:00 AM UAE time Calls only Monday–Saturday, 9:00 AM–6:00 PM UAE time.',
    )
    expect(cell(null)).toBe('No: opens Saturday 9:00 AM')
  })

  it('says do not contact, in red, once consent is withdrawn, whatever the time', () => {
    at('2026-11-27T11:00:00')
    const lead = { consent: { contact: true, withdrawnAt: '2026-11-26T10:30:00.000Z' } }
    const html = renderToStaticMarkup(createElement(CallableNowField, { data: lead }))
    expect(html).toContain('class="cc-withdrawn"')
    expect(field(lead)).toBe(
      'Consent withdrawn: do not contact Withdrawn 26 Nov 2026, 14:30 UAE time. No calls, messages or e-mails about cards.',
    )
    expect(field(lead)).not.toContain('Callable now: yes')
    expect(cell(lead)).toBe('Consent withdrawn: do not contact')
  })
})
