// /blog/:slug (spec §2): a published post, its related posts and approved comments. A new
// comment is stored unapproved for moderation in the admin (spec §4).
import { blogCommentSchema, fieldErrors } from '@cardcompare/shared'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { CommentActionData } from '~/components/blog/BlogComments'
import { BlogPostArticle } from '~/components/blog/BlogPostArticle'
import {
  BLOG_POST_CACHE_CONTROL,
  blogCacheHeaders,
  blogHeaders,
  createBlogComment,
  loadBlogPost,
  postPath,
  publishedPostId,
} from '~/utils/blog.server'
import { CmsError } from '~/utils/cms.server'
import { withSocial } from '~/utils/seo'
import { readForm } from '~/utils/form.server'
import { NO_STORE } from '~/utils/http.server'
import { redirectIn } from '~/utils/locale.server'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadBlogPost(request, params.slug), {
    headers: blogCacheHeaders(request, BLOG_POST_CACHE_CONTROL),
  })
}

export const headers = blogHeaders

export async function action({ request, params }: ActionFunctionArgs) {
  const postId = await publishedPostId(params.slug)
  if (postId === null) throw new Response('Not Found', { status: 404 })
  const form = await readForm(request)
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' ? value : undefined
  }
  const values = { name: text('name'), email: text('email'), content: text('content') }
  const parsed = blogCommentSchema.safeParse(values)
  if (!parsed.success) {
    return data<CommentActionData>({ fieldErrors: fieldErrors(parsed.error).fieldErrors, values }, { status: 400, headers: NO_STORE })
  }
  try {
    await createBlogComment(request, postId, parsed.data)
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    return data<CommentActionData>(
      { formError: metaT(new URL(request.url))('blog.postFailed', { ns: 'pages' }), values },
      { status: 400, headers: NO_STORE },
    )
  }
  return redirectIn(request, `${postPath(params.slug!)}?comment=pending#comments`, { status: 303, headers: NO_STORE })
}

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  const t = metaT(location)
  if (!data) return [{ title: t('titles.suffix', { title: t('blog.notFound', { ns: 'pages' }) }) }]
  const { post } = data
  const title = post.metaTitle ?? post.title
  const description = post.metaDescription ?? post.excerpt ?? t('blog.postDescription', { ns: 'pages', title: post.title })
  return [
    { title: t('titles.suffix', { title }) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: post.url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'article' },
    ...(post.imageUrl ? [{ property: 'og:image', content: post.imageUrl }] : []),
    ...(post.publishedAt ? [{ property: 'article:published_time', content: post.publishedAt }] : []),
    ...(post.updatedAt ? [{ property: 'article:modified_time', content: post.updatedAt }] : []),
    ...post.categories.slice(0, 1).map((c) => ({ property: 'article:section', content: c.name })),
    ...post.tags.map((t) => ({ property: 'article:tag', content: t.name })),
    { name: 'twitter:card', content: post.imageUrl ? 'summary_large_image' : 'summary' },
  ]
}

export default function BlogPostRoute() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return <BlogPostArticle data={loaderData} actionData={actionData} />
}

export const meta = withSocial(pageMeta)
