import { COMPANY } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import type { ReactNode } from 'react'
import { InfoHeader } from './InfoPage'

/** When the legal texts were last reviewed; change it with any change of substance. */
const LEGAL_LAST_UPDATED = { iso: '2026-11-26', text: '26 November 2026' }

export type LegalSection = { id: string; title: string; body: ReactNode }

// Typography for long legal text without a plugin: spacing, lists and links of the body.
const PROSE =
  'max-w-3xl text-slate-700 leading-7 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6'

type Dated = { iso: string; text: string; label: string }

/** The frame of the privacy policy, terms of service, cookie policy and accessibility statement. */
export function LegalPage({
  title,
  intro,
  sections,
  eyebrow = 'Legal',
  dated = { ...LEGAL_LAST_UPDATED, label: 'Last updated' },
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
  eyebrow?: string
  dated?: Dated
}) {
  return (
    <>
      <InfoHeader
        eyebrow={eyebrow}
        title={title}
        intro={
          <>
            <p>{intro}</p>
            <p className="mt-2 text-base text-slate-600">
              {dated.label}: <time dateTime={dated.iso}>{dated.text}</time>
            </p>
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            Contents
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
            Also read our <Link to="/privacy-policy">Privacy Policy</Link>, <Link to="/terms-of-service">Terms of Service</Link> and{' '}
            <Link to="/cookie-policy">Cookie Policy</Link>. {COMPANY.registration}.
          </p>
        </article>
      </div>
    </>
  )
}

/** The address privacy and legal requests go to, with a subject line that routes them. */
export function PrivacyEmail({ subject = 'Privacy request' }: { subject?: string }) {
  return <a href={`mailto:${COMPANY.email}?subject=${encodeURIComponent(subject)}`}>{COMPANY.email}</a>
}
