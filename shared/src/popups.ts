// The site-wide popups' timings (spec §4, §9): the Card Finder invitation and the exit-intent
// newsletter signup.

export const QUIZ_POPUP = { delayMs: 2000, scrollFraction: 0.3, advertisedSeconds: 60 } as const
export const EXIT_INTENT = { sensitivityPx: 20, hiddenDelayMs: 1000, expiryDays: 7 } as const
export const NEWSLETTER_SUCCESS_CLOSE_MS = 3000
