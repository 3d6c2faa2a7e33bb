// The bot check's vocabulary, shared by the server (bot-check.server.ts) and the browser
// (components/BotCheck.tsx). Nothing here may touch secrets or Node: the client imports it.

/** The named actions a token is requested for (spec §5 "Bot check"). */
export const BOT_ACTIONS = ['card_application', 'lead_form', 'exit_intent_signup', 'newsletter_signup', 'contact_form'] as const
export type BotAction = (typeof BOT_ACTIONS)[number]

export type BotCheckProvider = 'recaptcha' | 'altcha' | 'test'

/** What GET /api/recaptcha-config answers. */
export type BotCheckClientConfig = {
  siteKey: string | null
  provider: BotCheckProvider
  challengeUrl: string | null
}

export const BOT_CHECK_CONFIG_URL = '/api/recaptcha-config'
export const ALTCHA_CHALLENGE_URL = '/api/altcha-challenge'

/** The challenge for one form: a solution made for it is refused by every other (docs/decisions/026). */
export const altchaChallengeUrl = (base: string, action: BotAction) => `${base}?action=${encodeURIComponent(action)}`

export const isBotAction = (value: unknown): value is BotAction => (BOT_ACTIONS as readonly unknown[]).includes(value)

/** The spec's test token: accepted only outside production. */
export const TEST_TOKEN = 'test-token'

/** Spec §8, Lead form toasts: what the intake endpoints answer when the check fails. */
export const BOT_CHECK_MESSAGES = {
  required: 'Security verification is required. Please refresh the page and try again.',
  failed: 'Security verification failed. Please try again.',
} as const

/** Spec §8 "Bot-check errors", verbatim: how getToken rejects with reCAPTCHA. */
export const RECAPTCHA_ERRORS = {
  noSiteKey: 'reCAPTCHA site key not configured',
  initFailed: 'reCAPTCHA failed to initialize',
  scriptFailed: 'Failed to load reCAPTCHA script',
  notReady: 'reCAPTCHA not loaded or ready',
  noToken: 'reCAPTCHA failed to generate token',
} as const

/** The same situations with the self-hosted proof of work (the spec names only reCAPTCHA's). */
export const ALTCHA_ERRORS = {
  notLoaded: 'Security check failed to load',
  failed: 'Security check could not be completed',
} as const
