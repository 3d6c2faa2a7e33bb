import { pathWithoutLocale } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { catalogueHeading, CataloguePage, pageHref } from '~/components/CataloguePage'
import { plain } from '~/components/ui/WithNames'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { loadCataloguePage } from './cards.server'
import { withSocial } from '~/utils/seo'

export const handle = { i18n: ['catalogue'] } satisfies I18nHandle

// Also mounted at /credit-cards (routes.ts): the same catalogue, with /cards as canonical URL.
export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadCataloguePage(request), { headers: catalogueCacheHeaders(request) })
}

export const headers = catalogueHeaders

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  const t = metaT(location)
  const heading = catalogueHeading(data?.heading ?? { type: null, bank: null }, (key) => t(`categories.${key}`))
  return [
    { title: t('titles.suffix', { title: t(heading.key, { ns: 'catalogue', ...plain(heading.names) }) }) },
    { name: 'description', content: t('meta.description', { ns: 'catalogue' }) },
    // Salary, fee and sort only narrow or reorder the same listing: the canonical keeps type, bank and page.
    {
      tagName: 'link',
      rel: 'canonical',
      href: data ? pageHref('/cards', { ...data.filters, salary: null, fee: null, sort: 'recommended' }, data.page) : '/cards',
    },
  ]
}

export default function CardsRoute() {
  const basePath = pathWithoutLocale(useLocation().pathname).startsWith('/credit-cards') ? '/credit-cards' : '/cards'
  return <CataloguePage data={useLoaderData<typeof loader>()} basePath={basePath} />
}

export const meta = withSocial(pageMeta)
