// The footer-area newsletter widget (spec §2 Guards: "a further footer-area widget").
import { NewsletterForm } from './NewsletterForm'
import { useTranslation } from 'react-i18next'

export function NewsletterWidget() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <div className="grid gap-6 rounded-2xl bg-white p-6 text-slate-900 shadow-lg sm:p-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="newsletter-heading" className="text-xl font-bold sm:text-2xl">
            {t('newsletter.heading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('newsletter.text')}</p>
        </div>
        <NewsletterForm source="footer_widget" action="newsletter_signup" idPrefix="newsletter-footer-" />
      </div>
    </section>
  )
}
