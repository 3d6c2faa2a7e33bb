import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'
import { COMPANY, FOOTER_CATEGORIES, FOOTER_QUICK_LINKS, SOCIAL_LINKS } from '@cardcompare/shared'
import { ImageWithFallback } from './ImageWithFallback'
import { SocialIcon } from './SocialIcon'
import { NewsletterWidget } from './newsletter/NewsletterWidget'

/** Text badge shown when the footer logo fails to load (spec §2 Footer). */
function LogoBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-2.5 py-1.5 text-sm font-bold text-white">
      {COMPANY.name}
      <span aria-hidden="true">✓</span>
    </span>
  )
}

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase'
const linkClass = 'inline-block py-1 text-slate-300 hover:text-white hover:underline'

export function SiteFooter() {
  const { t } = useTranslation()
  const year = new Date().getFullYear()
  return (
    <footer className="bg-slate-900 text-slate-300">
      <NewsletterWidget />
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-white">
            <ImageWithFallback
              src="/favicon.svg"
              alt=""
              width={40}
              height={40}
              className="size-10"
              fallback={<LogoBadge />}
              suffix={<span>{COMPANY.name}</span>}
            />
          </Link>
          <p className="mt-4 text-sm leading-6">{t('site.description')}</p>
          <ul className="mt-5 flex gap-3" aria-label={t('footer.socialMedia')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.companyOn', { company: COMPANY.name, network: social.name })}
                  className="flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            {t('footer.cardCategories')}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            {FOOTER_CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link to={`/cards?cardType=${category.id}`} className={linkClass}>
                  {t(`categories.${category.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <h2 className={headingClass}>{t('footer.contactUs')}</h2>
          <address className="mt-4 space-y-2 text-sm leading-6 not-italic">
            <p>
              <span className="sr-only">{t('footer.phone')}</span>
              <a href={COMPANY.phoneHref} className={linkClass} dir="ltr">
                {COMPANY.phone}
              </a>
            </p>
            <p>
              <span className="sr-only">{t('footer.email')}</span>
              <a href={`mailto:${COMPANY.email}`} className={linkClass} dir="ltr">
                {COMPANY.email}
              </a>
            </p>
            <p>{t('site.address')}</p>
            <p>{t('site.hours')}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        {/* pb-20: at the end of the page nothing sits under the floating tips button. */}
        <div className="mx-auto max-w-7xl space-y-1 px-4 pt-6 pb-20 text-xs leading-5 text-slate-400 sm:px-6">
          <p>{t('site.registration')}</p>
          <p>{t('footer.rights', { year, company: COMPANY.name })}</p>
          <p>
            <Link to="/accessibility" className={linkClass}>
              {t('footer.accessibility')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  )
}
