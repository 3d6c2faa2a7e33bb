import { useTranslation } from 'react-i18next'
import { textLang, useContentLang, useFormats } from '~/utils/locale'
import { Link } from '~/components/ui/navigation'
import type { BlogPostSummary } from './blog.types'
import { ImageWithFallback } from '../ImageWithFallback'

const chip = 'inline-flex min-h-7 items-center rounded-full px-3 text-sm font-medium transition-colors'

/** "22 September 2026 · 3 min read" under a post's title. */
export function BlogPostMeta({
  post,
  className = '',
}: {
  post: Pick<BlogPostSummary, 'publishedAt' | 'readingMinutes'>
  className?: string
}) {
  const { t } = useTranslation('pages')
  const day = useFormats().date(post.publishedAt)
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-slate-600 ${className}`}>
      {post.publishedAt && day ? (
        <>
          <time dateTime={post.publishedAt}>{day}</time>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <span>{t('blog.readingTime', { count: post.readingMinutes })}</span>
    </p>
  )
}

export function CategoryLinks({ categories, label }: { categories: BlogPostSummary['categories']; label?: string }) {
  const { t } = useTranslation('pages')
  if (categories.length === 0) return null
  return (
    <ul aria-label={label ?? t('blog.categories')} className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.slug} lang={category.lang}>
          <Link to={`/blog/category/${category.slug}`} className={`${chip} bg-brand-50 text-brand-800 hover:bg-brand-100`}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function TagLinks({ tags, label }: { tags: BlogPostSummary['tags']; label?: string }) {
  const { t } = useTranslation('pages')
  const contentLang = useContentLang()
  if (tags.length === 0) return null
  return (
    <ul aria-label={label ?? t('blog.tags')} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.name} {...textLang(contentLang)}>
          <Link to={tag.path} className={`${chip} border border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-800`}>
            <span aria-hidden="true" className="me-0.5 text-slate-500">
              #
            </span>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

type CardProps = { post: BlogPostSummary; headingLevel?: 'h2' | 'h3'; compact?: boolean }

/** One post in a list: the blog pages and the related posts under an article. */
export function BlogPostCard({ post, headingLevel: Heading = 'h2', compact = false }: CardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {post.image ? (
        <ImageWithFallback
          src={post.image.url}
          alt=""
          width={post.image.width ?? 1200}
          height={post.image.height ?? 630}
          loading="lazy"
          className="aspect-[1200/630] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {compact ? null : <CategoryLinks categories={post.categories} />}
        <Heading className={`${compact ? 'text-lg' : 'text-xl'} leading-snug font-bold text-slate-900`}>
          <Link to={post.path} {...textLang(post.lang?.title)} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <BlogPostMeta post={post} />
        {post.excerpt ? (
          <p {...textLang(post.lang?.excerpt)} className="leading-7 text-slate-700">
            {post.excerpt}
          </p>
        ) : null}
        {compact ? null : (
          <div className="mt-auto pt-1">
            <TagLinks tags={post.tags} />
          </div>
        )}
      </div>
    </article>
  )
}
