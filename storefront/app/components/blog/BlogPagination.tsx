import { Link } from '@remix-run/react'

type Props = { basePath: string; page: number; totalPages: number }

const pageHref = (basePath: string, page: number) => (page > 1 ? `${basePath}?page=${page}` : basePath)

/** Previous / numbered / Next links; plain links, so it works without JavaScript. */
export function BlogPagination({ basePath, page, totalPages }: Props) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold'
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={pageHref(basePath, page - 1)} rel="prev" className={`${item} btn-outline`}>
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${item} bg-brand-700 text-white`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link to={pageHref(basePath, n)} className={`${item} text-slate-700 hover:bg-slate-100`}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={pageHref(basePath, page + 1)} rel="next" className={`${item} btn-outline`}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
