// /fortune-cookie (signed-in only): today's financial fortune, the same all day, and the user's
// own past fortunes by day, filterable by category with a plain link (?category=saving).
import type { I18nHandle } from '~/i18n/namespaces'
import { FORTUNE_CATEGORIES, formatFortuneDate, parseFortuneCategory, type FortuneCategory } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { Pagination } from '~/components/Pagination'
import { loadFortunePage } from './fortune-cookie.server'
import { requireUser } from '~/utils/guards.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { readSessionToken } from '~/utils/session.server'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'
import { Trans, useTranslation } from 'react-i18next'
import { inSentence, textLang, useContentLang, useLocale } from '~/utils/locale'

// Its card tiles, figures, buttons or pagination speak from the card catalogue's texts.
export const handle = { i18n: ['catalogue', 'account'] } satisfies I18nHandle

export const headers = privatePageHeaders

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('fortune.title', { ns: 'account' }) }) },
    { name: 'description', content: t('fortune.description', { ns: 'account' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const page = await loadFortunePage(request, user.id, readSessionToken(request))
  return data({ username: user.username, ...page }, { headers: PRIVATE_NO_STORE })
}

function useCategoryLabel() {
  const { t } = useTranslation('account')
  return (category: FortuneCategory) => t(`fortune.categories.${category}`)
}

function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation('account')
  const label = useCategoryLabel()
  const known = parseFortuneCategory(category)
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
      <span className="sr-only">{t('fortune.category')}</span>
      {known ? label(known) : category}
    </span>
  )
}

const hrefFor = (category: string | null, page = 1) => {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/fortune-cookie?${search}` : '/fortune-cookie'
}

export default function FortuneCookiePage() {
  const { username, today, past, category, page, totalPages, total } = useLoaderData<typeof loader>()
  const { t } = useTranslation('account')
  const label = useCategoryLabel()
  const locale = useLocale()
  const contentLang = useContentLang()
  const day = (value: string) => formatFortuneDate(value, locale) ?? value
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ${
      active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
    }`
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <section aria-labelledby="fortune-heading">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {formatFortuneDate(today?.dateForDisplay, locale) ?? t('fortune.todaysGuidance')}
        </p>
        <h1 id="fortune-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('fortune.title')}
        </h1>
        {today ? (
          <figure className="mt-6 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-8">
            <blockquote className="text-xl leading-relaxed text-slate-900" {...textLang(contentLang)}>
              “{today.content}”
            </blockquote>
            <figcaption className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>{t('fortune.for', { username })}</span>
              <CategoryBadge category={today.category} />
            </figcaption>
          </figure>
        ) : (
          <p className="mt-6 rounded-2xl bg-slate-50 p-6 text-slate-700 ring-1 ring-slate-200">{t('fortune.noneToday')}</p>
        )}
        <p className="mt-4 text-slate-700">
          <Trans
            t={t}
            i18nKey="fortune.newEveryDay"
            components={{ tips: <Link to="/financial-tips" className="font-medium text-brand-700 underline" /> }}
          />
        </p>
      </section>

      <section aria-labelledby="past-heading" className="mt-12">
        <h2 id="past-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('fortune.past')}
        </h2>
        <nav aria-label={t('fortune.filter')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={hrefFor(null)} className={chip(category === null)} aria-current={category === null ? 'page' : undefined}>
                {t('fortune.allCategories')}
              </Link>
            </li>
            {FORTUNE_CATEGORIES.map((value) => (
              <li key={value}>
                <Link to={hrefFor(value)} className={chip(category === value)} aria-current={category === value ? 'page' : undefined}>
                  {label(value)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {past.length > 0 ? (
          <>
            <p className="mt-6 text-sm text-slate-700">
              {category ? t('fortune.countIn', { count: total, category: label(category) }) : t('fortune.count', { count: total })}
            </p>
            <ol className="mt-3 space-y-4">
              {past.map((fortune) => (
                <li key={fortune.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <article aria-label={day(fortune.dateForDisplay)}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <time dateTime={fortune.dateForDisplay} className="text-sm font-semibold text-slate-800">
                        {day(fortune.dateForDisplay)}
                      </time>
                      <CategoryBadge category={fortune.category} />
                    </div>
                    <blockquote className="mt-2 text-lg leading-relaxed text-slate-900" {...textLang(contentLang)}>
                      “{fortune.content}”
                    </blockquote>
                  </article>
                </li>
              ))}
            </ol>
            <Pagination page={page} totalPages={totalPages} hrefFor={(p) => hrefFor(category, p)} />
          </>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-700">
            {total > 0 ? (
              <p>
                {t('fortune.noPage', { page })}
                <Link to={hrefFor(category)} className="font-medium text-brand-700 underline">
                  {t('fortune.firstPage')}
                </Link>
              </p>
            ) : category ? (
              <p>
                {t('fortune.noneAbout', { category: inSentence(label(category), locale) })}
                <Link to={hrefFor(null)} className="font-medium text-brand-700 underline">
                  {t('fortune.showAll')}
                </Link>
              </p>
            ) : (
              <p>{t('fortune.noneYet')}</p>
            )}
          </div>
        )}
      </section>
    </div>
  )
}

export const meta = withSocial(pageMeta)
