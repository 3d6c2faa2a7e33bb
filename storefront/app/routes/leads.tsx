// /leads (signed-in users, spec §2 "My Leads"; its content is not specified yet).
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/utils/guards.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'My Leads | CardCompare UAE' },
  { name: 'description', content: 'Your card applications and enquiries on CardCompare UAE.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return data({ username: user.username }, { headers: PRIVATE_NO_STORE })
}

export default function LeadsPage() {
  const { username } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">My Leads</h1>
      <p className="mt-4 text-slate-700">
        {username}, the applications and enquiries you send through CardCompare UAE go to our team, who contact you by
        phone or e-mail. A list of them with their status will appear on this page.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/cards" className="btn-primary">
          Browse All Cards
        </Link>
        <Link to="/contact" className="btn-outline">
          Contact Us
        </Link>
      </p>
    </div>
  )
}

export const meta = withSocial(pageMeta)
