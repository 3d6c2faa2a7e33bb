// /leads "My Leads" (signed in, spec §2; docs/decisions/010): the user's own applications and
// enquiries with card, date and status in plain words, and consent they can withdraw. Withdrawing
// cannot be undone, so it takes two steps, both plain links and forms that work without
// JavaScript: "Withdraw consent" opens /leads?withdraw={id}, which asks first (decision 022).
import { LEAD_SOURCES, LEAD_STATUSES, NOTIFICATIONS, type LeadSource, type LeadStatus } from '@cardcompare/shared'
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
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { Trans, useTranslation } from 'react-i18next'
import { useContentLang, useFormats } from '~/utils/locale'

export const handle = { i18n: ['account'] } satisfies I18nHandle

export const headers = privatePageHeaders

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('leads.title', { ns: 'account' }) }) },
    { name: 'description', content: t('leads.description', { ns: 'account' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

type StoredLead = {
  id: number
  source: LeadSource
  status: LeadStatus
  cardName?: string | null
  card?: number | { id: number; slug?: string | null } | null
  createdAt: string
  consent?: { contact?: boolean | null; marketing?: boolean | null; withdrawnAt?: string | null; givenAt?: string | null } | null
}

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
    // Words and dates are the page's language's (the component's): the loader gives keys and days.
    kind: (LEAD_SOURCES as readonly string[]).includes(lead.source) ? lead.source : ('other' as const),
    card: lead.cardName ?? null,
    cardSlug: typeof lead.card === 'object' && lead.card ? (lead.card.slug ?? null) : null,
    date: lead.createdAt,
    status: (LEAD_STATUSES as readonly string[]).includes(lead.status) ? lead.status : ('other' as const),
    withdrawn: Boolean(lead.consent?.withdrawnAt),
    withdrawnOn: lead.consent?.withdrawnAt ?? null,
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
  const t = metaT(new URL(request.url))
  const form = await readForm(request)
  const id = String(form.get('leadId') ?? '')
  if (form.get('intent') !== 'withdraw' || !/^[1-9]\d{0,9}$/.test(id)) {
    return data({ error: t('leads.chooseRequest', { ns: 'account' }) }, { status: 400, headers: PRIVATE_NO_STORE })
  }
  // Only the confirmation step's form carries confirm=yes; any other post is asked first.
  if (form.get('confirm') !== 'yes') return redirectIn(request, confirmHref(id), { headers: PRIVATE_NO_STORE })
  try {
    await cmsFetch(`leads/${id}/withdraw-consent`, { method: 'POST', token: readSessionToken(request), body: {} })
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) {
      return data(
        { error: t('leads.notFound', { ns: 'account' }) },
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
  const { t } = useTranslation('account')
  const { date } = useFormats()
  const contentLang = useContentLang()
  const pendingId = navigation.state !== 'idle' ? navigation.formData?.get('leadId') : null
  // Keyboard and screen-reader users land on the question (without JavaScript the #fragment scrolls to it).
  const question = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (confirming !== null) question.current?.focus()
  }, [confirming])
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('leads.title')}</h1>
      <p className="mt-4 text-slate-700">{t('leads.intro', { username, hours: t('site.hours', { ns: 'common' }) })}</p>
      {leads.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('leads.none')}</p>
          <p className="mt-2 text-slate-700">{t('leads.noneText')}</p>
          <Link to="/cards" className="btn-primary mt-6">
            {t('leads.browse')}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" aria-label={t('leads.list')}>
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900" lang={lead.card ? contentLang : undefined}>
                  {lead.card ? (
                    lead.cardSlug ? (
                      <Link to={`/credit-cards/${lead.cardSlug}`} className="hover:underline">
                        {lead.card}
                      </Link>
                    ) : (
                      lead.card
                    )
                  ) : (
                    t(`leads.kinds.${lead.kind}`)
                  )}
                </h2>
                <span className="text-sm text-slate-600">
                  {t('leads.sent', { kind: t(`leads.kinds.${lead.kind}`), date: date(lead.date) })}
                </span>
              </div>
              <p className="mt-2 text-slate-800">
                <span className="font-medium">{t('leads.status')}</span> {t(`leads.statuses.${lead.status}`)}
              </p>
              {lead.withdrawn ? (
                <p className="mt-3 text-sm text-slate-700">{t('leads.withdrawnOn', { date: date(lead.withdrawnOn) })}</p>
              ) : confirming === lead.id ? (
                <div
                  id={`withdraw-${lead.id}`}
                  role="group"
                  aria-labelledby={`withdraw-${lead.id}-title`}
                  className="mt-3 scroll-mt-24 rounded-xl border border-amber-300 bg-amber-50 p-4"
                >
                  <h3 id={`withdraw-${lead.id}-title`} ref={question} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
                    {t('leads.withdrawQuestion')}
                  </h3>
                  <p className="mt-1 text-sm text-slate-800">
                    {lead.marketing ? t('leads.stopContactingAndOffers') : t('leads.stopContacting')}
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
                      {pendingId === String(lead.id) ? t('leads.withdrawing') : t('leads.confirmWithdraw')}
                    </button>
                    <Link to="/leads" preventScrollReset className="btn-outline text-sm">
                      {t('leads.keepConsent')}
                    </Link>
                  </Form>
                </div>
              ) : (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <p className="text-sm text-slate-700">{lead.marketing ? t('leads.agreedAndOffers') : t('leads.agreed')}</p>
                  <Link to={confirmHref(lead.id)} preventScrollReset className="btn-outline text-sm">
                    {t('leads.withdraw')}
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey="leads.dataRights"
          components={{
            contact: <Link to="/contact" className="text-brand-700 underline" />,
            privacy: <Link to="/privacy-policy" className="text-brand-700 underline" />,
          }}
        />
      </p>
    </div>
  )
}

export const meta = withSocial(pageMeta)
