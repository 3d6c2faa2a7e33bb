// spec §2 Home "a lead form": the section around it. The form itself (zod, react-hook-form, the
// bot check) is an island: loaded when the visitor scrolls near it (components/ui/Island).
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { island } from '~/components/ui/Island'
import { CheckIcon } from '../ui/CheckIcon'

// The form's texts are the `forms` catalogue, which the home page does not load until then.
const LeadFormIsland = island(() =>
  // The server's instance holds every catalogue already.
  Promise.all([import('./LeadForm'), import.meta.env.SSR ? null : i18next.loadNamespaces('forms')]).then(([module]) => module.LeadForm),
)

export function LeadFormSection() {
  const { t } = useTranslation(['home', 'common'])
  return (
    <section aria-labelledby="lead-form-heading" className="bg-slate-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div>
          <h2 id="lead-form-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('leads.heading')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t('leads.text')}</p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {[t('leads.free'), t('leads.contact', { hours: t('common:site.hours') }), t('leads.bank')].map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <LeadFormIsland />
        </div>
      </div>
    </section>
  )
}
