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
import type { MetaFunction } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import { LegalPage, PrivacyEmail, type LegalSection } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Cookie Policy | CardCompare UAE' },
  {
    name: 'description',
    content: `CardCompare UAE uses ${COOKIES.length} strictly necessary cookies, for signing in and its messages, and no advertising or third-party tracking cookies. See every cookie and storage item we use.`,
  },
]

const cell = 'border-b border-slate-200 px-3 py-2 align-top'

// The names and lifetimes come from the code (shared http.js cookies, STORAGE_KEYS), so this
// page names exactly what the site stores.
const COOKIES: [string, string, string][] = [
  [
    SESSION_COOKIE,
    'Keeps you signed in after you log in. It is set only when you sign in.',
    `${SESSION_SECONDS / 3600} hours after sign-in, or when you log out`,
  ],
  [
    FLASH_COOKIE,
    'Carries a one-time message, such as “Login Successful”, to the next page after you sign in, register, log out or send some forms. It is deleted as soon as the message is shown.',
    `${FLASH_COOKIE_SECONDS} seconds at most`,
  ],
  [
    DEVICE_COOKIE,
    'Remembers that this browser has signed in to your account before, so that if someone else locks your account by trying wrong passwords, you can still sign in here with your password. It holds no password and no personal data.',
    `${Math.round(DEVICE_COOKIE_SECONDS / 86_400)} days after your last sign-in`,
  ],
]

const STORAGE_ITEMS: [string, string, string][] = [
  [STORAGE_KEYS.appVersion, 'Remembers the site version, so old offline copies are cleared after an update.', 'Until you clear it'],
  [
    STORAGE_KEYS.exitIntent,
    'Remembers that you saw the newsletter invitation, so it is not shown again.',
    `${EXIT_INTENT.expiryDays} days`,
  ],
  [STORAGE_KEYS.quizPopupDismissed, 'Remembers that you closed the card finder quiz invitation.', 'This browser session'],
  [STORAGE_KEYS.verificationReminderDismissed, 'Remembers that you dismissed the e-mail verification reminder.', 'This browser session'],
]

const SECTIONS: LegalSection[] = [
  {
    id: 'summary',
    title: 'In short',
    body: (
      <>
        <p>
          We use <strong>{COOKIES.length} strictly necessary cookies</strong>, to keep you signed in and to show you the outcome of what you
          did. We use <strong>no analytics, advertising or third-party tracking cookies</strong>, no tracking pixels and no third-party
          trackers of any kind, so there is nothing to accept or refuse.
        </p>
        <p>
          A cookie is a small text file a website asks your browser to keep. “Strictly necessary” means the website cannot provide something
          you asked for, here signing in, without it. All of ours are first-party, cannot be read by scripts (HttpOnly) and are sent only to
          our own website (SameSite=Lax).
        </p>
      </>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'Cookies we use',
    body: (
      <div className="mt-4 overflow-x-auto" role="region" aria-label="Cookies table" tabIndex={0}>
        <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
          <caption className="sr-only">Cookies set by CardCompare UAE</caption>
          <thead>
            <tr className="bg-slate-50 text-slate-900">
              <th scope="col" className={cell}>
                Name
              </th>
              <th scope="col" className={cell}>
                Purpose
              </th>
              <th scope="col" className={cell}>
                Type
              </th>
              <th scope="col" className={cell}>
                Expires
              </th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map(([name, purpose, expires]) => (
              <tr key={name}>
                <th scope="row" className={`${cell} font-mono font-medium text-slate-900`}>
                  {name}
                </th>
                <td className={cell}>{purpose}</td>
                <td className={cell}>Strictly necessary, first-party</td>
                <td className={cell}>{expires}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Other storage in your browser',
    body: (
      <>
        <p>
          The website also keeps a few small notes in your browser’s local and session storage. They never leave your device, are not
          cookies, and contain no personal data:
        </p>
        <div className="mt-4 overflow-x-auto" role="region" aria-label="Browser storage table" tabIndex={0}>
          <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
            <caption className="sr-only">Browser storage used by CardCompare UAE</caption>
            <thead>
              <tr className="bg-slate-50 text-slate-900">
                <th scope="col" className={cell}>
                  Key
                </th>
                <th scope="col" className={cell}>
                  Purpose
                </th>
                <th scope="col" className={cell}>
                  Kept for
                </th>
              </tr>
            </thead>
            <tbody>
              {STORAGE_ITEMS.map(([key, purpose, kept]) => (
                <tr key={key}>
                  <th scope="row" className={`${cell} font-mono font-medium text-slate-900`}>
                    {key}
                  </th>
                  <td className={cell}>{purpose}</td>
                  <td className={cell}>{kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          To work offline and load faster, the website also installs a service worker that keeps copies of its own pages and files. All keys
          start with “{APP_STORAGE_PREFIX}”, and everything is cleared automatically when a new version of the site is released.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third parties',
    body: (
      <p>
        We do not load advertising, analytics or social media scripts. Links to banks and social networks are ordinary links: those websites
        set their own cookies only if you visit them, under their own policies.
      </p>
    ),
  },
  {
    id: 'control',
    title: 'Managing cookies',
    body: (
      <>
        <p>
          You can delete cookies and site data in your browser’s settings at any time, or block them for our website. If you block the{' '}
          <code>payload-token</code> cookie, you can still browse and compare cards, but you cannot sign in.
        </p>
        <p>
          Signing out removes the cookie at once. If we ever want to add a cookie that is not strictly necessary, we will update this page
          first and ask for your consent before setting it.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Write to <PrivacyEmail subject="Cookie Policy" /> or use our <Link to="/contact">contact form</Link>. Our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle personal data.
      </p>
    ),
  },
]

export default function CookiePolicyPage() {
  return <LegalPage title="Cookie Policy" intro="Which cookies and browser storage our website uses, and why." sections={SECTIONS} />
}

export const meta = withSocial(pageMeta)
