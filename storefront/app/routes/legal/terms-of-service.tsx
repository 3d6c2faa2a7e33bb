import { COMPANY } from '@cardcompare/shared'
import { LegalPage, LegalText, legalMeta } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslation } from 'react-i18next'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

const pageMeta = legalMeta('terms')

// The texts are the catalogue's (pages: legal.terms), in this order.
const SECTIONS = [
  'about',
  'not-a-bank',
  'no-guarantee',
  'information',
  'how-we-rank',
  'guidance',
  'your-use',
  'other-websites',
  'liability',
  'law',
] as const

export default function TermsOfServicePage() {
  const { t } = useTranslation('pages')
  const values = { company: COMPANY.name, registration: t('site.registration', { ns: 'common' }), phone: COMPANY.phone }
  return (
    <LegalPage
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`legal.terms.sections.${id}.title`),
        body: <LegalText base={`legal.terms.sections.${id}.body`} values={values} email="Terms of Service" />,
      }))}
    />
  )
}

export const meta = withSocial(pageMeta)
