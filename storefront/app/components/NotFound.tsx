import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'

/** The not-found page (spec §2 route table: "anything else"). */
export function NotFound() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('notFound.code')}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to="/cards" className="btn-outline">
          {t('notFound.browse')}
        </Link>
      </div>
    </section>
  )
}

/** Any other failure: friendly, and without internal details. */
export function ErrorMessage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('error.title')}</h1>
      <p className="mt-4 text-slate-600">{t('error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* An empty reference is this same page (RFC 3986 §4.4): a reload that needs no script. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a href="" className="btn-primary">
          {t('error.retry')}
        </a>
        <Link to="/" className="btn-outline">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  )
}
