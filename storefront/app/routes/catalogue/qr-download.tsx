import { COMPANY } from '@cardcompare/shared'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { InfoHeader } from '~/components/info/InfoPage'
import { ShareLinkButton } from '~/components/info/ShareLinkButton'
import { qrPngPath, qrSvgDataUrl, qrTargetUrl } from '~/utils/qr-code.server'
import { requestLocale } from '~/utils/locale.server'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { Trans, useTranslation } from 'react-i18next'

export const handle = { i18n: ['pages'] } satisfies I18nHandle

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('qr.metaTitle', { ns: 'pages' }) }) },
    { name: 'description', content: t('qr.description', { ns: 'pages' }) },
  ]
}

// spec §2 QR page. The code is drawn on the server (qrcode), so it shows without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  return { url: qrTargetUrl(locale), qr: await qrSvgDataUrl(locale), png: qrPngPath(locale) }
}

// The three ways to install, four steps each (the catalogue's qr.platforms).
const PLATFORMS = ['ios', 'android', 'desktop'] as const
const STEPS = ['s1', 's2', 's3', 's4'] as const

export default function QrDownloadPage() {
  const { url, qr, png } = useLoaderData<typeof loader>()
  const { t } = useTranslation('pages')
  return (
    <>
      <InfoHeader eyebrow={t('qr.eyebrow')} title={t('qr.title')} intro={<p>{t('qr.intro', { company: COMPANY.name })}</p>} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[22rem_1fr]">
        <section
          aria-labelledby="qr-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm lg:self-start"
        >
          <h2 id="qr-heading" className="text-xl font-bold text-slate-900">
            {t('qr.scan')}
          </h2>
          <img
            src={qr}
            alt={t('qr.alt', { url })}
            width={256}
            height={256}
            className="mx-auto mt-4 size-64 rounded-xl ring-1 ring-slate-200"
          />
          <p className="mt-3 text-sm break-words text-slate-600" dir="ltr">
            <code className="font-sans">
              {url.split('?')[0]}
              <wbr />?{url.split('?')[1]}
            </code>
          </p>
          <div className="mt-5 flex flex-col gap-3">
            <a href={png} download="cardcompare-qr.png" className="btn-primary">
              <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path strokeLinecap="round" strokeLinejoin="round" d="M12 3v12M7 10l5 5 5-5M4 21h16" />
              </svg>
              {t('qr.download')}
            </a>
            <ShareLinkButton url={url} title={COMPANY.name} text={t('qr.shareText')} className="btn-outline" />
          </div>
        </section>

        <section aria-labelledby="install-heading">
          <h2 id="install-heading" className="text-2xl font-bold text-slate-900">
            {t('qr.install')}
          </h2>
          <p className="mt-2 text-slate-700">{t('qr.installText')}</p>
          <ul className="mt-6 grid gap-5 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {PLATFORMS.map((platform) => (
              <li key={platform} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <h3 className="text-lg font-semibold text-slate-900">{t(`qr.platforms.${platform}.title`)}</h3>
                <p className="text-sm text-slate-600">{t(`qr.platforms.${platform}.browser`)}</p>
                <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm leading-6 text-slate-700">
                  {STEPS.map((step) => (
                    <li key={step}>
                      <Trans t={t} i18nKey={`qr.platforms.${platform}.steps.${step}`} components={{ strong: <strong /> }} />
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
