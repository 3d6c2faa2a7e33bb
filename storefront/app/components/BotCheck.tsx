// The bot check in the browser (spec §5 "Bot check"): `useBotCheck(action)` gives a form the
// widget to render (if any) and `getToken()`, to call on submit; the token goes to the intake
// endpoint as `recaptchaToken`. Which check runs is the server's choice (/api/recaptcha-config):
//   - 'recaptcha': Google's v3 script, loaded only on pages that use the hook;
//   - 'altcha': the self-hosted proof of work, as a small "I'm not a robot" checkbox that starts
//     working when the visitor starts filling the form; getToken finishes the work if needed,
//     so a person only presses Submit;
//   - 'test' (development): the spec's test token.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import {
  ALTCHA_CHALLENGE_URL,
  altchaChallengeUrl,
  ALTCHA_ERRORS,
  BOT_CHECK_CONFIG_URL,
  RECAPTCHA_ERRORS,
  TEST_TOKEN,
  type BotAction,
  type BotCheckClientConfig,
} from '~/utils/bot-check'
import { useTranslation } from 'react-i18next'

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const READY_TIMEOUT_MS = 10_000

// ---------------------------------------------------------------------------------------------
// Loaded once per page, shared by every form on it (a failed load is tried again next time).

let configRequest: Promise<BotCheckClientConfig> | null = null
function loadConfig(): Promise<BotCheckClientConfig> {
  if (!configRequest) {
    const request = fetch(BOT_CHECK_CONFIG_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
      async (res): Promise<BotCheckClientConfig> => {
        if (!res.ok) throw new Error(`${res.status}`)
        const body = (await res.json()) as Partial<BotCheckClientConfig>
        const provider = body.provider === 'recaptcha' || body.provider === 'test' ? body.provider : 'altcha'
        return { provider, siteKey: typeof body.siteKey === 'string' ? body.siteKey : null, challengeUrl: body.challengeUrl ?? null }
      },
    )
    request.catch(() => (configRequest = null))
    configRequest = request
    return request
  }
  return configRequest
}

let altchaModule: Promise<unknown> | null = null
function loadAltcha() {
  if (!altchaModule) {
    const request = import('./altcha-widget.client')
    request.catch(() => (altchaModule = null))
    altchaModule = request
  }
  return altchaModule
}

let recaptchaScript: Promise<void> | null = null
/** Google's script, added on first use; resolves with grecaptcha once it says it is ready. */
async function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (!recaptchaScript) {
    const request = new Promise<void>((resolve, reject) => {
      if (window.grecaptcha) return resolve()
      const script = document.createElement('script')
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        script.remove()
        reject(new Error(RECAPTCHA_ERRORS.scriptFailed))
      }
      document.head.appendChild(script)
    })
    request.catch(() => (recaptchaScript = null))
    recaptchaScript = request
  }
  await recaptchaScript
  const grecaptcha = window.grecaptcha
  if (!grecaptcha || typeof grecaptcha.ready !== 'function') throw new Error(RECAPTCHA_ERRORS.initFailed)
  return new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(RECAPTCHA_ERRORS.notReady)), READY_TIMEOUT_MS)
    grecaptcha.ready(() => {
      window.clearTimeout(timer)
      resolve(grecaptcha)
    })
  })
}

async function recaptchaToken(siteKey: string | null, action: BotAction): Promise<string> {
  if (!siteKey) throw new Error(RECAPTCHA_ERRORS.noSiteKey)
  const grecaptcha = await loadRecaptcha(siteKey)
  if (typeof grecaptcha.execute !== 'function') throw new Error(RECAPTCHA_ERRORS.notReady)
  let token: unknown
  try {
    token = await grecaptcha.execute(siteKey, { action })
  } catch {
    throw new Error(RECAPTCHA_ERRORS.noToken)
  }
  if (typeof token !== 'string' || !token) throw new Error(RECAPTCHA_ERRORS.noToken)
  return token
}

// ---------------------------------------------------------------------------------------------

type StateChange = { state?: string; payload?: string | null }

/** The widget's look in our forms: as wide as the fields above it, our colours, readable in any colour scheme. */
const altchaStyle = {
  display: 'block',
  '--altcha-max-width': '100%',
  '--altcha-padding': '0.625rem',
  '--altcha-border-radius': '0.5rem',
  '--altcha-border-color': '#cbd5e1',
  '--altcha-color-base': '#ffffff',
  '--altcha-color-base-content': '#0f172a',
  '--altcha-color-neutral': '#cbd5e1',
  '--altcha-color-neutral-content': '#475569',
  '--altcha-checkbox-border-color': '#64748b',
  '--altcha-color-primary': '#0f766e',
  '--altcha-color-success': '#15803d',
  '--altcha-checkbox-outline-color': '#0f766e',
  fontSize: '0.875rem',
} as CSSProperties

// The footer (an "ALTCHA" link) is left out to keep the box small; the checkbox keeps its label.
const ALTCHA_CONFIGURATION = JSON.stringify({ hideFooter: true })

/** `active` false holds the check back (its config, script and widget) until the form is near (use-near-view). */
export function useBotCheck(action: BotAction, active = true): { widget: ReactNode; getToken: () => Promise<string> } {
  const { t } = useTranslation()
  const [config, setConfig] = useState<BotCheckClientConfig | null>(null)
  const widgetRef = useRef<AltchaWidgetElement | null>(null)
  // The payload of the widget's last verification, and the last one handed out: each is spent
  // by the server on first use, so a second submit needs a fresh verification.
  const latest = useRef<string | null>(null)
  const handedOut = useRef<string | null>(null)
  const listeners = useRef(new Set<(change: StateChange) => void>())

  useEffect(() => {
    if (!active) return
    let live = true
    loadConfig().then(
      (loaded) => live && setConfig(loaded),
      () => {}, // getToken reports it when the visitor submits
    )
    return () => {
      live = false
    }
  }, [active])

  useEffect(() => {
    if (config?.provider === 'altcha') loadAltcha().catch(() => {})
    // reCAPTCHA v3 scores the visit, so its script starts as soon as the form is on screen.
    if (config?.provider === 'recaptcha' && config.siteKey) loadRecaptcha(config.siteKey).catch(() => {})
  }, [config])

  const onStateChange = useCallback((event: Event) => {
    const detail = ((event as CustomEvent).detail ?? {}) as StateChange
    latest.current = detail.state === 'verified' && detail.payload ? detail.payload : null
    for (const listener of listeners.current) listener(detail)
  }, [])

  // A callback ref: attached as React commits the element, before the widget can announce anything.
  const attachWidget = useCallback(
    (element: HTMLElement | null) => {
      widgetRef.current?.removeEventListener('statechange', onStateChange)
      widgetRef.current = element as AltchaWidgetElement | null
      element?.addEventListener('statechange', onStateChange)
    },
    [onStateChange],
  )

  const altchaToken = useCallback(async (): Promise<string> => {
    try {
      await loadAltcha()
    } catch {
      throw new Error(ALTCHA_ERRORS.notLoaded)
    }
    const widget = await until(() => {
      const element = widgetRef.current
      return element && typeof element.verify === 'function' && typeof element.getState === 'function' ? element : null
    })
    if (!widget) throw new Error(ALTCHA_ERRORS.notLoaded)
    // Working already (the visitor ticked the box, or started typing): wait for that to end.
    if (widget.getState() === 'verifying') {
      await new Promise<void>((resolve) => {
        const listener = (change: StateChange) => {
          if (change.state === 'verifying') return
          listeners.current.delete(listener)
          resolve()
        }
        listeners.current.add(listener)
      })
    }
    let payload = widget.getState() === 'verified' ? latest.current : null
    if (!payload || payload === handedOut.current) {
      const result = await widget.verify()
      payload = result?.payload ?? null
    }
    if (!payload) throw new Error(ALTCHA_ERRORS.failed)
    handedOut.current = payload
    return payload
  }, [])

  const getToken = useCallback(async (): Promise<string> => {
    let current: BotCheckClientConfig
    try {
      current = await loadConfig()
    } catch {
      throw new Error(RECAPTCHA_ERRORS.initFailed)
    }
    if (current.provider === 'test') return TEST_TOKEN
    if (current.provider === 'recaptcha') return recaptchaToken(current.siteKey, action)
    return altchaToken()
  }, [action, altchaToken])

  const widget =
    config?.provider === 'altcha' ? (
      <div role="group" aria-label={t('frame.securityCheck')} className="w-full">
        <altcha-widget
          ref={attachWidget}
          challenge={altchaChallengeUrl(config.challengeUrl ?? ALTCHA_CHALLENGE_URL, action)}
          auto="onfocus"
          configuration={ALTCHA_CONFIGURATION}
          style={altchaStyle}
        />
      </div>
    ) : null

  return { widget, getToken }
}

/** Polls `probe` until it gives a value, or null after the timeout. */
async function until<T>(probe: () => T | null, timeoutMs = READY_TIMEOUT_MS): Promise<T | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value) return value
    if (Date.now() > deadline) return null
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
