// Whether this browser has signed up to the newsletter: the exit-intent popup never asks again.
// Apart from the form so the popup's listener can ask without loading the form.
import { APP_STORAGE_PREFIX } from '@cardcompare/shared'

/** Set after a successful signup. */
const NEWSLETTER_SIGNED_UP_KEY = `${APP_STORAGE_PREFIX}-newsletter-signed-up`

export function hasSignedUp(): boolean {
  try {
    return localStorage.getItem(NEWSLETTER_SIGNED_UP_KEY) !== null
  } catch {
    return false // storage blocked: ask, the server dedupes
  }
}

export function rememberSignedUp() {
  try {
    localStorage.setItem(NEWSLETTER_SIGNED_UP_KEY, new Date().toISOString())
  } catch {
    // storage blocked: nothing to remember with
  }
}
