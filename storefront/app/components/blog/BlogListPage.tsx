import { Breadcrumbs } from '~/components/Breadcrumbs'
import type { MetaDescriptor } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import type { BlogListData } from './blog.types'
import { Pagination } from '../Pagination'
import { BlogPostCard } from './BlogPostCard'

/** Unique title, description, canonical and Open Graph tags for each list page and its pages. */
export function blogListMeta(data: BlogListData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: 'Page not found | CardCompare UAE' }]
  const name = data.kind === 'all' ? 'Credit Card Blog' : data.kind === 'tag' ? `#${data.current.tag}` : data.heading
  const pageSuffix = data.page > 1 ? ` (Page ${data.page})` : ''
  const title = `${name}${pageSuffix} | CardCompare UAE${data.kind === 'all' ? '' : ' Blog'}`
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
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <Breadcrumbs
        trail={
          data.kind === 'all'
            ? [{ label: 'Home', href: '/' }, { label: 'Blog' }]
            : [
                { label: 'Home', href: '/' },
                { label: 'Blog', href: '/blog' },
                { label: data.kind === 'tag' ? `#${current.tag}` : data.heading },
              ]
        }
      />

      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{data.heading}</h1>
        <p className="mt-3 text-lg leading-8 text-slate-600">{data.description}</p>
        <p className="mt-2 text-sm text-slate-600">
          {total === 1 ? '1 post' : `${total} posts`}
          {totalPages > 1 ? ` · Page ${page} of ${totalPages}` : ''}
        </p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <section aria-label="Posts">
          {posts.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {posts.map((post) => (
                <li key={post.id}>
                  <BlogPostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              No posts here yet. Please check back soon.
            </p>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n > 1 ? `${basePath}?page=${n}` : basePath)} />
        </section>

        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby="blog-categories-heading">
            <h2 id="blog-categories-heading" className="text-lg font-bold text-slate-900">
              Categories
            </h2>
            <ul className="mt-3 space-y-1">
              {categories.map((category) => {
                const active = current.category === category.slug
                return (
                  <li key={category.slug}>
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
                Popular tags
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {tags.map((tag) => {
                  const active = current.tag === tag.name
                  return (
                    <li key={tag.name}>
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
