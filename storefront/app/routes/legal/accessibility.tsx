// The accessibility statement (decision 023): what we test against, what is known not to work
// and how to report a barrier. What it says about testing comes from the same constants the
// end-to-end tests use; change the known issues and the review date together with the site.
import {
  ACCESSIBILITY_REVIEWED,
  AXE_WCAG_TAGS,
  COMPANY,
  EXIT_INTENT,
  QUIZ_POPUP,
  REFLOW_WIDTH_PX,
  TESTED_WIDTHS_PX,
  TOAST,
} from '@cardcompare/shared'
import { useFormats } from '~/utils/locale'
import { LegalPage, LegalText, legalMeta } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslation } from 'react-i18next'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

const pageMeta = legalMeta('accessibility')

const tagList = Object.values(AXE_WCAG_TAGS)

// The texts are the catalogue's (pages: legal.accessibility), in this order.
const SECTIONS = ['our-aim', 'how-we-test', 'what-helps', 'known-issues', 'report-a-barrier', 'about-this-statement'] as const

export default function AccessibilityPage() {
  const { t } = useTranslation('pages')
  const values = {
    company: COMPANY.name,
    desktopWidth: TESTED_WIDTHS_PX.desktop,
    phoneWidth: TESTED_WIDTHS_PX.phone,
    reflow: REFLOW_WIDTH_PX,
    seconds: TOAST.durationMs / 1000,
    hotkey: TOAST.hotkey,
    quizSeconds: QUIZ_POPUP.delayMs / 1000,
    exitDays: EXIT_INTENT.expiryDays,
    phone: COMPANY.phone,
    hours: t('site.hours', { ns: 'common' }),
    reviewed: useFormats().date(ACCESSIBILITY_REVIEWED.iso) ?? ACCESSIBILITY_REVIEWED.text,
  }
  const components = {
    // Trans puts the catalogue's words inside these links; their own content is what they link.
    known: <a href="#known-issues">{t('legal.accessibility.sections.known-issues.title')}</a>,
    phone: (
      <a href={COMPANY.phoneHref} dir="ltr">
        {COMPANY.phone}
      </a>
    ),
    reviewed: <time dateTime={ACCESSIBILITY_REVIEWED.iso} />,
  }
  // The rule sets axe checks are named as the tests name them, in English on every page.
  const tags = (
    <ul>
      {tagList.map((label) => (
        <li key={label}>
          {/* The label, not the item, is left to right: an ltr item's bullet would sit outside an rtl list. */}
          <span dir="ltr" lang="en">
            {label}
          </span>
        </li>
      ))}
    </ul>
  )
  return (
    <LegalPage
      eyebrow={t('legal.accessibility.eyebrow')}
      title={t('legal.accessibility.title')}
      intro={t('legal.accessibility.intro')}
      dated={{ iso: ACCESSIBILITY_REVIEWED.iso, label: t('legal.lastReviewed') }}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`legal.accessibility.sections.${id}.title`),
        body: (
          <LegalText
            base={`legal.accessibility.sections.${id}.body`}
            values={values}
            custom={{ tags }}
            components={components}
            email="Accessibility"
          />
        ),
      }))}
    />
  )
}

export const meta = withSocial(pageMeta)
