// spec §2 Home "a lead form": the section around it. The form itself (zod, react-hook-form, the
// bot check) is an island: loaded when the visitor scrolls near it (components/ui/Island).
import { BUSINESS_HOURS } from '@cardcompare/shared'
import { island } from '~/components/ui/Island'
import { CheckIcon } from '../ui/CheckIcon'

const LeadFormIsland = island(() => import('./LeadForm').then((module) => module.LeadForm))

export function LeadFormSection() {
  return (
    <section aria-labelledby="lead-form-heading" className="bg-slate-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div>
          <h2 id="lead-form-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Talk to a Card Expert
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            Tell us what matters to you and our team will suggest the cards that fit your salary and the way you spend.
          </p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {[
              'Free, with no obligation to apply',
              `We contact you ${BUSINESS_HOURS.text} (UAE time)`,
              'Your details go to a bank only if you decide to apply',
            ].map((point) => (
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
