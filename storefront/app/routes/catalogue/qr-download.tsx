import { COMPANY } from '@cardcompare/shared'
import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { InfoHeader } from '~/components/info/InfoPage'
import { ShareLinkButton } from '~/components/info/ShareLinkButton'
import { qrSvgDataUrl, qrTargetUrl } from '~/utils/qr-code.server'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Get the App: Scan the QR Code | CardCompare UAE' },
  {
    name: 'description',
    content: 'Scan the QR code to open CardCompare UAE on your phone, and add it to your home screen on iPhone, Android or desktop.',
  },
]

// spec §2 QR page. The code is drawn on the server (qrcode), so it shows without JavaScript.
export async function loader() {
  return { url: qrTargetUrl(), qr: await qrSvgDataUrl() }
}

const PLATFORMS: { id: string; title: string; browser: string; steps: ReactNode[] }[] = [
  {
    id: 'ios',
    title: 'iPhone and iPad',
    browser: 'Safari',
    steps: [
      'Open the site in Safari (scan the code with your camera).',
      <>
        Tap the <strong>Share</strong> button (the square with an arrow pointing up).
      </>,
      <>
        Scroll down and tap <strong>Add to Home Screen</strong>.
      </>,
      <>
        Tap <strong>Add</strong>. The app appears on your home screen.
      </>,
    ],
  },
  {
    id: 'android',
    title: 'Android',
    browser: 'Chrome',
    steps: [
      'Open the site in Chrome (scan the code with your camera or Google Lens).',
      <>
        Tap the <strong>menu</strong> (three dots, top right).
      </>,
      <>
        Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
      </>,
      <>
        Confirm with <strong>Install</strong>. The app opens like any other.
      </>,
    ],
  },
  {
    id: 'desktop',
    title: 'Desktop',
    browser: 'Chrome or Edge',
    steps: [
      'Open the site in Chrome or Microsoft Edge.',
      <>
        Click the <strong>install</strong> icon at the right of the address bar.
      </>,
      <>
        No icon? In Chrome open the menu, then <strong>Cast, save and share</strong>, then <strong>Install page as app</strong>; in Edge
        open the menu, then <strong>Apps</strong>, then <strong>Install this site as an app</strong>.
      </>,
      <>
        Click <strong>Install</strong>. The app gets its own window and a shortcut.
      </>,
    ],
  },
]

export default function QrDownloadPage() {
  const { url, qr } = useLoaderData<typeof loader>()
  return (
    <>
      <InfoHeader
        eyebrow="Get the app"
        title="Take CardCompare UAE With You"
        intro={<p>Scan the code with your phone’s camera to open {COMPANY.name}, then add it to your home screen to use it like an app.</p>}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[22rem_1fr]">
        <section
          aria-labelledby="qr-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm lg:self-start"
        >
          <h2 id="qr-heading" className="text-xl font-bold text-slate-900">
            Scan to open
          </h2>
          <img
            src={qr}
            alt={`QR code linking to ${url}`}
            width={256}
            height={256}
            className="mx-auto mt-4 size-64 rounded-xl ring-1 ring-slate-200"
          />
          <p className="mt-3 text-sm break-words text-slate-600">
            {url.split('?')[0]}
            <wbr />?{url.split('?')[1]}
          </p>
          <div className="mt-5 flex flex-col gap-3">
            <a href="/qr-download.png" download="cardcompare-qr.png" className="btn-primary">
              <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path strokeLinecap="round" strokeLinejoin="round" d="M12 3v12M7 10l5 5 5-5M4 21h16" />
              </svg>
              Download QR Code
            </a>
            <ShareLinkButton url={url} title={COMPANY.name} text="Compare UAE credit cards with CardCompare UAE" className="btn-outline" />
          </div>
        </section>

        <section aria-labelledby="install-heading">
          <h2 id="install-heading" className="text-2xl font-bold text-slate-900">
            Install the app
          </h2>
          <p className="mt-2 text-slate-700">
            No app store needed: the site installs straight from your browser, takes almost no space and updates itself.
          </p>
          <ul className="mt-6 grid gap-5 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {PLATFORMS.map((platform) => (
              <li key={platform.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <h3 className="text-lg font-semibold text-slate-900">{platform.title}</h3>
                <p className="text-sm text-slate-600">{platform.browser}</p>
                <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm leading-6 text-slate-700">
                  {platform.steps.map((step, i) => (
                    <li key={i}>{step}</li>
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
