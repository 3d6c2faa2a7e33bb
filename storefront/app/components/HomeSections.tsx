import { COMPANY, type CatalogueSize, type HeroChip, type Localised } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cardsFromBanks } from '~/utils/catalogue-size'
import { inSentence, useLocale } from '~/utils/locale'
import { useAccountGate } from './account/AccountGate'
import { CardFinderForm } from './CardFinderForm'
import { CardTypeIcon } from './CardTypeIcon'
import { ImageWithFallback } from './ImageWithFallback'
import { LineIcon } from './LineIcon'

type Option = { id: number; name: string; lang?: 'en' }
type Showcase = { id: number; imageUrl: string | null }

// Right to left, the cards fan out from the other side: the offsets and the tilt mirror.
const FAN = [
  '-rotate-12 rtl:rotate-12 translate-x-0 translate-y-10',
  'rotate-0 translate-x-16 rtl:-translate-x-16 translate-y-0',
  'rotate-12 rtl:-rotate-12 translate-x-32 rtl:-translate-x-32 translate-y-12',
]

/** Three featured cards fanned out beside the finder; decorative, so hidden from the a11y tree. */
function CardFan({ cards }: { cards: Showcase[] }) {
  return (
    <div aria-hidden="true" className="relative hidden h-72 w-[26rem] shrink-0 lg:block">
      {cards.slice(0, 3).map((card, i) => (
        <ImageWithFallback
          key={card.id}
          src={card.imageUrl}
          fallbackSrc="/images/placeholder-card.svg"
          alt=""
          width={856}
          height={540}
          className={`absolute top-0 start-0 h-auto w-72 rounded-2xl shadow-2xl ring-1 ring-white/10 ${FAN[i]}`}
        />
      ))}
    </div>
  )
}

export function Hero({
  chips,
  cardTypes,
  banks,
  showcase,
  size,
}: {
  chips: HeroChip[]
  cardTypes: Option[]
  banks: Option[]
  showcase: Showcase[]
  size: CatalogueSize | null
}) {
  const { t } = useTranslation('home')
  return (
    <section className="overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20">
        <div className="min-w-0 flex-1">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
              {t('hero.eyebrow', { cardsFromBanks: cardsFromBanks(t, size) })}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-4 text-lg text-brand-100">{t('hero.text')}</p>
          </div>
          <div className="mt-8 max-w-4xl rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 sm:p-6">
            <h2 className="mb-3 text-lg font-semibold">{t('hero.finder')}</h2>
            <CardFinderForm cardTypes={cardTypes} banks={banks} />
          </div>
          {chips.length > 0 ? (
            <div role="group" aria-labelledby="hero-chips-label" className="mt-6 flex flex-wrap items-center gap-2">
              <span id="hero-chips-label" className="text-sm text-brand-100">
                {t('hero.popular')}
              </span>
              {chips.map((chip) => (
                <Link
                  key={chip.id}
                  to={`/cards?cardType=${chip.id}`}
                  className="inline-flex min-h-9 items-center rounded-full bg-white/15 px-4 text-sm font-medium text-white ring-1 ring-white/30 hover:bg-white/25"
                >
                  {t(`hero.chips.${chip.key}`)}
                </Link>
              ))}
            </div>
          ) : null}
        </div>
        <CardFan cards={showcase} />
      </div>
    </section>
  )
}

type Tile = { title: string; text: string; icon: ReactNode }

export function FeatureTiles({ size }: { size: CatalogueSize | null }) {
  const { t } = useTranslation('home')
  const tiles: Tile[] = [
    // The first tile counts the catalogue (CatalogueSize): no number is written in a text.
    {
      title: size ? t('why.catalogue.title', { count: size.cards }) : t('why.catalogue.titleUnknown'),
      text: size ? t('why.catalogue.text', { cardsFromBanks: cardsFromBanks(t, size) }) : t('why.catalogue.textUnknown'),
      icon: <path d="M2 5h20v14H2zM2 10h20M6 15h4" />,
    },
    {
      title: t('why.free.title'),
      text: t('why.free.text'),
      icon: <path d="M9 12l2 2 4-4M12 3l7 4v5c0 4.5-3 8-7 9-4-1-7-4.5-7-9V7z" />,
    },
    {
      title: t('why.ai.title'),
      text: t('why.ai.text'),
      icon: (
        <path d="M12 3l1.9 4.6L18.5 9l-4.6 1.9L12 15.5l-1.9-4.6L5.5 9l4.6-1.4zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z" />
      ),
    },
  ]
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="why-heading" className="sr-only">
        {t('why.heading')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <LineIcon className="size-6">{tile.icon}</LineIcon>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{tile.title}</h3>
            <p className="mt-2 text-slate-600">{tile.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A card type from the CMS; `description` null when it has none (the grid says a generic
 * sentence); `lang`: the texts shown in English for want of the page's language (docs/decisions/037).
 */
type Category = { id: number; name: string; icon: string | null; description: string | null } & Localised<'name' | 'description'>

export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('home')
  const locale = useLocale()
  return (
    <section aria-labelledby="categories-heading" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="categories-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('categories.heading')}
        </h2>
        <p className="mt-2 text-slate-600">{t('categories.text')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/cards?cardType=${category.id}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <CardTypeIcon icon={category.icon} />
                </span>
                <span className="mt-3 font-semibold text-slate-900" lang={category.lang?.name}>
                  {category.name}
                </span>
                {category.description === null ? (
                  <span className="mt-1 text-sm text-slate-600">
                    {t('categories.fallback', { type: inSentence(category.name, locale) })}
                  </span>
                ) : (
                  <span className="mt-1 text-sm text-slate-600" lang={category.lang?.description}>
                    {/* Isolated, an English sentence on a right-to-left page keeps its full stop at its end. */}
                    <bdi>{category.description}</bdi>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link to="/cards" className="btn-primary">
            {t('categories.viewAll')}
          </Link>
        </div>
      </div>
    </section>
  )
}

/** A link to the quiz; an unverified user gets the verification reminder instead (spec §4). */
function QuizLink({ className, children }: { className: string; children: ReactNode }) {
  const { requireVerified } = useAccountGate()
  return (
    <Link to="/card-finder" className={className} onClick={(event) => !requireVerified() && event.preventDefault()}>
      {children}
    </Link>
  )
}

export function QuizPromo() {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="quiz-promo-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="quiz-promo-heading" className="text-2xl font-bold">
            {t('quiz.heading')}
          </h2>
          <p className="mt-2 text-brand-100">{t('quiz.text')}</p>
        </div>
        <QuizLink className="btn shrink-0 bg-accent-400 text-slate-900 hover:bg-accent-500">{t('quiz.cta')}</QuizLink>
      </div>
    </section>
  )
}

export function AboutSection({ size }: { size: CatalogueSize | null }) {
  const { t } = useTranslation(['home', 'common'])
  return (
    <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('about.heading', { company: COMPANY.name })}
          </h2>
          <p className="mt-4 text-slate-700">{t('common:site.description')}</p>
          <p className="mt-3 text-slate-700">{t('about.text', { creditCardsFromBanks: cardsFromBanks(t, size, 'creditCards') })}</p>
        </div>
        <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-900">{t('about.company')}</dt>
            <dd className="mt-1 text-slate-700">{t('common:site.registration')}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-900">{t('about.address')}</dt>
            <dd className="mt-1 text-slate-700">{t('common:site.address')}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t('about.phone')}</dt>
            <dd className="mt-1">
              <a href={COMPANY.phoneHref} className="text-brand-700 underline hover:text-brand-900" dir="ltr">
                {COMPANY.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t('about.email')}</dt>
            <dd className="mt-1">
              <a href={`mailto:${COMPANY.email}`} className="break-all text-brand-700 underline hover:text-brand-900" dir="ltr">
                {COMPANY.email}
              </a>
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-900">{t('about.hours')}</dt>
            <dd className="mt-1 text-slate-700">{t('common:site.hours')}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
