import { Link } from '@remix-run/react'

/** The not-found page (spec §2 route table: "anything else"). */
export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-600">
        Sorry, we couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to Home
        </Link>
        <Link to="/cards" className="btn-outline">
          Browse All Cards
        </Link>
      </div>
    </section>
  )
}

/** Any other failure: friendly, and without internal details. */
export function ErrorMessage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-slate-600">We couldn’t load this page just now. Please try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* An empty reference is this same page (RFC 3986 §4.4): a reload that needs no script. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a href="" className="btn-primary">
          Try again
        </a>
        <Link to="/" className="btn-outline">
          Go to Home
        </Link>
      </div>
    </section>
  )
}
