import { BUSINESS_HOURS, cardPath } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { useAccountGate } from '~/components/account/AccountGate'
import { lookUpCardParam } from '~/utils/catalogue.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'

// Shown after one person's application: never cached.
export const headers = privatePageHeaders

/**
 * ?card= names the card applied for (its page's slug). Only a real, visible card is named, by
 * its stored name: nothing from the query is shown as typed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const param = new URL(request.url).searchParams.get('card')
  // Thanking someone must not fail on a catalogue hiccup: the page is whole without the name.
  const found = param ? await lookUpCardParam(param).catch(() => null) : null
  const card = found && found.card.isActive ? { name: found.card.name, href: cardPath(found.card) } : null
  return data({ card }, { headers: PRIVATE_NO_STORE })
}

const pageMeta: MetaFunction = () => [
  { title: 'Thank you for your application | CardCompare UAE' },
  { name: 'description', content: 'Your credit card application has been received. Here is what happens next.' },
  // Reached only after applying: nothing here for search engines.
  { name: 'robots', content: 'noindex' },
]

const NEXT_STEPS = [
  {
    title: 'We review your application',
    text: 'Our team checks your details against the card’s requirements, such as its minimum salary.',
  },
  {
    title: 'We contact you',
    text: `A member of our team contacts you by the contact method you chose, during our business hours: ${BUSINESS_HOURS.text}, UAE time. We never call outside those hours.`,
  },
  {
    title: 'The bank decides',
    text: 'With your agreement we pass your application to the bank that issues the card. The bank makes the final decision and may ask for your Emirates ID, passport with residence visa, and a salary certificate or recent bank statements.',
  },
]

// spec §2: shown after a successful application.
export default function ThankYouPage() {
  const { card } = useLoaderData<typeof loader>()
  const { user } = useAccountGate()
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg className="size-9" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
            <path strokeLinecap="round" strokeLinejoin="round" d="m5 13 4 4L19 7" />
          </svg>
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Thank you for your application</h1>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          {card ? (
            <>
              We have received your application for the{' '}
              <Link to={card.href} className="font-semibold text-brand-700 underline hover:text-brand-900">
                {card.name}
              </Link>
              .
            </>
          ) : (
            'We have received your application.'
          )}{' '}
          Our team will contact you soon to help you with the next steps.
        </p>
      </div>

      <section aria-labelledby="next-steps-heading" className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
          What happens next
        </h2>
        <ol className="mt-6 space-y-6">
          {NEXT_STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
          Approval is never guaranteed. Before you sign, read the bank’s Key Facts Statement for the card’s fees and rates.
        </p>
      </section>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/cards" className="btn-primary">
          Browse All Cards
        </Link>
        {user ? (
          <Link to="/leads" className="btn-outline">
            My Leads
          </Link>
        ) : (
          <Link to="/" className="btn-outline">
            Home
          </Link>
        )}
      </div>
    </div>
  )
}

export const meta = withSocial(pageMeta)
