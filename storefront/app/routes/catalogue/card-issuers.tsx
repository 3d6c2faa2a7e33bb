import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { BankIcon } from '~/components/CardTile'
import { ImageWithFallback } from '~/components/ImageWithFallback'
import { InfoHeader } from '~/components/info/InfoPage'
import { INTL_LOCALE } from '@cardcompare/shared'
import { getBanks } from '~/utils/catalogue.server'
import { requestLocale } from '~/utils/locale.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'
import type { I18nHandle } from '~/i18n/namespaces'
import { metaT } from '~/i18n/meta'
import { useTranslation } from 'react-i18next'
import { useContentLang } from '~/utils/locale'

export const handle = { i18n: ['card', 'catalogue'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('issuers.metaTitle', { ns: 'card' }) }) },
    { name: 'description', content: t('issuers.description', { ns: 'card' }) },
  ]
}

// spec §2 /card-issuers: all banks, each linking to its page (/bank/{id}).
// Names in the page's language where the CMS has them (else English, marked), sorted in it.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const banks = (await getBanks(locale))
    .filter((bank) => bank.isActive)
    .map(({ id, name, logo, headquarters, lang }) => ({ id, name, logo, headquarters, ...(lang?.name ? { nameLang: lang.name } : {}) }))
    .sort((a, b) => a.name.localeCompare(b.name, INTL_LOCALE[locale]))
  return data({ banks }, { headers: catalogueCacheHeaders(request) })
}

export const headers: HeadersFunction = catalogueHeaders

export default function CardIssuersPage() {
  const { banks } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const contentLang = useContentLang()
  return (
    <>
      <InfoHeader eyebrow={t('issuers.eyebrow')} title={t('issuers.title')} intro={<p>{t('issuers.intro', { count: banks.length })}</p>} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {banks.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {banks.map((bank) => (
              <li key={bank.id}>
                <Link
                  to={`/bank/${bank.id}`}
                  className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:border-brand-300 hover:shadow-md"
                >
                  <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200">
                    <ImageWithFallback
                      src={bank.logo}
                      alt=""
                      width={80}
                      height={48}
                      loading="lazy"
                      className="h-12 w-20 object-contain"
                      fallback={<BankIcon className="size-8" />}
                    />
                  </span>
                  <span className="min-w-0">
                    <span
                      lang={bank.nameLang}
                      className="block font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline"
                    >
                      {bank.name}
                    </span>
                    {bank.headquarters ? (
                      <span className="mt-0.5 block text-sm text-slate-600">
                        {t('catalogue:bank.headquarters')}
                        {t('issuers.colon')}
                        <span lang={contentLang}>{bank.headquarters}</span>
                      </span>
                    ) : null}
                    <span className="mt-1 block text-sm font-medium text-brand-700">{t('issuers.viewCards')}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('issuers.none')}</p>
        )}
        <p className="mt-10 text-sm text-slate-600">{t('issuers.note')}</p>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
