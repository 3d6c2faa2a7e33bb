// /leads "My Leads" (signed in, spec §2; docs/decisions/010): the user's own applications and
// enquiries with card, date and status in plain words, and consent they can withdraw. Withdrawing
// cannot be undone, so it takes two steps, both plain links and forms that work without
// JavaScript: "Withdraw consent" opens /leads?withdraw={id}, which asks first (decision 022).
import { BUSINESS_HOURS, LEAD_SOURCE_LABELS, NOTIFICATIONS, LEAD_STATUS_PLAIN, type LeadSource, type LeadStatus } from '@cardcompare/shared'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { useEffect, useRef } from 'react'
import { CmsError, cmsFetch } from '~/utils/cms.server'
import { flashCookie } from '~/utils/flash.server'
import { readForm } from '~/utils/form.server'
import { requireUser } from '~/utils/guards.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { readSessionToken } from '~/utils/session.server'
import { withSocial } from '~/utils/seo'
import { redirectIn } from '~/utils/locale.server'

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'My Leads | CardCompare UAE' },
  { name: 'description', content: 'Your card applications and enquiries on CardCompare UAE.' },
  { name: 'robots', content: 'noindex' },
]

type StoredLead = {
  id: number
  source: LeadSource
  status: LeadStatus
  cardName?: string | null
  card?: number | { id: number; slug?: string | null } | null
  createdAt: string
  consent?: { contact?: boolean | null; marketing?: boolean | null; withdrawnAt?: string | null; givenAt?: string | null } | null
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const { docs } = await cmsFetch<{ docs: StoredLead[] }>('leads', {
    token: readSessionToken(request),
    query: {
      'where[user][equals]': user.id,
      limit: 100,
      depth: 1,
      sort: '-createdAt',
      'select[source]': true,
      'select[status]': true,
      'select[cardName]': true,
      'select[card]': true,
      'select[createdAt]': true,
      'select[consent]': true,
      'populate[credit-cards][slug]': true,
    },
  })
  const leads = docs.map((lead) => ({
    id: lead.id,
    kind: LEAD_SOURCE_LABELS[lead.source] ?? 'Request',
    card: lead.cardName ?? null,
    cardSlug: typeof lead.card === 'object' && lead.card ? (lead.card.slug ?? null) : null,
    date: dateFormat.format(new Date(lead.createdAt)),
    status: LEAD_STATUS_PLAIN[lead.status] ?? 'Received',
    withdrawn: Boolean(lead.consent?.withdrawnAt),
    withdrawnOn: lead.consent?.withdrawnAt ? dateFormat.format(new Date(lead.consent.withdrawnAt)) : null,
    marketing: Boolean(lead.consent?.marketing),
  }))
  // The lead whose withdrawal is being confirmed: only one of the user's own, still consented.
  const asked = new URL(request.url).searchParams.get('withdraw')
  const confirming = leads.find((lead) => String(lead.id) === asked && !lead.withdrawn)?.id ?? null
  return data({ username: user.username, leads, confirming }, { headers: PRIVATE_NO_STORE })
}

const confirmHref = (id: number | string) => `/leads?withdraw=${id}#withdraw-${id}`

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request)
  const form = await readForm(request)
  const id = String(form.get('leadId') ?? '')
  if (form.get('intent') !== 'withdraw' || !/^[1-9]\d{0,9}$/.test(id)) {
    return data({ error: 'Please choose a request to withdraw consent for.' }, { status: 400, headers: PRIVATE_NO_STORE })
  }
  // Only the confirmation step's form carries confirm=yes; any other post is asked first.
  if (form.get('confirm') !== 'yes') return redirectIn(request, confirmHref(id), { headers: PRIVATE_NO_STORE })
  try {
    await cmsFetch(`leads/${id}/withdraw-consent`, { method: 'POST', token: readSessionToken(request), body: {} })
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) {
      return data(
        { error: 'That request was not found in your account.' },
        { status: error.status === 401 ? 401 : 404, headers: PRIVATE_NO_STORE },
      )
    }
    throw error
  }
  return redirectIn(request, '/leads', {
    headers: {
      'Set-Cookie': await flashCookie(NOTIFICATIONS.consentWithdrawn),
    },
  })
}

export default function LeadsPage() {
  const { username, leads, confirming } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const pendingId = navigation.state !== 'idle' ? navigation.formData?.get('leadId') : null
  // Keyboard and screen-reader users land on the question (without JavaScript the #fragment scrolls to it).
  const question = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (confirming !== null) question.current?.focus()
  }, [confirming])
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">My Leads</h1>
      <p className="mt-4 text-slate-700">
        {username}, these are the applications and enquiries you sent us. Our team contacts you only during business hours (
        {BUSINESS_HOURS.text}, UAE time), and only while you agree to it.
      </p>
      {leads.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">You have not applied for a card yet</p>
          <p className="mt-2 text-slate-700">Applications you send while signed in appear here with their status.</p>
          <Link to="/cards" className="btn-primary mt-6">
            Browse All Cards
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" aria-label="Your applications and enquiries">
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">
                  {lead.card ? (
                    lead.cardSlug ? (
                      <Link to={`/credit-cards/${lead.cardSlug}`} className="hover:underline">
                        {lead.card}
                      </Link>
                    ) : (
                      lead.card
                    )
                  ) : (
                    lead.kind
                  )}
                </h2>
                <span className="text-sm text-slate-600">
                  {lead.kind} · sent {lead.date}
                </span>
              </div>
              <p className="mt-2 text-slate-800">
                <span className="font-medium">Status:</span> {lead.status}
              </p>
              {lead.withdrawn ? (
                <p className="mt-3 text-sm text-slate-700">
                  You withdrew your consent on {lead.withdrawnOn}. We will not contact you about this request.
                </p>
              ) : confirming === lead.id ? (
                <div
                  id={`withdraw-${lead.id}`}
                  role="group"
                  aria-labelledby={`withdraw-${lead.id}-title`}
                  className="mt-3 scroll-mt-24 rounded-xl border border-amber-300 bg-amber-50 p-4"
                >
                  <h3 id={`withdraw-${lead.id}-title`} ref={question} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
                    Withdraw your consent?
                  </h3>
                  <p className="mt-1 text-sm text-slate-800">
                    We will stop contacting you about this request{lead.marketing ? ' and stop sending you offers' : ''}. This cannot be
                    undone: to hear from us about it again, you would send a new request.
                  </p>
                  <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="leadId" value={lead.id} />
                    <input type="hidden" name="confirm" value="yes" />
                    <button
                      type="submit"
                      className="btn bg-red-700 text-sm text-white hover:bg-red-800"
                      disabled={pendingId === String(lead.id)}
                    >
                      {pendingId === String(lead.id) ? 'Withdrawing...' : 'Yes, withdraw consent'}
                    </button>
                    <Link to="/leads" preventScrollReset className="btn-outline text-sm">
                      Keep my consent
                    </Link>
                  </Form>
                </div>
              ) : (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <p className="text-sm text-slate-700">
                    You agreed that we may contact you about this request{lead.marketing ? ' and send you offers' : ''}.
                  </p>
                  <Link to={confirmHref(lead.id)} preventScrollReset className="btn-outline text-sm">
                    Withdraw consent
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-slate-600">
        To see, correct or delete all the data we hold about you,{' '}
        <Link to="/contact" className="text-brand-700 underline">
          contact us
        </Link>{' '}
        and read our{' '}
        <Link to="/privacy-policy" className="text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  )
}

export const meta = withSocial(pageMeta)
