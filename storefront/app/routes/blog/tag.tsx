// /blog/tag/:tag (spec §2): a tag no published post carries is a 404.
import type { I18nHandle } from '~/i18n/namespaces'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogListPage, blogListMeta } from '~/components/blog/BlogListPage'
import { blogCacheHeaders, blogHeaders, loadBlogList } from '~/utils/blog.server'
import { withSocial } from '~/utils/seo'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadBlogList(request, { type: 'tag', tag: params.tag }), { headers: blogCacheHeaders(request) })
}

// Its pagination speaks from the card catalogue's texts.
export const handle = { i18n: ['catalogue', 'pages'] } satisfies I18nHandle

export const headers = blogHeaders

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => blogListMeta(data, location)

export default function BlogTagRoute() {
  return <BlogListPage data={useLoaderData<typeof loader>()} />
}

export const meta = withSocial(pageMeta)
