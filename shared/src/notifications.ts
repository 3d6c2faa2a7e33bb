// Site-wide notifications (spec §2 Notifications, §8): a title, an optional description, and a
// destructive style for failures. The texts of §8 live in the forms catalogue (i18n/en/forms.ts,
// toasts); a page in another language shows them through translateMessage.

import forms from './i18n/en/forms'
import { fill } from './i18n/render'

const { toasts: T, answers: A, validation: V } = forms

export type NotificationVariant = 'default' | 'success' | 'destructive'

export interface Notification {
  title: string
  description?: string
  variant?: NotificationVariant
}

export const NOTIFICATIONS = {
  loginSuccess: (name: string): Notification => ({ title: T.loginSuccess, description: fill(T.welcomeBack, { name }), variant: 'success' }),
  loginFailed: (error?: string): Notification => ({ title: T.loginFailed, description: error || T.loginFailed, variant: 'destructive' }),
  unverifiedLogin: (message?: string): Notification => ({
    title: T.verificationRequired,
    description: message || A.verifyBeforeLogin,
    variant: 'destructive',
  }),
  /** The server's message is used when it mentions verification (spec §4 Register success). */
  registerSuccess: (name: string, message?: string): Notification => ({
    title: T.registerSuccess,
    description: message && /verif/i.test(message) ? message : fill(T.welcome, { name }),
    variant: 'success',
  }),
  registerFailed: (error?: string): Notification => ({
    title: T.registerFailed,
    description: error || T.registerFailed,
    variant: 'destructive',
  }),
  loggedOut: { title: T.loggedOut, description: T.loggedOutText, variant: 'success' } as Notification,
  logoutFailed: { title: T.logoutFailed, variant: 'destructive' } as Notification,
  verificationSent: {
    title: T.verificationSent,
    description: A.checkInboxForLink,
    variant: 'success',
  } as Notification,
  /** The auth layer's resend (the verification banner): the server's error, else the spec's fallback. */
  resendFailed: (error?: string): Notification => ({
    title: T.resendFailed,
    description: error || T.resendFailedText,
    variant: 'destructive',
  }),
  resendPending: { title: T.resendPending, description: T.pleaseWait } as Notification,
  resendPopupSuccess: {
    title: T.success,
    description: T.resendPopupSuccess,
    variant: 'success',
  } as Notification,
  resendPopupFailed: {
    title: T.error,
    description: T.resendPopupFailed,
    variant: 'destructive',
  } as Notification,
  forgotFailed: (message?: string): Notification => ({
    title: T.error,
    description: message || T.forgotFailed,
    variant: 'destructive',
  }),
  /** The forgot forms' request did not complete (network failure or exception). */
  forgotError: {
    title: T.error,
    description: T.unexpectedError,
    variant: 'destructive',
  } as Notification,
  compareGuest: { title: T.authRequired, description: T.compareLogin, variant: 'destructive' } as Notification,
  compareAdded: (name: string): Notification => ({
    title: T.compareAdded,
    description: fill(T.compareAddedText, { name }),
    variant: 'success',
  }),
  compareFailed: {
    title: T.error,
    description: T.compareFailed,
    variant: 'destructive',
  } as Notification,
  // Favourites (spec §8): the exact success and failure texts; guests are asked to log in as for Compare.
  favoriteGuest: {
    title: T.authRequired,
    description: T.favoriteLogin,
    variant: 'destructive',
  } as Notification,
  favoriteAdded: {
    title: T.favoriteAdded,
    description: T.favoriteAddedText,
    variant: 'success',
  } as Notification,
  favoriteRemoved: {
    title: T.favoriteRemoved,
    description: T.favoriteRemovedText,
    variant: 'success',
  } as Notification,
  /** The server's reason, when it gave one, under the spec's title. */
  favoriteAddFailed: (reason?: string): Notification => ({
    title: T.favoriteAddFailed,
    ...(reason ? { description: reason } : {}),
    variant: 'destructive',
  }),
  favoriteRemoveFailed: (reason?: string): Notification => ({
    title: T.favoriteRemoveFailed,
    ...(reason ? { description: reason } : {}),
    variant: 'destructive',
  }),
  linkCopied: { title: T.linkCopied, description: T.cardLinkCopied, variant: 'success' } as Notification,
  /** The card-link toast, said of a comparison's read-only link (docs/decisions/015). */
  comparisonLinkCopied: {
    title: T.linkCopied,
    description: T.comparisonLinkCopied,
    variant: 'success',
  } as Notification,
  copyFailed: { title: T.copyFailed, description: T.copyFailedText, variant: 'destructive' } as Notification,
  quizClosed: { title: T.quizClosed, description: T.quizClosedText } as Notification,
  // The member's own account page (/account): one success and one failure per action.
  mobileUpdated: {
    title: T.mobileUpdated,
    description: T.mobileUpdatedText,
    variant: 'success',
  } as Notification,
  mobileUpdateFailed: (reason?: string): Notification => ({
    title: T.mobileUpdateFailed,
    description: reason || T.tryAgain,
    variant: 'destructive',
  }),
  emailChangeSent: (address: string): Notification => ({
    title: T.emailChangeSent,
    description: fill(T.emailChangeSentText, { address }),
    variant: 'success',
  }),
  emailChangeCancelled: {
    title: T.emailChangeCancelled,
    description: T.emailChangeCancelledText,
    variant: 'success',
  } as Notification,
  emailChangeFailed: (reason?: string): Notification => ({
    title: T.emailChangeFailed,
    description: reason || T.tryAgain,
    variant: 'destructive',
  }),
  emailChanged: (address: string): Notification => ({
    title: T.emailChanged,
    description: fill(T.emailChangedText, { address }),
    variant: 'success',
  }),
  passwordChanged: {
    title: T.passwordChanged,
    description: T.passwordChangedText,
    variant: 'success',
  } as Notification,
  passwordChangeFailed: (reason?: string): Notification => ({
    title: T.passwordChangeFailed,
    description: reason || T.tryAgain,
    variant: 'destructive',
  }),
  marketingOn: {
    title: T.preferencesSaved,
    description: T.marketingOn,
    variant: 'success',
  } as Notification,
  marketingOff: {
    title: T.preferencesSaved,
    description: T.marketingOff,
    variant: 'success',
  } as Notification,
  marketingFailed: (reason?: string): Notification => ({
    title: T.marketingFailed,
    description: reason || T.tryAgain,
    variant: 'destructive',
  }),
  dataDownloadStarted: {
    title: T.downloadStarted,
    description: T.downloadStartedText,
    variant: 'success',
  } as Notification,
  accountDeleted: {
    title: T.accountDeleted,
    description: T.accountDeletedText,
    variant: 'success',
  } as Notification,
  accountDeleteFailed: (reason?: string): Notification => ({
    title: T.accountDeleteFailed,
    description: reason || T.tryAgain,
    variant: 'destructive',
  }),
  // Intake forms (spec §8): application, lead form, newsletter, and the bot check they share.
  /** The server refused the application: its message, else the spec's fallback. */
  applicationFailed: (message?: string): Notification => ({
    title: T.error,
    description: message || T.applicationFailed,
    variant: 'destructive',
  }),
  applicationError: {
    title: T.error,
    description: T.applicationError,
    variant: 'destructive',
  } as Notification,
  botCheckRequired: {
    title: T.error,
    description: T.botCheckRequired,
    variant: 'destructive',
  } as Notification,
  botCheckFailed: {
    title: T.error,
    description: V.securityFailed,
    variant: 'destructive',
  } as Notification,
  leadSuccess: {
    title: T.successExclaimed,
    description: T.leadSuccess,
    variant: 'success',
  } as Notification,
  leadFailed: {
    title: T.error,
    description: T.leadFailed,
    variant: 'destructive',
  } as Notification,
  newsletterSuccess: {
    title: T.successExclaimed,
    description: T.newsletterSuccess,
    variant: 'success',
  } as Notification,
  newsletterFailed: { title: T.error, description: T.newsletterFailed, variant: 'destructive' } as Notification,
  /** A member who dismissed the verification reminder and tries to apply again. */
  verifyFirst: { title: T.verificationRequired, description: T.verifyFirst, variant: 'destructive' } as Notification,
  /** The flash messages of the member's pages (My Leads, a shared comparison saved as one's own). */
  consentWithdrawn: { title: T.consentWithdrawn, description: T.consentWithdrawnText, variant: 'success' } as Notification,
  comparisonSaved: { title: T.comparisonSaved, description: T.comparisonSavedText, variant: 'success' } as Notification,
  emailVerified: { title: T.emailVerified, description: T.emailVerifiedText, variant: 'success' } as Notification,
  newsletterInvalidEmail: {
    title: T.invalidEmail,
    description: V.email,
    variant: 'destructive',
  } as Notification,
} as const

const VARIANTS: readonly NotificationVariant[] = ['default', 'success', 'destructive']

/** Reads a notification back from untrusted JSON (the flash cookie); anything else is null. */
export function parseNotification(value: unknown): Notification | null {
  if (typeof value !== 'object' || value === null) return null
  const { title, description, variant } = value as Record<string, unknown>
  if (typeof title !== 'string' || title.length === 0 || title.length > 200) return null
  if (description !== undefined && (typeof description !== 'string' || description.length > 500)) return null
  if (variant !== undefined && !VARIANTS.includes(variant as NotificationVariant)) return null
  return { title, ...(description ? { description } : {}), variant: (variant as NotificationVariant) ?? 'default' }
}
