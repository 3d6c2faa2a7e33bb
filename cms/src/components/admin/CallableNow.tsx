// "Callable now" on a lead (docs/decisions/011; docs/domain.md: calls only Monday–Saturday
// 9 AM–6 PM UAE time). Server components, worked out when the page is rendered: the edit
// view's sidebar field and the list's cell. A lead whose consent was withdrawn is not to be
// contacted at all, whatever the time.
import type { DefaultServerCellComponentProps, UIFieldServerProps } from 'payload'
import { callableNowText, callWindow, callWindowRule, clockLabel } from './uaeClock'
import { BUSINESS_HOURS } from '@cardcompare/shared'
import './admin.css'

export const CONSENT_WITHDRAWN_TEXT = 'Consent withdrawn: do not contact'

/** Of Payload's props, the lead a component reads, taken as it comes (it is checked, never trusted). */
type LeadProps<P, K extends keyof P> = { [Key in K]?: unknown }

/** When the lead withdrew consent, if they did. */
function withdrawnAt(lead: unknown): Date | null {
  const value = (lead as { consent?: { withdrawnAt?: unknown } | null } | null | undefined)?.consent?.withdrawnAt
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const uaeDateTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_HOURS.timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date)

/** The edit view's sidebar panel. */
export function CallableNowField({ data }: LeadProps<UIFieldServerProps, 'data'>) {
  const now = new Date()
  const withdrawn = withdrawnAt(data)
  if (withdrawn) {
    return (
      <div className="cc-callable cc-callable--withdrawn field-type" role="note">
        <span className="cc-withdrawn">{CONSENT_WITHDRAWN_TEXT}</span>
        <span className="cc-callable__rule">Withdrawn {uaeDateTime(withdrawn)} UAE time. No calls, messages or e-mails about cards.</span>
      </div>
    )
  }
  const callTime = callWindow(now)
  return (
    <div className="cc-callable field-type" role="note">
      <span className={callTime.callable ? 'cc-yes' : 'cc-no'}>{callableNowText(now)}</span>
      <span className="cc-callable__rule">
        Calls only {callWindowRule()}
        {callTime.callable ? `; today’s window closes at ${clockLabel(BUSINESS_HOURS.closeHour)}.` : '.'}
      </span>
    </div>
  )
}

/** The list's cell: short, the same rule. */
export function CallableNowCell({ rowData }: LeadProps<DefaultServerCellComponentProps, 'rowData'>) {
  if (withdrawnAt(rowData)) return <span className="cc-withdrawn">{CONSENT_WITHDRAWN_TEXT}</span>
  const callTime = callWindow(new Date())
  if (callTime.callable) return <span className="cc-yes">Yes</span>
  return (
    <span className="cc-no-quiet">
      No: opens {callTime.opensOn} {clockLabel(BUSINESS_HOURS.openHour)}
    </span>
  )
}
