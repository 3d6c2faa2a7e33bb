// The top of the admin's dashboard (admin.components.beforeDashboard). The sales
// team and admins see today's work: new leads since midnight UAE time, leads nobody has taken,
// and whether calling is allowed now. Editors never see lead numbers: they get their way to
// the catalogue and the blog. Counts are read as the signed-in user (overrideAccess: false).
import type { Payload, ServerProps, Where } from 'payload'
import Link from 'next/link'
import { hasRole, LEAD_ROLES, roleOf } from '../../access'
import { listHref } from './listHref'
import { callWindow, callWindowRule, opensText, startOfUaeDay } from './uaeClock'
import './admin.css'

/** Statuses after which a lead needs nobody: the bank decided, or it was closed. */
const CLOSED_STATUSES = ['approved', 'declined', 'lost']

/** The filters, in the shape the admin's list and its filter controls use (or → and). */
export const newLeadsToday = (now: Date): Where => ({
  or: [{ and: [{ status: { equals: 'new' } }, { createdAt: { greater_than_equal: startOfUaeDay(now).toISOString() } }] }],
})
export const unassignedLeads: Where = {
  or: [{ and: [{ assignedTo: { exists: false } }, { status: { not_in: CLOSED_STATUSES } }] }],
}

type Props = Pick<ServerProps, 'payload' | 'user'>

export async function DashboardPanel({ payload, user }: Props) {
  const role = roleOf(user)
  const adminRoute = payload.config.routes.admin
  if (role === 'editor') {
    return (
      <section className="cc-panel" aria-label="Your work">
        <p className="cc-panel__note">
          Keep the <Link href={`${adminRoute}/collections/credit-cards`}>catalogue</Link> (cards, banks, card types, features, media) and
          the <Link href={`${adminRoute}/collections/blog-posts`}>blog</Link> (posts, categories, comments) up to date: both groups are in
          the menu on the left.
        </p>
      </section>
    )
  }
  if (!hasRole(user, ...LEAD_ROLES)) return null

  const now = new Date()
  const listOf = (where: Where) => listHref(adminRoute, 'leads', where)
  const [fresh, unassigned] = await Promise.all([countLeads(payload, user, newLeadsToday(now)), countLeads(payload, user, unassignedLeads)])
  const callTime = callWindow(now)

  return (
    <section className="cc-panel" aria-labelledby="cc-panel-title">
      <h2 id="cc-panel-title" className="cc-panel__title">
        Today’s leads
      </h2>
      <div className="cc-panel__cards">
        <Stat label="New leads today" value={fresh} href={listOf(newLeadsToday(now))} hint="Status new, since 00:00 UAE time" />
        <Stat label="Unassigned leads" value={unassigned} href={listOf(unassignedLeads)} hint="No one assigned, not yet closed" />
        <div className="cc-stat">
          <span className="cc-stat__label">UAE call window</span>
          <span className={`cc-stat__value cc-stat__value--text ${callTime.callable ? 'cc-yes' : 'cc-no'}`}>
            {callTime.callable ? 'Callable now: yes' : 'Callable now: no'}
          </span>
          <span className="cc-stat__hint">
            {callTime.callable ? `Calls only ${callWindowRule()}` : `Next window opens ${opensText(callTime)}`}
          </span>
        </div>
      </div>
    </section>
  )
}

function Stat({ label, value, href, hint }: { label: string; value: number | null; href: string; hint: string }) {
  return (
    <Link className="cc-stat" href={href} prefetch={false}>
      <span className="cc-stat__label">{label}</span>
      <span className="cc-stat__value">{value === null ? '—' : value.toLocaleString('en-US')}</span>
      <span className="cc-stat__hint">{value === null ? 'Could not be counted just now' : hint}</span>
    </Link>
  )
}

/** A count as the user may see it; null when it cannot be read (the dashboard still shows). */
async function countLeads(payload: Payload, user: ServerProps['user'], where: Where): Promise<number | null> {
  try {
    const { totalDocs } = await payload.count({ collection: 'leads', where, user, overrideAccess: false })
    return totalDocs
  } catch (error) {
    payload.logger.error({ err: error, msg: 'dashboard: counting leads failed' })
    return null
  }
}
