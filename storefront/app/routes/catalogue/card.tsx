import type { I18nHandle } from '~/i18n/namespaces'
import { COMPANY } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CardDetails } from '~/components/CardDetails'
import { loadCardDetails } from './card.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { CARD_VIEW_HEADER, recordCardView } from '~/utils/interactions.server'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const details = await loadCardDetails(request, params.slug)
  // Counted in the background (docs/decisions/016): the page does not wait for it.
  recordCardView(request, details.card.id, context.clientAddress)
  // Named for the page cache, which counts the views of the copies it sends (docs/decisions/031).
  return data(details, { headers: { ...catalogueCacheHeaders(request), [CARD_VIEW_HEADER]: String(details.card.id) } })
}

// The page speaks from the card namespace; its tiles, figures and buttons from the catalogue's.
export const handle = { i18n: ['catalogue', 'card'] } satisfies I18nHandle

export const headers = catalogueHeaders

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  const t = metaT(location)
  if (!data) return [{ title: t('titles.suffix', { title: t('notFound.title') }) }]
  const { card, bank } = data
  // The CMS's description is English until it has Arabic fields (docs/decisions/035).
  const description =
    card.description?.slice(0, 160) ??
    (bank
      ? t('meta.descriptionFrom', { ns: 'card', name: card.name, bank: bank.name })
      : t('meta.description', { ns: 'card', name: card.name }))
  return [
    { title: `${card.name}${bank ? ` | ${bank.name}` : ''} | CardCompare UAE` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: card.url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: COMPANY.name },
    { property: 'og:title', content: card.name },
    { property: 'og:description', content: description },
    // Social networks show raster images only; SVG card art falls back to the site image.
    ...(card.imageAbsoluteUrl && !/\.svg(\?|$)/i.test(card.imageAbsoluteUrl)
      ? [
          { property: 'og:image', content: card.imageAbsoluteUrl },
          { property: 'og:image:alt', content: card.name },
        ]
      : []),
    // Remix escapes `<` in these, so no card text can close the script element.
    ...data.jsonLd.map((ld) => ({ 'script:ld+json': ld }) as MetaDescriptor),
  ]
}

export default function CardRoute() {
  return <CardDetails data={useLoaderData<typeof loader>()} />
}

export const meta = withSocial(pageMeta)
