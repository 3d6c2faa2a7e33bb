import { COMPANY } from '@cardcompare/shared'
import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { env } from '~/utils/env.server'
import { LegalPage, LegalText, legalMeta } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslation } from 'react-i18next'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

const pageMeta = legalMeta('privacy')

// UAE PDPL (Federal Decree-Law No. 45 of 2021) and the telemarketing rules of Cabinet
// Resolutions 56 and 57 of 2024, as summarised in docs/domain.md. The texts are the
// catalogue's (pages: legal.privacy), in this order.
const SECTIONS = [
  'who-we-are',
  'what-we-collect',
  'legal-basis',
  'how-we-use',
  'who-receives',
  'calls-and-messages',
  'retention',
  'your-rights',
  'security',
  'cookies',
  'changes',
] as const

// The period the retention job applies (cms/src/jobs: LEAD_RETENTION_DAYS), so the page says what it does.
export async function loader({ request }: LoaderFunctionArgs) {
  return data({ retentionDays: env.LEAD_RETENTION_DAYS }, { headers: catalogueCacheHeaders(request) })
}

export const headers: HeadersFunction = catalogueHeaders

export default function PrivacyPolicyPage() {
  const { retentionDays } = useLoaderData<typeof loader>()
  const { t } = useTranslation('pages')
  const period =
    retentionDays % 365 === 0
      ? t('legal.privacy.sections.retention.years', { count: retentionDays / 365 })
      : t('legal.privacy.sections.retention.days', { days: retentionDays })
  const values = {
    company: COMPANY.name,
    registration: t('site.registration', { ns: 'common' }),
    address: t('site.address', { ns: 'common' }),
    phone: COMPANY.phone,
    hours: t('site.hours', { ns: 'common' }),
    period,
  }
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`legal.privacy.sections.${id}.title`),
        body: <LegalText base={`legal.privacy.sections.${id}.body`} values={values} />,
      }))}
    />
  )
}

export const meta = withSocial(pageMeta)
