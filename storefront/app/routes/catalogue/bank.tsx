import { parsePositiveInt } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { useContentLang } from '~/utils/locale'
import { requestLocale } from '~/utils/locale.server'
import { BankIcon, CardGrid } from '~/components/CardTile'
import { ImageWithFallback } from '~/components/ImageWithFallback'
import { getBank, listCards } from '~/utils/catalogue.server'
import { catalogueCacheHeaders, catalogueHeaders, tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'

const BANK_PAGE_CARDS = 100

export const handle = { i18n: ['catalogue'] } satisfies I18nHandle

// spec §2 /bank/:id, opened from a partner-bank logo. A malformed or unknown id is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  const locale = requestLocale(request)
  const bank = id === null ? null : await getBank(id, locale)
  if (!bank || !bank.isActive) throw new Response('Not Found', { status: 404 })
  const [context, result] = await Promise.all([tileContext(locale), listCards({ limit: BANK_PAGE_CARDS, page: 1, bank: bank.id, locale })])
  return data(
    {
      bank,
      cards: toCardTiles(result.cards, context),
      total: result.total,
    },
    { headers: catalogueCacheHeaders(request) },
  )
}

export const headers = catalogueHeaders

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  const t = metaT(location)
  return data
    ? [
        { title: t('titles.suffix', { title: t('bank.title', { ns: 'catalogue', bank: data.bank.name }) }) },
        { name: 'description', content: t('bank.description', { ns: 'catalogue', bank: data.bank.name }) },
      ]
    : [{ title: t('titles.suffix', { title: t('notFound.title') }) }]
}

export default function BankRoute() {
  const { t } = useTranslation('catalogue')
  const contentLang = useContentLang()
  const { bank, cards, total } = useLoaderData<typeof loader>()
  const name: Record<'bank', Named> = { bank: { text: bank.name, lang: bank.lang?.name } }
  // The name and description are the CMS's in the page's language, or English where it has none
  // yet (bank.lang, docs/decisions/037). Which facts are the CMS's own words in English only
  // (headquarters, address) and so marked English on an Arabic page. The CMS's texts take their direction from their first letter (unicode-bidi: plaintext), so
  // an English sentence keeps its full stop at its end on a right-to-left page.
  const facts: [string, string | number | null | undefined, 'en' | undefined][] = [
    [t('bank.headquarters'), bank.headquarters, contentLang],
    [t('bank.established'), bank.established, undefined],
    [t('bank.employees'), bank.employees?.toLocaleString('en-US'), undefined],
    [t('bank.address'), bank.address, contentLang],
  ]
  const shown = facts.filter((fact): fact is [string, string | number, 'en' | undefined] => fact[1] != null && fact[1] !== '')

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <section className="grid gap-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:grid-cols-[auto_1fr] lg:items-start">
        <div className="flex h-24 w-60 items-center justify-center rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <ImageWithFallback
            src={bank.logo}
            alt={t('bank.logo', { bank: bank.name })}
            width={200}
            height={80}
            className="h-20 w-auto object-contain"
            fallback={<BankIcon className="size-12" />}
          />
        </div>
        <div>
          <h1 lang={bank.lang?.name} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {bank.name}
          </h1>
          {bank.description ? (
            <p lang={bank.lang?.description} className="mt-3 max-w-3xl leading-7 text-slate-700 [unicode-bidi:plaintext]">
              {bank.description}
            </p>
          ) : null}
          {shown.length > 0 ? (
            <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
              {shown.map(([term, value, lang]) => (
                <div key={term}>
                  <dt className="font-semibold text-slate-900">{term}</dt>
                  <dd lang={lang} className="mt-0.5 text-slate-700 [unicode-bidi:plaintext]">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {bank.website ? (
              <li>
                <a
                  href={bank.website}
                  target="_blank"
                  rel="noopener nofollow"
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  <WithNames text={t('bank.website', tokens(name))} names={name} />
                  <span className="sr-only">{t('frame.newTab', { ns: 'common' })}</span>
                </a>
              </li>
            ) : null}
            {bank.phoneNumber ? (
              <li>
                <a
                  href={`tel:${bank.phoneNumber.replace(/[^\d+]/g, '')}`}
                  // A number's groups read left to right in every language.
                  dir="ltr"
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  {bank.phoneNumber}
                </a>
              </li>
            ) : null}
            {bank.email ? (
              <li>
                <a href={`mailto:${bank.email}`} className="font-medium text-brand-700 underline hover:text-brand-900">
                  {bank.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </section>

      <section aria-labelledby="bank-cards-heading" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="bank-cards-heading" className="text-2xl font-bold text-slate-900">
            <WithNames text={t('bank.title', tokens(name))} names={name} />
          </h2>
          <p className="text-sm text-slate-700">{t('bank.cards', { count: total })}</p>
        </div>
        {cards.length > 0 ? (
          <CardGrid cards={cards} className="mt-6" />
        ) : (
          <p className="mt-6 text-slate-700">
            <WithNames text={t('bank.none', tokens(name))} names={name} />
          </p>
        )}
        {total > cards.length ? (
          <p className="mt-6">
            <Link to={`/cards?bank=${bank.id}`} className="btn-outline">
              <WithNames text={t('bank.viewAll', tokens(name))} names={name} />
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  )
}

export const meta = withSocial(pageMeta)
