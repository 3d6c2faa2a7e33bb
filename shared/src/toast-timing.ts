// How notifications behave (spec §2 Notifications, §4 Toasts), apart from their texts
// (notifications.ts): every page's toast area reads these, and only a page that shows a toast
// loads the texts.

export const TOAST = {
  durationMs: 5000,
  limit: 1,
  swipeThresholdPx: 50,
  removeDelayMs: 1_000_000,
  hotkey: 'F8',
} as const
/** How long a share button says "Copied". */
export const COPIED_FEEDBACK_MS = 2000
