// UAE wall-clock rules the admin shows the sales team: when today began in the UAE (the
// dashboard's "new leads today") and when a lead may be called (docs/domain.md: telemarketing only
// Monday–Saturday 9 AM–6 PM, Cabinet Resolutions 56 and 57 of 2024; BUSINESS_HOURS). Pure:
// every function takes the moment it answers for.
import { BUSINESS_HOURS, isWithinCallingHours } from '@cardcompare/shared'

const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const ISO_WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

type WallClock = { year: number; month: number; day: number; isoWeekday: number; hour: number; minute: number; second: number }

let uaeFormat: Intl.DateTimeFormat | undefined

/** The date and time a clock in the UAE shows at `date`. */
function uaeWallClock(date: Date): WallClock {
  uaeFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_HOURS.timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  })
  const parts = Object.fromEntries(uaeFormat.formatToParts(date).map((p) => [p.type, p.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    isoWeekday: ISO_WEEKDAY[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** The UTC instant of a UAE wall-clock time (the UAE keeps UTC+4 all year: no daylight saving). */
function uaeInstant(now: Date, year: number, month: number, day: number, hour: number): Date {
  const clock = uaeWallClock(now)
  const offset =
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(now.getTime() / 1000) * 1000
  return new Date(Date.UTC(year, month - 1, day, hour) - offset)
}

/** 00:00 today, UAE time, as an instant. */
export function startOfUaeDay(now: Date = new Date()): Date {
  const clock = uaeWallClock(now)
  return uaeInstant(now, clock.year, clock.month, clock.day, 0)
}

/** "9:00 AM", "6:00 PM". */
export function clockLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`
}

/** "Monday–Saturday, 9:00 AM–6:00 PM UAE time", from BUSINESS_HOURS. */
export function callWindowRule(): string {
  const days = [...BUSINESS_HOURS.days].sort((a, b) => a - b)
  const contiguous = days.every((day, i) => i === 0 || day === days[i - 1]! + 1)
  const dayText =
    contiguous && days.length > 1
      ? `${WEEKDAY_NAMES[days[0]!]}–${WEEKDAY_NAMES[days[days.length - 1]!]}`
      : days.map((d) => WEEKDAY_NAMES[d]).join(', ')
  return `${dayText}, ${clockLabel(BUSINESS_HOURS.openHour)}–${clockLabel(BUSINESS_HOURS.closeHour)} UAE time`
}

type CallWindow = { callable: true; closesAt: Date } | { callable: false; opensAt: Date; opensOn: (typeof WEEKDAY_NAMES)[number] }

/** Whether a lead may be called at `now`, and if not, when the next lawful window opens. */
export function callWindow(now: Date = new Date()): CallWindow {
  const clock = uaeWallClock(now)
  if (isWithinCallingHours(now)) {
    return { callable: true, closesAt: uaeInstant(now, clock.year, clock.month, clock.day, BUSINESS_HOURS.closeHour) }
  }
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = ((clock.isoWeekday - 1 + ahead) % 7) + 1
    if (!BUSINESS_HOURS.days.includes(weekday)) continue
    // Today counts only while its window is still to come (before opening time).
    if (ahead === 0 && clock.hour >= BUSINESS_HOURS.openHour) continue
    return {
      callable: false,
      opensAt: uaeInstant(now, clock.year, clock.month, clock.day + ahead, BUSINESS_HOURS.openHour),
      opensOn: WEEKDAY_NAMES[weekday]!,
    }
  }
  throw new Error('BUSINESS_HOURS has no calling day')
}

/** "Saturday 9:00 AM UAE time": when a closed window opens again. */
export function opensText(window: Extract<CallWindow, { callable: false }>): string {
  return `${window.opensOn} ${clockLabel(BUSINESS_HOURS.openHour)} UAE time`
}

/** "Callable now: yes" or "Callable now: no — next window opens Saturday 9:00 AM UAE time". */
export function callableNowText(now: Date = new Date()): string {
  const window = callWindow(now)
  return window.callable ? 'Callable now: yes' : `Callable now: no — next window opens ${opensText(window)}`
}
