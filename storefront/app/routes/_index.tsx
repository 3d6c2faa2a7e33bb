import { CATEGORY_GRID_MAX, cardTypeDescription, FEATURED_COMPARISON_CARDS, heroChips, localeFromPath } from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'
import { CardGrid } from '~/components/CardTile'
import { FeaturedComparison } from '~/components/compare/FeaturedComparison'
import { AboutSection, CategoryGrid, FeatureTiles, Hero, QuizPromo } from '~/components/HomeSections'
import { LeadFormSection } from '~/components/leads/LeadFormSection'
import { PartnerBankStrip } from '~/components/PartnerBankStrip'
import { PopularThisWeek } from '~/components/PopularThisWeek'
import type { I18nHandle } from '~/i18n/namespaces'
import { catalogueCacheHeaders, catalogueHeaders, option, toCardTiles } from '~/utils/catalogue-page.server'
import { cardsFromBanks } from '~/utils/catalogue-size'
import { comparisonView } from '~/utils/comparison.server'
import { homeBanks, loadHomeCatalogue } from './home.server'
import { requestLocale } from '~/utils/locale.server'
import { PRIVATE_NO_STORE } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { cardTypes, categories, context, featured, size, popular, degraded } = await loadHomeCatalogue(locale)
  return data(
    {
      // The chips find their types by English name; the finder's select names them in the page's language.
      chips: heroChips(cardTypes),
      cardTypes: categories.map(option),
      categories: categories.slice(0, CATEGORY_GRID_MAX).map((type) => ({
        id: type.id,
        name: type.name,
        icon: type.icon,
        // Without one, the grid says the catalogue's generic sentence in the page's language.
        description: cardTypeDescription(type),
        ...(type.lang ? { lang: type.lang } : {}),
      })),
      // spec §3: the hero and the partner strip use the fallback list when there are no banks.
      banks: homeBanks(context.banks, locale),
      featured: toCardTiles(featured, context),
      comparison: comparisonView(featured.slice(0, FEATURED_COMPARISON_CARDS), context),
      popular,
      size,
    },
    { headers: degraded ? PRIVATE_NO_STORE : catalogueCacheHeaders(request) },
  )
}

export const headers = catalogueHeaders

// The featured comparison's table (ComparisonTable) speaks from the card namespace.
export const handle = { i18n: ['home', 'catalogue', 'card'] } satisfies I18nHandle

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  // As metaT (~/i18n/meta), fixed to this page's namespace: metaT's function is typed for
  // `common`, and cardsFromBanks takes the home namespace's.
  const t = i18next.getFixedT(localeFromPath(location.pathname), 'home')
  return [
    { title: t('meta.title') },
    { name: 'description', content: t('meta.description', { cardsFromBanks: cardsFromBanks(t, data?.size ?? null) }) },
  ]
}

export default function Home() {
  const { t } = useTranslation('home')
  const { chips, cardTypes, categories, banks, featured, comparison, popular, size } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero chips={chips} cardTypes={cardTypes} banks={banks} showcase={featured} size={size} />

      <section aria-labelledby="partners-heading" className="border-b border-slate-200 bg-white py-8">
        <h2 id="partners-heading" className="mb-4 text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('partners.heading')}
        </h2>
        <PartnerBankStrip banks={banks} />
      </section>

      <FeatureTiles size={size} />
      <CategoryGrid categories={categories} />

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {t('featured.heading')}
            </h2>
            <p className="mt-2 text-lg text-slate-600">{t('featured.subheading')}</p>
          </div>
          <Link to="/cards" className="font-semibold text-brand-700 underline hover:text-brand-900">
            {t('featured.viewAll')}
          </Link>
        </div>
        {featured.length > 0 ? (
          <CardGrid cards={featured} className="mt-8" />
        ) : (
          <p className="mt-8 text-slate-600">{t('featured.empty')}</p>
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
