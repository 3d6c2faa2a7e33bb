// spec §3 Newsletter payload, §5 Newsletter, §8 Newsletter toasts: one e-mail field, checked
// for "non-empty and containing @", sent as JSON to /api/newsletter-signup. Used by the
// exit-intent popup and the footer widget.
import { consentTextsIn, newIdempotencyKey, NOTIFICATIONS } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { useRef, useState, type FormEvent } from 'react'
import { useBotCheck } from '~/components/BotCheck'
import type { BotAction } from '~/utils/bot-check'
import { Honeypot } from '~/components/forms/Honeypot'
import { postIntake } from '~/components/forms/intake-client'
import { notify } from '~/components/Notifications'
import { useHydrated } from '~/utils/use-hydrated'
import { useNearView } from '~/utils/use-near-view'
import { rememberSignedUp } from './signed-up'
import { FieldError } from '~/components/ui/Field'
import { useTranslation } from 'react-i18next'
import { useLocale } from '~/utils/locale'

const SUCCESS_FALLBACK = NOTIFICATIONS.newsletterSuccess.description!

export function NewsletterForm({
  source,
  action,
  idPrefix,
  onSuccess,
}: {
  source: 'exit_intent_popup' | 'footer_widget'
  action: Extract<BotAction, 'exit_intent_signup' | 'newsletter_signup'>
  /** Makes the ids unique on the page ("newsletter-popup-", "newsletter-footer-"). */
  idPrefix: string
  onSuccess?: () => void
}) {
  // The consent texts of the page's language: the CMS records the same one (docs/decisions/036).
  const consentTexts = consentTextsIn(useLocale())
  // One field, checked when the form is sent (not while the address is typed): a plain input,
  // its rule loaded on the first send. The bot check starts when the form comes near the screen.
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const { widget, getToken } = useBotCheck(action, useNearView(form))
  const [error, setError] = useState<string | undefined>(undefined)
  const key = useRef<string | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  // Without JavaScript there is nowhere to post: the button waits for the page to be ready.
  const ready = useHydrated()

  const showError = (message: string) => {
    setError(message)
    input.current?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const email = input.current?.value ?? ''
    const rule = await import('./newsletter-email').catch(() => null)
    if (!rule) {
      notify(NOTIFICATIONS.newsletterFailed)
      return
    }
    const invalid = rule.emailError(email)
    setError(invalid)
    if (invalid) {
      input.current?.focus()
      notify(NOTIFICATIONS.newsletterInvalidEmail)
      return
    }
    setPending(true)
    try {
      // spec §7: the token is sent only when the bot check is loaded; the server decides.
      const recaptchaToken = await getToken().catch(() => '')
      key.current ??= newIdempotencyKey()
      const answer = await postIntake('/api/newsletter-signup', {
        email,
        source,
        recaptchaToken,
        idempotencyKey: key.current,
        website: honeypot.current?.value ?? '',
      }).catch(() => null)
      if (!answer?.success) {
        if (answer?.errors.email) showError(answer.errors.email)
        notify(NOTIFICATIONS.newsletterFailed)
        return
      }
      key.current = null
      rememberSignedUp()
      notify(NOTIFICATIONS.newsletterSuccess)
      setDone(answer.message || SUCCESS_FALLBACK)
      onSuccess?.()
    } finally {
      setPending(false)
    }
  }

  if (done !== null) {
    return (
      <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-950">
        {done}
      </p>
    )
  }

  const id = `${idPrefix}email`
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="relative">
      <Honeypot ref={honeypot} idPrefix={idPrefix} />
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('newsletter.email')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, `${idPrefix}consent`].filter(Boolean).join(' ')}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-[invalid]:border-red-600"
          ref={input}
          name="email"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={pending || !ready}>
          {pending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      <noscript>
        <p className="mt-2 text-sm text-slate-700">{t('newsletter.needsScript')}</p>
      </noscript>
      {widget}
      <p id={`${idPrefix}consent`} className="mt-2 text-xs leading-5 text-slate-600">
        {consentTexts.newsletter}{' '}
        <Link to="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
          {t('newsletter.privacyPolicy')}
        </Link>
      </p>
    </form>
  )
}
