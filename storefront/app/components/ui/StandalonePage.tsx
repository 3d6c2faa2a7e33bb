import { COMPANY } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import type { ReactNode } from 'react'

/**
 * The frame of a page that a mail's link opens, shown without the site header and footer
 * (spec §2 Guards): the site's name leading home, the page's title and its content on one card.
 */
export function StandalonePage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <Link to="/" className="font-bold text-teal-800 hover:underline">
          {COMPANY.name}
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  )
}
