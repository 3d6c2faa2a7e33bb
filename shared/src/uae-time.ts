// Times shown to the team (exports, reports) are UAE local time, stated as such: the UAE keeps
// GMT+4 all year (no daylight saving), so the label never changes.
import { BUSINESS_HOURS } from './company'

export const UAE_TIME_LABEL = 'UAE time, GMT+4'

let clock: Intl.DateTimeFormat | undefined

/** "2026-11-25 14:03" in UAE time; empty for a missing or unreadable value. */
export function uaeDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  clock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_HOURS.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const part = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}
