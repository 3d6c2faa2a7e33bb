// PLACEHOLDER (wt-ui): the real bot check (ALTCHA widget / reCAPTCHA) is written on another
// branch and replaces this whole file at merge. Only the interface the forms use is here.
import type { ReactNode } from 'react'

export type BotAction = 'card_application' | 'lead_form' | 'exit_intent_signup' | 'newsletter_signup'

const placeholder = { widget: null as ReactNode, getToken: () => Promise.resolve('test-token') }

export function useBotCheck(_action: BotAction): { widget: ReactNode; getToken: () => Promise<string> } {
  return placeholder
}
