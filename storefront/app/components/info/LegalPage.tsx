import { COMPANY } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import type { MetaFunction } from '@remix-run/node'
import { metaT } from '~/i18n/meta'
import { Trans, useTranslation } from 'react-i18next'
import { useFormats } from '~/utils/locale'
import { InfoHeader } from './InfoPage'

/** When the legal texts were last reviewed; change it with any change of substance. */
const LEGAL_LAST_UPDATED = '2026-11-26'

export type LegalSection = { id: string; title: string; body: ReactNode }

// Typography for long legal text without a plugin: spacing, lists and links of the body.
const PROSE =
  'max-w-3xl text-slate-700 leading-7 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6'

type Dated = { iso: string; label: string }

/** The frame of the privacy policy, terms of service, cookie policy and accessibility statement. */
export function LegalPage({
  title,
  intro,
  sections,
  eyebrow,
  dated,
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
  eyebrow?: string
  dated?: Dated
}) {
  const { t } = useTranslation('pages')
  const { date } = useFormats()
  const when = dated ?? { iso: LEGAL_LAST_UPDATED, label: t('legal.lastUpdated') }
  return (
    <>
      <InfoHeader
        eyebrow={eyebrow ?? t('legal.eyebrow')}
        title={title}
        intro={
          <>
            <p>{intro}</p>
            <p className="mt-2 text-base text-slate-600">
              {when.label}: <time dateTime={when.iso}>{date(when.iso)}</time>
            </p>
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-block py-1 text-slate-700 hover:text-brand-700 hover:underline">
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={`min-w-0 ${PROSE}`}>
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className={i === 0 ? '!mt-0' : undefined}>
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <p className="!mt-12 border-t border-slate-200 pt-6 text-sm">
            <Trans
              t={t}
              i18nKey="legal.alsoRead"
              values={{ registration: t('site.registration', { ns: 'common' }) }}
              components={{ privacy: LINKS.privacy, terms: LINKS.terms, cookies: LINKS.cookies }}
            />
          </p>
        </article>
      </div>
    </>
  )
}

/** The address privacy and legal requests go to, with a subject line that routes them. */
export function PrivacyEmail({ subject = 'Privacy request' }: { subject?: string }) {
  return (
    <a href={`mailto:${COMPANY.email}?subject=${encodeURIComponent(subject)}`} dir="ltr">
      {COMPANY.email}
    </a>
  )
}

// The pages a legal text links to, by the tag its catalogue text writes (<privacy>Privacy Policy</privacy>).
const LINKS = {
  privacy: <Link to="/privacy-policy" />,
  terms: <Link to="/terms-of-service" />,
  cookies: <Link to="/cookie-policy" />,
  contact: <Link to="/contact" />,
  issuers: <Link to="/card-issuers" />,
  home: <Link to="/" />,
}

type Body = Record<string, string | Record<string, string>>

// Trans for keys found at run time (a section's texts, read from the catalogue itself): the
// typed keys cannot name them, and a union of every key is more than the compiler can hold.
const KeyTrans = Trans as ComponentType<{
  t: TFunction<'pages'>
  i18nKey: string
  values?: Record<string, string | number>
  components: Record<string, ReactElement>
}>

/**
 * One legal section's body from the catalogue (docs/decisions/035): each text of
 * `<base>` is a paragraph, each group of texts a list, in the catalogue's order; a key in
 * `custom` (a table, a list built from code) is drawn by the page. Texts mark emphasis, links
 * and the privacy address as tags (<strong>, <contact>, <email/>).
 */
export function LegalText({
  base,
  values,
  custom = {},
  email,
  components = {},
}: {
  base: string
  values?: Record<string, string | number>
  custom?: Record<string, ReactNode>
  email?: string
  components?: Record<string, ReactElement>
}) {
  const { t, i18n } = useTranslation('pages')
  // The body's keys, in the catalogue's order (each a text or a group of texts).
  const body: Body = i18n.getResource(i18n.language, 'pages', base)
  // A telephone number reads left to right inside Arabic text.
  const tags = {
    strong: <strong />,
    code: <code />,
    // An English term a translation gives beside its own word: "(<en>service worker</en>)".
    en: <span lang="en" />,
    tel: <span dir="ltr" />,
    email: <PrivacyEmail subject={email} />,
    ...LINKS,
    ...components,
  }
  const text = (key: string) => <KeyTrans t={t} i18nKey={key} values={values} components={tags} />
  return (
    <>
      {Object.entries(body).map(([key, value]) =>
        key in custom ? (
          <Fragment key={key}>{custom[key]}</Fragment>
        ) : typeof value === 'string' ? (
          <p key={key}>{text(`${base}.${key}`)}</p>
        ) : (
          <ul key={key}>
            {Object.keys(value).map((item) => (
              <li key={item}>{text(`${base}.${key}.${item}`)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  )
}

/** The title and description of a legal page, in the page's language. */
export function legalMeta(page: 'privacy' | 'terms' | 'cookies' | 'accessibility', values: Record<string, number> = {}): MetaFunction {
  return ({ location }) => {
    const t = metaT(location)
    return [
      { title: t('titles.suffix', { title: t(`legal.${page}.title`, { ns: 'pages' }) }) },
      { name: 'description', content: t(`legal.${page}.description`, { ns: 'pages', ...values }) },
    ]
  }
}
