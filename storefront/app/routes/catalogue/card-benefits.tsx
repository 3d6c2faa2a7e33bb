import { cardTypeDescription, INTL_LOCALE } from '@cardcompare/shared'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { CardTypeIcon } from '~/components/CardTypeIcon'
import { Callout, InfoHeader, InfoSection } from '~/components/info/InfoPage'
import { getCardTypes, getFeatures } from '~/utils/catalogue.server'
import { i18nFor } from '~/i18n/i18n.server'
import { requestLocale } from '~/utils/locale.server'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { withSocial } from '~/utils/seo'
import type { I18nHandle } from '~/i18n/namespaces'
import { metaT } from '~/i18n/meta'
import { useTranslation } from 'react-i18next'
import { inSentence, textLang, useFormats } from '~/utils/locale'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'

export const handle = { i18n: ['card'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('benefits.title', { ns: 'card' }) }) },
    { name: 'description', content: t('benefits.description', { ns: 'card' }) },
  ]
}

// spec §2 /card-benefits: benefit types explained from the CMS's card types and features.
// Names and descriptions in the page's language where the CMS has them, else English marked `lang`.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const [cardTypes, features] = await Promise.all([getCardTypes(locale), getFeatures(locale)])
  const t = i18nFor(locale).getFixedT(locale, 'home')
  return data(
    {
      cardTypes: cardTypes.map((type) => {
        const description = cardTypeDescription(type)
        return {
          id: type.id,
          name: type.name,
          icon: type.icon,
          // Without one, the generic sentence in the page's language, as the home page's grid.
          ...(description === null
            ? { description: t('categories.fallback', { type: inSentence(type.name, locale) }) }
            : { description, ...(type.lang?.description ? { descriptionLang: type.lang.description } : {}) }),
          ...(type.lang?.name ? { nameLang: type.lang.name } : {}),
        }
      }),
      features: features
        .map(({ id, name, description, lang }) => ({ id, name, description, ...(lang ? { lang } : {}) }))
        .sort((a, b) => a.name.localeCompare(b.name, INTL_LOCALE[locale])),
    },
    { headers: catalogueCacheHeaders(request) },
  )
}

export const headers: HeadersFunction = catalogueHeaders

// Central Bank of the UAE caps (its Appendix 2), excluding VAT: docs/domain.md.
const FEE_CAPS = [
  ['latePayment', 230],
  ['replacement', 75],
  ['statement', 45],
] as const

export default function CardBenefitsPage() {
  const { cardTypes, features } = useLoaderData<typeof loader>()
  // Only the namespaces its handle loads before hydrating: another one would suspend hydration
  // until it arrives, and React then reports a mismatch (error #418).
  const { t } = useTranslation(['card', 'common'])
  const { aed } = useFormats()
  return (
    <>
      <InfoHeader eyebrow={t('benefits.eyebrow')} title={t('benefits.title')} intro={<p>{t('benefits.intro')}</p>} />

      <InfoSection id="card-types" title={t('benefits.types.title')} intro={t('benefits.types.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cardTypes.map((type) => {
            const name: Named = { text: type.name, lang: type.nameLang }
            return (
              <li key={type.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <CardTypeIcon icon={type.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <WithNames text={t('benefits.types.cards', tokens({ type: name }))} names={{ type: name }} />
                </h3>
                <p {...textLang(type.descriptionLang)} className="mt-2 flex-1 text-sm leading-6 text-slate-700">
                  {type.description}
                </p>
                <Link
                  to={`/cards?cardType=${type.id}`}
                  className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <WithNames text={t('benefits.types.browse', tokens({ type: name }))} names={{ type: name }} />
                </Link>
              </li>
            )
          })}
        </ul>
      </InfoSection>

      <InfoSection
        id="benefits"
        title={t('benefits.features.title')}
        intro={t('benefits.features.intro')}
        className="border-t border-slate-200"
      >
        <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <div key={feature.id} className="border-s-4 border-brand-200 ps-4">
              <dt lang={feature.lang?.name} className="font-semibold text-slate-900">
                {feature.name}
              </dt>
              {feature.description ? (
                <dd {...textLang(feature.lang?.description)} className="mt-1 text-sm leading-6 text-slate-700">
                  {feature.description}
                </dd>
              ) : (
                <dd className="mt-1 text-sm leading-6 text-slate-700">{t('benefits.features.noDescription')}</dd>
              )}
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection id="fine-print" title={t('benefits.finePrint.title')} className="border-t border-slate-200">
        <div className="grid gap-6 lg:grid-cols-2">
          <Callout title={t('benefits.finePrint.conditions')} tone="amber">
            <ul className="list-disc space-y-1 ps-5">
              <li>{t('benefits.finePrint.cashback')}</li>
              <li>{t('benefits.finePrint.free')}</li>
              <li>{t('benefits.finePrint.lounge')}</li>
              <li>{t('benefits.finePrint.points')}</li>
            </ul>
          </Callout>
          <Callout title={t('benefits.caps.title')}>
            <p>{t('benefits.caps.intro')}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
              {FEE_CAPS.map(([term, amount]) => (
                <div key={term} className="contents">
                  <dt>{t(`benefits.caps.${term}`)}</dt>
                  <dd className="font-semibold">{aed(amount)}</dd>
                </div>
              ))}
            </dl>
            <p>{t('benefits.caps.kfs')}</p>
          </Callout>
        </div>
        <p className="mt-8 flex flex-wrap gap-3">
          <Link to="/cards" className="btn-primary">
            {t('common:notFound.browse')}
          </Link>
          <Link to="/financial-tips" className="btn-outline">
            {t('benefits.tips')}
          </Link>
        </p>
      </InfoSection>
    </>
  )
}

export const meta = withSocial(pageMeta)
