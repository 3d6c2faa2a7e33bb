// Site-wide notifications (spec §2 Notifications, §8): a title, an optional description, and a
// destructive style for failures. The texts of §8 live here so server and browser agree.

export type NotificationVariant = 'default' | 'success' | 'destructive'

export interface Notification {
  title: string
  description?: string
  variant?: NotificationVariant
}

export const NOTIFICATIONS = {
  loginSuccess: (name: string): Notification => ({ title: 'Login successful', description: `Welcome back, ${name}!`, variant: 'success' }),
  loginFailed: (error?: string): Notification => ({ title: 'Login failed', description: error || 'Login failed', variant: 'destructive' }),
  unverifiedLogin: (message?: string): Notification => ({
    title: 'Email Verification Required',
    description: message || 'Please verify your email address before logging in.',
    variant: 'destructive',
  }),
  /** The server's message is used when it mentions verification (spec §4 Register success). */
  registerSuccess: (name: string, message?: string): Notification => ({
    title: 'Registration successful',
    description: message && /verif/i.test(message) ? message : `Welcome, ${name}!`,
    variant: 'success',
  }),
  registerFailed: (error?: string): Notification => ({
    title: 'Registration failed',
    description: error || 'Registration failed',
    variant: 'destructive',
  }),
  loggedOut: { title: 'Logged out', description: 'You have been logged out successfully', variant: 'success' } as Notification,
  logoutFailed: { title: 'Logout failed', variant: 'destructive' } as Notification,
  verificationSent: {
    title: 'Verification Email Sent',
    description: 'Please check your inbox for the verification link.',
    variant: 'success',
  } as Notification,
  /** The auth layer's resend (the verification banner): the server's error, else the spec's fallback. */
  resendFailed: (error?: string): Notification => ({
    title: 'Failed to Resend Verification',
    description: error || 'Failed to resend verification email',
    variant: 'destructive',
  }),
  resendPending: { title: 'Sending verification email...', description: 'Please wait...' } as Notification,
  resendPopupSuccess: {
    title: 'Success',
    description: 'Verification email sent. Please check your inbox.',
    variant: 'success',
  } as Notification,
  resendPopupFailed: {
    title: 'Error',
    description: 'Failed to send verification email. Please try again later.',
    variant: 'destructive',
  } as Notification,
  forgotFailed: (message?: string): Notification => ({
    title: 'Error',
    description: message || 'Failed to process your request. Please try again.',
    variant: 'destructive',
  }),
  /** The forgot forms' request did not complete (network failure or exception). */
  forgotError: {
    title: 'Error',
    description: 'An unexpected error occurred. Please try again later.',
    variant: 'destructive',
  } as Notification,
  compareGuest: { title: 'Authentication Required', description: 'Please login to compare cards', variant: 'destructive' } as Notification,
  compareAdded: (name: string): Notification => ({
    title: 'Added to Compare',
    description: `${name} has been added to your comparison list.`,
    variant: 'success',
  }),
  compareFailed: {
    title: 'Error',
    description: 'Failed to add the card to your comparison list. Please try again.',
    variant: 'destructive',
  } as Notification,
  // Favourites (spec §8): the exact success and failure texts; guests are asked to log in as for Compare.
  favoriteGuest: {
    title: 'Authentication Required',
    description: 'Please login to save favorites',
    variant: 'destructive',
  } as Notification,
  favoriteAdded: {
    title: 'Added to favorites',
    description: 'The card has been added to your favorites',
    variant: 'success',
  } as Notification,
  favoriteRemoved: {
    title: 'Removed from favorites',
    description: 'The card has been removed from your favorites',
    variant: 'success',
  } as Notification,
  /** The server's reason, when it gave one, under the spec's title. */
  favoriteAddFailed: (reason?: string): Notification => ({
    title: 'Failed to add favorite',
    ...(reason ? { description: reason } : {}),
    variant: 'destructive',
  }),
  favoriteRemoveFailed: (reason?: string): Notification => ({
    title: 'Failed to remove favorite',
    ...(reason ? { description: reason } : {}),
    variant: 'destructive',
  }),
  linkCopied: { title: 'Link Copied!', description: 'Card link has been copied to clipboard.', variant: 'success' } as Notification,
  /** The card-link toast, said of a comparison's read-only link (docs/decisions/015). */
  comparisonLinkCopied: {
    title: 'Link Copied!',
    description: 'Comparison link has been copied to clipboard.',
    variant: 'success',
  } as Notification,
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy link. Please try again.', variant: 'destructive' } as Notification,
  quizClosed: { title: 'Quiz closed', description: 'You can always find our Card Finder Quiz in the menu' } as Notification,
  // The member's own account page (/account): one success and one failure per action.
  mobileUpdated: {
    title: 'Mobile number updated',
    description: 'We will use your new number from now on.',
    variant: 'success',
  } as Notification,
  mobileUpdateFailed: (reason?: string): Notification => ({
    title: 'Failed to update mobile number',
    description: reason || 'Please try again.',
    variant: 'destructive',
  }),
  emailChangeSent: (address: string): Notification => ({
    title: 'Confirmation Email Sent',
    description: `Open the link we sent to ${address} to finish changing your email.`,
    variant: 'success',
  }),
  emailChangeCancelled: {
    title: 'Email change cancelled',
    description: 'Your email address stays as it is.',
    variant: 'success',
  } as Notification,
  emailChangeFailed: (reason?: string): Notification => ({
    title: 'Failed to change email',
    description: reason || 'Please try again.',
    variant: 'destructive',
  }),
  emailChanged: (address: string): Notification => ({
    title: 'Email updated',
    description: `Your account now uses ${address}.`,
    variant: 'success',
  }),
  passwordChanged: {
    title: 'Password changed',
    description: 'You have been signed out on every other device.',
    variant: 'success',
  } as Notification,
  passwordChangeFailed: (reason?: string): Notification => ({
    title: 'Failed to change password',
    description: reason || 'Please try again.',
    variant: 'destructive',
  }),
  marketingOn: {
    title: 'Preferences saved',
    description: 'You will receive credit card offers and news by email.',
    variant: 'success',
  } as Notification,
  marketingOff: {
    title: 'Preferences saved',
    description: 'You will not receive offers or news by email.',
    variant: 'success',
  } as Notification,
  marketingFailed: (reason?: string): Notification => ({
    title: 'Failed to save preferences',
    description: reason || 'Please try again.',
    variant: 'destructive',
  }),
  dataDownloadStarted: {
    title: 'Download started',
    description: 'Your data is being saved as a JSON file.',
    variant: 'success',
  } as Notification,
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account and personal data have been removed. A confirmation is on its way by email.',
    variant: 'success',
  } as Notification,
  accountDeleteFailed: (reason?: string): Notification => ({
    title: 'Failed to delete account',
    description: reason || 'Please try again.',
    variant: 'destructive',
  }),
  // Intake forms (spec §8): application, lead form, newsletter, and the bot check they share.
  /** The server refused the application: its message, else the spec's fallback. */
  applicationFailed: (message?: string): Notification => ({
    title: 'Error',
    description: message || 'Failed to submit application. Please try again.',
    variant: 'destructive',
  }),
  applicationError: {
    title: 'Error',
    description: 'Failed to submit application. Please try again later.',
    variant: 'destructive',
  } as Notification,
  botCheckRequired: {
    title: 'Error',
    description: 'Security verification is required. Please refresh the page and try again.',
    variant: 'destructive',
  } as Notification,
  botCheckFailed: {
    title: 'Error',
    description: 'Security verification failed. Please try again.',
    variant: 'destructive',
  } as Notification,
  leadSuccess: {
    title: 'Success!',
    description: 'Thank you for your submission. Our experts will contact you soon.',
    variant: 'success',
  } as Notification,
  leadFailed: {
    title: 'Error',
    description: 'There was a problem submitting your request. Please try again.',
    variant: 'destructive',
  } as Notification,
  newsletterSuccess: {
    title: 'Success!',
    description: "You'll receive the best credit card deals in your inbox!",
    variant: 'success',
  } as Notification,
  newsletterFailed: { title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' } as Notification,
  newsletterInvalidEmail: {
    title: 'Invalid Email',
    description: 'Please enter a valid email address',
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
