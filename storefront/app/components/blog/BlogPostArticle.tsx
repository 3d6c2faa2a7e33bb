import { textLang } from '~/utils/locale'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import type { BlogPostData } from './blog.types'
import { ImageWithFallback } from '../ImageWithFallback'
import { BlogComments, type CommentActionData } from './BlogComments'
import { BlogPostCard, BlogPostMeta, CategoryLinks, TagLinks } from './BlogPostCard'
import { BlogProse } from './BlogProse'
import { useTranslation } from 'react-i18next'

const ORGANIZATION = { '@type': 'Organization', name: 'CardCompare UAE' }

/** schema.org BlogPosting; `<` is escaped so no text can close the script element. */
function blogPostingJsonLd({ post, origin }: Pick<BlogPostData, 'post' | 'origin'>): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription ?? post.excerpt ?? undefined,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt ?? undefined,
    image: post.imageUrl ?? undefined,
    articleSection: post.categories[0]?.name,
    keywords: post.tags.length > 0 ? post.tags.map((t) => t.name).join(', ') : undefined,
    timeRequired: `PT${post.readingMinutes}M`,
    author: { ...ORGANIZATION, url: origin },
    publisher: { ...ORGANIZATION, url: origin, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

type Props = { data: BlogPostData; actionData: CommentActionData | undefined }

/** Body of /blog/:slug: the article, related posts and comments. */
export function BlogPostArticle({ data, actionData }: Props) {
  const { post, related, comments, commentPending } = data
  const category = post.categories[0]
  const { t } = useTranslation('pages')
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: blogPostingJsonLd(data) }} />
      <Breadcrumbs
        trail={[
          { label: t('footer.home', { ns: 'common' }), href: '/' },
          { label: t('blog.blog'), href: '/blog' },
          ...(category ? [{ label: category.name, href: `/blog/category/${category.slug}`, lang: category.lang }] : []),
          { label: post.title, lang: post.lang?.title },
        ]}
      />

      <article className="mx-auto mt-8 max-w-3xl">
        <header>
          <CategoryLinks categories={post.categories} />
          <h1 {...textLang(post.lang?.title)} className="mt-4 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <BlogPostMeta post={post} className="mt-4 sm:text-base" />
          {post.excerpt ? (
            <p {...textLang(post.lang?.excerpt)} className="mt-5 text-lg leading-8 text-slate-600 sm:text-xl">
              {post.excerpt}
            </p>
          ) : null}
        </header>
        {post.image ? (
          <ImageWithFallback
            src={post.image.url}
            alt={post.image.alt}
            width={post.image.width ?? 1200}
            height={post.image.height ?? 630}
            className="mt-8 h-auto w-full rounded-2xl"
          />
        ) : null}
        <hr className="my-8 border-slate-200" />
        <BlogProse html={post.html} lang={post.htmlLang} />
        {post.tags.length > 0 ? (
          <footer className="mt-10 border-t border-slate-200 pt-6">
            <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('blog.tags')}</h2>
            <div className="mt-3">
              <TagLinks tags={post.tags} />
            </div>
          </footer>
        ) : null}
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            {t('blog.related')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <BlogPostCard post={item} headingLevel="h3" compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mx-auto mt-16 max-w-3xl">
        <BlogComments comments={comments} pending={commentPending} actionData={actionData} />
      </div>
    </div>
  )
}
