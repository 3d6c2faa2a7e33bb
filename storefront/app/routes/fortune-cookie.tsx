// /fortune-cookie (signed-in only): today's financial fortune, the same all day.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { cmsFetch } from '~/utils/cms.server'
import { requireUser } from '~/utils/guards.server'
import { readSessionToken } from '~/utils/session.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'Your Financial Fortune | CardCompare UAE' },
  { name: 'description', content: 'A daily financial fortune to keep your card habits healthy.' },
  { name: 'robots', content: 'noindex' },
]

type Fortune = { content: string; category: string; dateForDisplay: string | null }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const fortune = await cmsFetch<Fortune>('fortune-cookies/today', { token: readSessionToken(request) })
  return Response.json({ username: user.username, fortune }, { headers: PRIVATE_NO_STORE })
}

function displayDate(date: string | null) {
  if (!date) return "Today's Guidance"
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Asia/Dubai' }).format(new Date(`${date}T12:00:00+04:00`))
}

export default function FortuneCookiePage() {
  const { username, fortune } = useLoaderData<{ username: string; fortune: Fortune }>()
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{displayDate(fortune.dateForDisplay)}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Your Financial Fortune</h1>
      <figure className="mt-8 rounded-2xl bg-amber-50 p-8 ring-1 ring-amber-200">
        <blockquote className="text-xl leading-relaxed text-slate-900">“{fortune.content}”</blockquote>
        <figcaption className="mt-4 text-sm text-slate-700">
          For {username} · <span className="capitalize">{fortune.category}</span>
        </figcaption>
      </figure>
      <p className="mt-6 text-slate-700">
        A new fortune arrives every day. For practical guidance, read our{' '}
        <Link to="/financial-tips" className="font-medium text-teal-800 underline">financial tips</Link>.
      </p>
    </div>
  )
}

export const meta = withSocial(pageMeta)
