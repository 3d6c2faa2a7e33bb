// PLACEHOLDER (wt-ui): the real form stamp is written on another branch and replaces this
// whole file at merge. Only the interface the apply page uses is here.
export type BotAction = 'card_application' | 'lead_form' | 'exit_intent_signup' | 'newsletter_signup'

export function issueFormStamp(action: BotAction, now: Date = new Date()): string {
  return `placeholder.${action}.${now.getTime()}`
}
