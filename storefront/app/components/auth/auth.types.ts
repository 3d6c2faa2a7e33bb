// What the /auth page's forms show after a post: the action's answer, one shape per `intent`.
import type { Notification } from '@cardcompare/shared'

export type AuthActionData = (
  | { intent: 'login'; error: string; requiresVerification?: boolean }
  | { intent: 'register'; error: string; details: string[]; fieldErrors: Record<string, string> }
  | { intent: 'forgot-password' | 'forgot-username'; sent: true; message: string }
  | { intent: 'forgot-password' | 'forgot-username'; error: string }
  | { intent: 'resend'; message: string }
) & { toast?: Notification }
