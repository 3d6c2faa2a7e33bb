import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CardDetails } from '~/components/CardDetails'
import { loadCardDetails } from '~/utils/card-page.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadCardDetails(request, params.slug), { headers: catalogueCacheHeaders(request) })
}

export const headers = catalogueHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Page not found | CardCompare UAE' }]
  const { card, bank } = data
  const description = card.description?.slice(0, 160) ?? `Compare the ${card.name}${bank ? ` from ${bank.name}` : ''}.`
  return [
    { title: `${card.name}${bank ? ` | ${bank.name}` : ''} | CardCompare UAE` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: card.url },
    { property: 'og:title', content: card.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: card.url },
  ]
}

export default function CardRoute() {
  return <CardDetails data={useLoaderData<typeof loader>()} />
}
