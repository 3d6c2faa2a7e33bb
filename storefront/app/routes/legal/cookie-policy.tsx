import {
  APP_STORAGE_PREFIX,
  DEVICE_COOKIE,
  DEVICE_COOKIE_SECONDS,
  EXIT_INTENT,
  FLASH_COOKIE,
  FLASH_COOKIE_SECONDS,
  SESSION_COOKIE,
  SESSION_SECONDS,
  STORAGE_KEYS,
} from '@cardcompare/shared'
import type { TFunction } from 'i18next'
import { LegalPage, LegalText, legalMeta } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslation } from 'react-i18next'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

// The names and lifetimes come from the code (shared http.js cookies, STORAGE_KEYS), so this
// page names exactly what the site stores; the words are the catalogue's (pages: legal.cookies).
const COOKIE_NAMES = [SESSION_COOKIE, FLASH_COOKIE, DEVICE_COOKIE]

const pageMeta = legalMeta('cookies', { cookies: COOKIE_NAMES.length })

const cell = 'border-b border-slate-200 px-3 py-2 align-top'

function cookies(t: TFunction<'pages'>): [string, string, string][] {
  return [
    [SESSION_COOKIE, t('legal.cookies.items.session'), t('legal.cookies.items.sessionExpires', { hours: SESSION_SECONDS / 3600 })],
    [FLASH_COOKIE, t('legal.cookies.items.flash'), t('legal.cookies.items.flashExpires', { seconds: FLASH_COOKIE_SECONDS })],
    [
      DEVICE_COOKIE,
      t('legal.cookies.items.device'),
      t('legal.cookies.items.deviceExpires', { days: Math.round(DEVICE_COOKIE_SECONDS / 86_400) }),
    ],
  ]
}

function storageItems(t: TFunction<'pages'>): [string, string, string][] {
  return [
    [STORAGE_KEYS.appVersion, t('legal.cookies.items.appVersion'), t('legal.cookies.items.untilCleared')],
    [STORAGE_KEYS.exitIntent, t('legal.cookies.items.exitIntent'), t('legal.cookies.items.days', { days: EXIT_INTENT.expiryDays })],
    [STORAGE_KEYS.quizPopupDismissed, t('legal.cookies.items.quiz'), t('legal.cookies.items.browserSession')],
    [STORAGE_KEYS.verificationReminderDismissed, t('legal.cookies.items.reminder'), t('legal.cookies.items.browserSession')],
  ]
}

/** One table of what the site keeps: a row per name, scrolling sideways on a narrow screen. */
function StoreTable({ label, caption, headings, rows }: { label: string; caption: string; headings: string[]; rows: string[][] }) {
  return (
    <div className="mt-4 overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-slate-50 text-slate-900">
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row" className={`${cell} font-medium text-slate-900`} dir="ltr">
                <code>{name}</code>
              </th>
              {cells.map((text, i) => (
                <td key={i} className={cell}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CookieTable() {
  const { t } = useTranslation('pages')
  const col = (key: 'name' | 'purpose' | 'type' | 'expires') => t(`legal.cookies.table.${key}`)
  return (
    <StoreTable
      label={t('legal.cookies.table.cookies')}
      caption={t('legal.cookies.table.cookiesCaption')}
      headings={[col('name'), col('purpose'), col('type'), col('expires')]}
      rows={cookies(t).map(([name, purpose, expires]) => [name, purpose, t('legal.cookies.table.necessary'), expires])}
    />
  )
}

function StorageTable() {
  const { t } = useTranslation('pages')
  return (
    <StoreTable
      label={t('legal.cookies.table.storage')}
      caption={t('legal.cookies.table.storageCaption')}
      headings={[t('legal.cookies.table.key'), t('legal.cookies.table.purpose'), t('legal.cookies.table.keptFor')]}
      rows={storageItems(t)}
    />
  )
}

const SECTIONS = ['summary', 'cookies-we-use', 'browser-storage', 'third-parties', 'control', 'contact'] as const
const TABLES: Partial<Record<(typeof SECTIONS)[number], React.ReactNode>> = {
  'cookies-we-use': <CookieTable />,
  'browser-storage': <StorageTable />,
}

export default function CookiePolicyPage() {
  const { t } = useTranslation('pages')
  const values = { cookies: COOKIE_NAMES.length, prefix: APP_STORAGE_PREFIX }
  return (
    <LegalPage
      title={t('legal.cookies.title')}
      intro={t('legal.cookies.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`legal.cookies.sections.${id}.title`),
        body: <LegalText base={`legal.cookies.sections.${id}.body`} values={values} custom={{ table: TABLES[id] }} email="Cookie Policy" />,
      }))}
    />
  )
}

export const meta = withSocial(pageMeta)
