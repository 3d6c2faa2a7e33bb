// What the blog's pages render (spec §2 /blog routes): posts as listed, a post with its
// comments, and the list pages' filters.
/** `lang`: "en" where a text has no translation in the page's language yet (docs/decisions/037). */
export type BlogCategoryLink = { name: string; slug: string; lang?: 'en' }
export type BlogImage = { url: string; alt: string; width: number | null; height: number | null }
export type BlogPostSummary = {
  id: number
  title: string
  path: string
  excerpt: string | null
  lang?: { title?: 'en'; excerpt?: 'en' }
  publishedAt: string | null
  dateLabel: string | null
  readingMinutes: number
  categories: BlogCategoryLink[]
  tags: { name: string; path: string }[]
  image: BlogImage | null
}
export type BlogComment = { id: number; name: string; content: string; createdAt: string; dateLabel: string | null }
/** A tag of the tag cloud, with how many published posts carry it. */
export type BlogTag = { name: string; path: string; count: number }

/** /blog, /blog/category/:slug and /blog/tag/:tag. */
export type BlogListData = {
  kind: 'all' | 'category' | 'tag'
  heading: string
  description: string
  lang?: { heading?: 'en'; description?: 'en' }
  posts: BlogPostSummary[]
  total: number
  totalPages: number
  page: number
  basePath: string
  canonical: string
  categories: BlogCategoryLink[]
  tags: BlogTag[]
  current: { category?: string; tag?: string }
}

/** /blog/:slug. */
export type BlogPostData = {
  post: BlogPostSummary & {
    url: string
    html: string
    htmlLang?: 'en'
    updatedAt: string | null
    metaTitle: string | null
    metaDescription: string | null
    imageUrl: string | null
  }
  related: BlogPostSummary[]
  comments: BlogComment[]
  commentPending: boolean
  origin: string
}
