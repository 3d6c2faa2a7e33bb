import { Link } from '~/components/ui/navigation'
import { useTranslation } from 'react-i18next'
import { textLang } from '~/utils/locale'

/** `lang`: a name from the CMS on a page in another language (useContentLang). */
export type Crumb = { label: string; href?: string; lang?: 'en' }

/** The trail above a page's heading; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('frame.breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb, i) =>
          crumb.href && i < trail.length - 1 ? (
            <li key={`${i}-${crumb.label}`}>
              <Link to={crumb.href} {...textLang(crumb.lang)} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>{' '}
              <span aria-hidden="true">/</span>
            </li>
          ) : (
            <li
              key={`${i}-${crumb.label}`}
              aria-current={i === trail.length - 1 ? 'page' : undefined}
              {...textLang(crumb.lang)}
              className="font-medium text-slate-800"
            >
              {crumb.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
