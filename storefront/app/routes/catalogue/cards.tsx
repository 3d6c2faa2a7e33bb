import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { CataloguePage, pageHref } from '~/components/CataloguePage'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { loadCataloguePage } from './cards.server'
import { withSocial } from '~/utils/seo'

// Also mounted at /credit-cards (routes.ts): the same catalogue, with /cards as canonical URL.
export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadCataloguePage(request), { headers: catalogueCacheHeaders(request) })
}

export const headers = catalogueHeaders

const pageMeta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.heading ?? 'All Credit Cards'} | CardCompare UAE` },
  {
    name: 'description',
    content: 'Browse and compare credit cards from UAE banks by card type and bank: fees, rates, rewards and minimum salary.',
  },
  // Salary, fee and sort only narrow or reorder the same listing: the canonical keeps type, bank and page.
  {
    tagName: 'link',
    rel: 'canonical',
    href: data ? pageHref('/cards', { ...data.filters, salary: null, fee: null, sort: 'recommended' }, data.page) : '/cards',
  },
]

export default function CardsRoute() {
  const basePath = useLocation().pathname.startsWith('/credit-cards') ? '/credit-cards' : '/cards'
  return <CataloguePage data={useLoaderData<typeof loader>()} basePath={basePath} />
}

export const meta = withSocial(pageMeta)
