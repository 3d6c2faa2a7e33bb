import type { I18nHandle } from '~/i18n/namespaces'
import { banksOrFallback, cardsFromBanks, cardTypeDescription, CATEGORY_GRID_MAX, FEATURED_COMPARISON_CARDS } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { CardGrid } from '~/components/CardTile'
import { FeaturedComparison } from '~/components/compare/FeaturedComparison'
import { AboutSection, CategoryGrid, FeatureTiles, Hero, QuizPromo } from '~/components/HomeSections'
import { LeadFormSection } from '~/components/leads/LeadFormSection'
import { PartnerBankStrip } from '~/components/PartnerBankStrip'
import { PopularThisWeek } from '~/components/PopularThisWeek'
import { catalogueCacheHeaders, catalogueHeaders, toCardTiles } from '~/utils/catalogue-page.server'
import { comparisonView } from '~/utils/comparison.server'
import { loadHomeCatalogue } from './home.server'
import { PRIVATE_NO_STORE } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'

export async function loader({ request }: LoaderFunctionArgs) {
  const { cardTypes, context, featured, size, popular, degraded } = await loadHomeCatalogue()
  return data(
    {
      cardTypes: cardTypes.map(({ id, name }) => ({ id, name })),
      categories: cardTypes.slice(0, CATEGORY_GRID_MAX).map((type) => ({
        id: type.id,
        name: type.name,
        icon: type.icon,
        description: cardTypeDescription(type),
      })),
      // spec §3: the hero and the partner strip use the fallback list when there are no banks.
      banks: banksOrFallback(context.banks).map(({ id, name, logo }) => ({ id, name, logo })),
      featured: toCardTiles(featured, context),
      comparison: comparisonView(featured.slice(0, FEATURED_COMPARISON_CARDS), context),
      popular,
      size,
    },
    { headers: degraded ? PRIVATE_NO_STORE : catalogueCacheHeaders(request) },
  )
}

export const handle = { i18n: ['home', 'catalogue'] } satisfies I18nHandle

export const headers = catalogueHeaders

const pageMeta: MetaFunction<typeof loader> = ({ data }) => [
  { title: 'CardCompare UAE | Compare the Best Credit Cards in Dubai' },
  {
    name: 'description',
    content: `Find and compare the best credit cards in Dubai and get personalised recommendations: ${cardsFromBanks(data?.size ?? null)}, compared for free.`,
  },
]

export default function Home() {
  const { cardTypes, categories, banks, featured, comparison, popular, size } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero cardTypes={cardTypes} banks={banks} showcase={featured} size={size} />

      <section aria-labelledby="partners-heading" className="border-b border-slate-200 bg-white py-8">
        <h2 id="partners-heading" className="mb-4 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Our Partner Banks
        </h2>
        <PartnerBankStrip banks={banks} />
      </section>

      <FeatureTiles size={size} />
      <CategoryGrid categories={categories} />

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Featured Credit Cards
            </h2>
            <p className="mt-2 text-lg text-slate-600">Top Credit Cards in UAE</p>
          </div>
          <Link to="/cards" className="font-semibold text-brand-700 underline hover:text-brand-900">
            View All Cards
          </Link>
        </div>
        {featured.length > 0 ? (
          <CardGrid cards={featured} className="mt-8" />
        ) : (
          <p className="mt-8 text-slate-600">Featured cards will appear here soon.</p>
        )}
      </section>

      <PopularThisWeek cards={popular} />
      <FeaturedComparison {...comparison} />
      <LeadFormSection />
      <QuizPromo />
      <AboutSection size={size} />
    </>
  )
}

export const meta = withSocial(pageMeta)
