import { textLang, useContentLang } from '~/utils/locale'
import { tokens, WithNames } from '~/components/ui/WithNames'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import type { MetaDescriptor } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import type { BlogListData } from './blog.types'
import { Pagination } from '../Pagination'
import { BlogPostCard } from './BlogPostCard'
import { localeFromPath } from '@cardcompare/shared'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'

/** Unique title, description, canonical and Open Graph tags for each list page and its pages. */
export function blogListMeta(data: BlogListData | undefined, location: { pathname: string }): MetaDescriptor[] {
  const t = i18next.getFixedT(localeFromPath(location.pathname), 'pages')
  if (!data) return [{ title: t('titles.suffix', { ns: 'common', title: t('blog.notFound') }) }]
  const name = data.kind === 'all' ? t('blog.metaAll') : data.kind === 'tag' ? `#${data.current.tag}` : data.heading
  const paged = data.page > 1 ? t('blog.metaPage', { name, page: data.page }) : name
  const title = data.kind === 'all' ? t('titles.suffix', { ns: 'common', title: paged }) : t('blog.metaSuffix', { title: paged })
  return [
    { title },
    { name: 'description', content: data.description },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: data.description },
    { property: 'og:type', content: 'website' },
  ]
}

/** Body of /blog, /blog/category/:slug and /blog/tag/:tag. */
export function BlogListPage({ data }: { data: BlogListData }) {
  const { posts, page, totalPages, total, basePath, categories, tags, current } = data
  const { t } = useTranslation('pages')
  // Tags are the editors' English words: marked so on a page in another language.
  const tagLang = useContentLang()
  const currentTag = current.tag === undefined ? null : { text: current.tag, lang: tagLang }
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <Breadcrumbs
        trail={
          data.kind === 'all'
            ? [{ label: t('footer.home', { ns: 'common' }), href: '/' }, { label: t('blog.blog') }]
            : [
                { label: t('footer.home', { ns: 'common' }), href: '/' },
                { label: t('blog.blog'), href: '/blog' },
                { label: currentTag ? `#${currentTag.text}` : data.heading, lang: currentTag ? currentTag.lang : data.lang?.heading },
              ]
        }
      />

      <header className="mt-6 max-w-3xl">
        <h1 {...textLang(data.lang?.heading)} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {currentTag ? <WithNames text={t('blog.tagHeading', tokens({ tag: currentTag }))} names={{ tag: currentTag }} /> : data.heading}
        </h1>
        <p {...textLang(data.lang?.description)} className="mt-3 text-lg leading-8 text-slate-600">
          {currentTag ? (
            <WithNames text={t('blog.tagDescription', tokens({ tag: currentTag }))} names={{ tag: currentTag }} />
          ) : (
            data.description
          )}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {t('blog.posts', { count: total })}
          {totalPages > 1 ? t('blog.pageOf', { page, total: totalPages }) : ''}
        </p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <section aria-label={t('blog.postsRegion')}>
          {posts.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {posts.map((post) => (
                <li key={post.id}>
                  <BlogPostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{t('blog.none')}</p>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n > 1 ? `${basePath}?page=${n}` : basePath)} />
        </section>

        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby="blog-categories-heading">
            <h2 id="blog-categories-heading" className="text-lg font-bold text-slate-900">
              {t('blog.categories')}
            </h2>
            <ul className="mt-3 space-y-1">
              {categories.map((category) => {
                const active = current.category === category.slug
                return (
                  <li key={category.slug} lang={category.lang}>
                    <Link
                      to={`/blog/category/${category.slug}`}
                      aria-current={active ? 'page' : undefined}
                      className={`flex min-h-11 items-center rounded-lg px-3 ${
                        active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                      }`}
                    >
                      {category.name}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
          {tags.length > 0 ? (
            <section aria-labelledby="blog-tags-heading">
              <h2 id="blog-tags-heading" className="text-lg font-bold text-slate-900">
                {t('blog.popularTags')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {tags.map((tag) => {
                  const active = current.tag === tag.name
                  return (
                    <li key={tag.name} {...textLang(tagLang)}>
                      <Link
                        to={tag.path}
                        aria-current={active ? 'page' : undefined}
                        className={`inline-flex min-h-8 items-center rounded-full border px-3 text-sm ${
                          active
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-800'
                        }`}
                      >
                        <span aria-hidden="true" className={active ? '' : 'text-slate-500'}>
                          #
                        </span>
                        {tag.name}
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
