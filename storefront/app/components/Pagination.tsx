import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'

/** Page numbers around the current one, with the first and last always present. */
function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null)
    out.push(p)
  })
  return out
}

/**
 * Previous / numbered / Next links around the current page (first and last always shown);
 * plain links, so paging works without JavaScript. Renders nothing for a single page.
 */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('catalogue')
  if (totalPages <= 1) return null
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium'
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={`${item} border-slate-300 hover:bg-slate-100`}>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
                className={`${item} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:bg-slate-100'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={`${item} border-slate-300 hover:bg-slate-100`}>
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
