// The blog's CMS reads and the one write (spec §2 /blog routes, §3 blog entities). Posts and
// categories are read as a guest, so the CMS only ever answers with published posts; the
// `published` filter is repeated here so a draft can never reach a page, even by mistake.
import {
  BLOG_PAGE_SIZE,
  BLOG_RELATED_LIMIT,
  blogTagPath,
  hasControlCharacters,
  parsePositiveInt,
  readingMinutes,
  type BlogCommentInput,
  type Locale,
  type Localised,
  type Paginated,
} from '@cardcompare/shared'
import type { HeadersFunction } from '@remix-run/node'
import type { BlogComment, BlogImage, BlogListData, BlogPostData, BlogPostSummary, BlogTag } from '~/components/blog/blog.types'
import { readList, type Doc } from './catalogue.server'
import { cachedCmsFetch, cmsFetch } from './cms.server'
import type { BlogCategory as CmsBlogCategory, BlogComment as CmsBlogComment, BlogPost as CmsBlogPost } from '@cms/payload-types'
import { env } from './env.server'
import { CATALOGUE_CACHE_CONTROL, PRIVATE_NO_STORE } from './http.server'
import { requestLocale } from './locale.server'
import { metaT } from '~/i18n/meta'
import { readSessionToken } from './session.server'

type Query = Record<string, string | number | boolean | undefined>
// What the blog's reads select from each collection (select[...] below).
type CmsCategory = Pick<CmsBlogCategory, 'id' | 'name' | 'slug' | 'description'> & Localised<'name' | 'description'>
type CmsPost = Pick<
  CmsBlogPost,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'contentHtml'
  | 'featuredImage'
  | 'publishedAt'
  | 'updatedAt'
  | 'categories'
  | 'tags'
  | 'metaTitle'
  | 'metaDescription'
>
type LocalisedPost = CmsPost & Localised<'title' | 'excerpt' | 'contentHtml'>
type CmsComment = Pick<CmsBlogComment, 'id' | 'name' | 'content' | 'createdAt'>

const select = (...fields: string[]): Query => Object.fromEntries(fields.map((f) => [`select[${f}]`, true]))

// contentHtml is computed from content, so both must be selected; the HTML gives reading time.
const SUMMARY_QUERY: Query = {
  depth: 1,
  ...select('title', 'slug', 'excerpt', 'content', 'contentHtml', 'featuredImage', 'publishedAt', 'categories', 'tags'),
  'populate[blog-categories][name]': true,
  'populate[blog-categories][slug]': true,
  'populate[media][url]': true,
  'populate[media][alt]': true,
  'populate[media][width]': true,
  'populate[media][height]': true,
  'where[published][equals]': true,
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
})
function formatBlogDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date)
}

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`
export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${env.PUBLIC_URL}${path}`)

function toImage(media: CmsPost['featuredImage'], title: string): BlogImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return { url: media.url, alt: media.alt ?? title, width: media.width ?? null, height: media.height ?? null }
}

/**
 * A post as a list shows it. Its categories are named from `categories`, read in the page's
 * language with their English fallback marked (the post's populated copies have no fallback).
 */
function toSummary(doc: LocalisedPost, categories: readonly CmsCategory[]): BlogPostSummary {
  const byId = new Map(categories.map((category) => [category.id, category]))
  return {
    id: doc.id,
    title: doc.title,
    path: postPath(doc.slug ?? String(doc.id)),
    excerpt: doc.excerpt?.trim() || null,
    ...(doc.lang ? { lang: { title: doc.lang.title, excerpt: doc.lang.excerpt } } : {}),
    publishedAt: doc.publishedAt ?? null,
    dateLabel: formatBlogDate(doc.publishedAt),
    readingMinutes: readingMinutes(doc.contentHtml),
    categories: (doc.categories ?? []).flatMap((c) => byId.get(typeof c === 'number' ? c : c.id) ?? []).map(categoryLink),
    tags: (doc.tags ?? []).map((name) => ({ name, path: blogTagPath(name) })),
    image: toImage(doc.featuredImage, doc.title),
  }
}

const categoryLink = ({ name, slug, lang }: CmsCategory) => ({ name, slug, ...(lang?.name ? { lang: lang.name } : {}) })

export async function getBlogCategories(locale: Locale = 'en'): Promise<CmsCategory[]> {
  const res = await readList<CmsCategory & Doc>(
    'blog-categories',
    { limit: 100, depth: 0, sort: 'name', ...select('name', 'slug', 'description') },
    locale,
  )
  return res.docs
}

/** Every tag of a published post, most used first: the blog's tag cloud. */
export async function getBlogTags(): Promise<BlogTag[]> {
  const res = await cachedCmsFetch<Paginated<Pick<CmsPost, 'id' | 'tags'>>>('blog-posts', {
    limit: 500,
    depth: 0,
    ...select('tags'),
    'where[published][equals]': true,
  })
  const counts = new Map<string, number>()
  for (const tag of res.docs.flatMap((doc) => doc.tags ?? [])) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({ name, path: blogTagPath(name), count }))
}

type ListFilter = { categoryId?: number; tag?: string }

async function listPosts(page: number, { categoryId, tag }: ListFilter, locale: Locale, categories: readonly CmsCategory[]) {
  const res = await readList<LocalisedPost & Doc>(
    'blog-posts',
    {
      ...SUMMARY_QUERY,
      limit: BLOG_PAGE_SIZE,
      page,
      sort: '-publishedAt',
      'where[categories][in]': categoryId,
      'where[tags][equals]': tag,
    },
    locale,
  )
  return { posts: res.docs.map((doc) => toSummary(doc, categories)), total: res.totalDocs, totalPages: Math.max(1, res.totalPages) }
}

const notFound = () => new Response('Not Found', { status: 404 })

type BlogListKind = { type: 'all' } | { type: 'category'; slug: string | undefined } | { type: 'tag'; tag: string | undefined }

/** /blog, /blog/category/:slug and /blog/tag/:tag: 10 posts a page, newest first. */
export async function loadBlogList(request: Request, kind: BlogListKind): Promise<BlogListData> {
  const url = new URL(request.url)
  const page = parsePositiveInt(url.searchParams.get('page')) ?? 1
  const locale = requestLocale(request)
  const [categories, tags] = await Promise.all([getBlogCategories(locale), getBlogTags()])

  // The page's words in its language (docs/decisions/035); a category's own name and description are the CMS's.
  const t = metaT(url)
  let heading = t('blog.heading', { ns: 'pages' })
  let description = t('blog.description', { ns: 'pages' })
  // "en" where the heading or description is a category's English text on a page in another language.
  let headingLang: 'en' | undefined
  let descriptionLang: 'en' | undefined
  let filter: ListFilter = {}
  let current: { category?: string; tag?: string } = {}
  if (kind.type === 'category') {
    const category = categories.find((c) => c.slug === kind.slug)
    if (!category) throw notFound()
    heading = category.name
    headingLang = category.lang?.name
    description = category.description?.trim() || t('blog.categoryDescription', { ns: 'pages', category: category.name.toLowerCase() })
    descriptionLang = category.description?.trim() ? category.lang?.description : undefined
    filter = { categoryId: category.id }
    current = { category: category.slug }
  } else if (kind.type === 'tag') {
    const tag = kind.tag?.trim()
    if (!tag || !isPlausibleSlug(tag)) throw notFound()
    heading = t('blog.tagHeading', { ns: 'pages', tag })
    description = t('blog.tagDescription', { ns: 'pages', tag })
    filter = { tag }
    current = { tag }
  }

  const result = await listPosts(page, filter, locale, categories)
  // A tag exists only through its posts; any page past the last is not a page.
  if ((kind.type === 'tag' && result.total === 0) || page > result.totalPages) throw notFound()

  const basePath = url.pathname
  return {
    kind: kind.type,
    heading,
    description,
    ...(headingLang || descriptionLang ? { lang: { heading: headingLang, description: descriptionLang } } : {}),
    ...result,
    page,
    basePath,
    canonical: absoluteUrl(page > 1 ? `${basePath}?page=${page}` : basePath),
    categories: categories.map(categoryLink),
    tags: tags.slice(0, 30),
    current,
  }
}

/** A slug or tag from the URL worth asking the CMS about: no control characters (`/blog/%00`), not absurdly long. */
function isPlausibleSlug(value: string | undefined): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 && !hasControlCharacters(value)
}

/** The published post behind a slug, or null (drafts do not exist for guests). */
async function findPublishedPost(slug: string | undefined, locale: Locale = 'en'): Promise<LocalisedPost | null> {
  if (!isPlausibleSlug(slug)) return null
  const query = { ...SUMMARY_QUERY, ...select('metaTitle', 'metaDescription', 'updatedAt'), limit: 1, 'where[slug][equals]': slug }
  const res = await readList<LocalisedPost & Doc>('blog-posts', query, locale)
  return res.docs[0] ?? null
}

/** Same category or a shared tag (spec: related posts), the closest match first, up to 3. */
async function getRelatedPosts(
  post: CmsPost,
  summary: BlogPostSummary,
  locale: Locale,
  categories: readonly CmsCategory[],
): Promise<BlogPostSummary[]> {
  const categoryIds = (post.categories ?? []).map((c) => (typeof c === 'number' ? c : c.id))
  const tags = post.tags ?? []
  if (categoryIds.length === 0 && tags.length === 0) return []
  const query: Query = { ...SUMMARY_QUERY, limit: 24, sort: '-publishedAt', 'where[id][not_equals]': post.id }
  categoryIds.forEach((id, i) => (query[`where[or][0][categories][in][${i}]`] = id))
  tags.forEach((tag, i) => (query[`where[or][1][tags][in][${i}]`] = tag))
  const res = await readList<LocalisedPost & Doc>('blog-posts', query, locale)
  const mine = new Set(summary.categories.map((c) => c.slug))
  const score = (p: BlogPostSummary) =>
    2 * p.categories.filter((c) => mine.has(c.slug)).length + p.tags.filter((t) => tags.includes(t.name)).length
  return res.docs
    .map((doc) => toSummary(doc, categories))
    .map((p, order) => ({ p, order, score: score(p) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, BLOG_RELATED_LIMIT)
    .map(({ p }) => p)
}

/** Approved comments only (the CMS enforces it for guests too); read fresh, never cached here. */
async function getApprovedComments(postId: number): Promise<BlogComment[]> {
  const res = await cmsFetch<Paginated<CmsComment>>('blog-comments', {
    query: {
      limit: 200,
      depth: 0,
      sort: 'createdAt',
      ...select('name', 'content', 'createdAt'),
      'where[post][equals]': postId,
      'where[approved][equals]': true,
    },
  })
  return res.docs.map(({ id, name, content, createdAt }) => ({
    id,
    name,
    content,
    createdAt,
    dateLabel: formatBlogDate(createdAt),
  }))
}

export async function loadBlogPost(request: Request, slug: string | undefined): Promise<BlogPostData> {
  const locale = requestLocale(request)
  const [post, categories] = await Promise.all([findPublishedPost(slug, locale), getBlogCategories(locale)])
  if (!post) throw notFound()
  const summary = toSummary(post, categories)
  const [related, comments] = await Promise.all([getRelatedPosts(post, summary, locale, categories), getApprovedComments(post.id)])
  return {
    post: {
      ...summary,
      url: absoluteUrl(summary.path),
      html: post.contentHtml ?? '',
      ...(post.lang?.contentHtml ? { htmlLang: post.lang.contentHtml } : {}),
      updatedAt: post.updatedAt ?? post.publishedAt ?? null,
      metaTitle: post.metaTitle?.trim() || null,
      metaDescription: post.metaDescription?.trim() || null,
      imageUrl: summary.image ? absoluteUrl(summary.image.url) : null,
    },
    related,
    comments,
    commentPending: new URL(request.url).searchParams.get('comment') === 'pending',
    origin: env.PUBLIC_URL,
  }
}

/** The id a new comment belongs to: only a published post takes comments. */
export async function publishedPostId(slug: string | undefined): Promise<number | null> {
  return (await findPublishedPost(slug))?.id ?? null
}

/** Stored as the visitor; the CMS forces approved=false and links a signed-in user. */
export async function createBlogComment(request: Request, postId: number, input: BlogCommentInput) {
  await cmsFetch('blog-comments', {
    method: 'POST',
    token: readSessionToken(request),
    body: { post: postId, name: input.name, email: input.email, content: input.content },
  })
}

// A post page carries its comments, which moderation changes: as fresh as the catalogue.
export const BLOG_POST_CACHE_CONTROL = CATALOGUE_CACHE_CONTROL

/** Guests share one cacheable answer; any session cookie makes it private (see catalogueCacheHeaders). */
export function blogCacheHeaders(request: Request, cacheControl = CATALOGUE_CACHE_CONTROL): Record<string, string> {
  return readSessionToken(request) ? PRIVATE_NO_STORE : { 'Cache-Control': cacheControl, Vary: 'Cookie' }
}

/** A route's `headers` export: the loader's caching headers; errors and form answers are not cached. */
export const blogHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  if (errorHeaders || actionHeaders.get('Cache-Control')) return PRIVATE_NO_STORE
  const headers: Record<string, string> = {}
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name)
    if (value) headers[name] = value
  }
  return headers
}
