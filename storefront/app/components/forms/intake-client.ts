// The browser side of the intake requests (docs/decisions/012): POST a JSON body, read the answer
// { success, message, errors? } whatever the status, and put field errors on the form.
import { localeFromPath, NOTIFICATIONS } from '@cardcompare/shared'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { notify } from '~/components/Notifications'

type IntakeAnswer = { success: boolean; message: string; errors: Record<string, string> }

/** Reads an answer that may be anything (a proxy's HTML page, an empty 502, a rate limit). */
function readIntakeAnswer(ok: boolean, body: unknown): IntakeAnswer {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  if (typeof data.errors === 'object' && data.errors !== null) {
    for (const [key, value] of Object.entries(data.errors)) if (typeof value === 'string' && value) errors[key] = value
  }
  return {
    success: ok && data.success === true,
    message: typeof data.message === 'string' ? data.message.trim() : '',
    errors,
  }
}

/**
 * Throws only when the request itself fails (offline, connection reset). Names the page's
 * language (`locale`), whose consent text and mails the person gets (docs/decisions/036).
 */
export async function postIntake(url: string, body: Record<string, unknown>): Promise<IntakeAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...body, locale: localeFromPath(window.location.pathname) }),
  })
  let data: unknown = null
  try {
    data = await response.json()
  } catch {
    // Not JSON: the status alone decides.
  }
  return readIntakeAnswer(response.ok, data)
}

/**
 * Shows the server's field errors under the fields (renaming request fields to form fields,
 * e.g. consentContact -> terms) and moves focus to the first, in the form's order. Returns
 * whether any field error was shown.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  errors: Record<string, string>,
  order: readonly Path<T>[],
  rename: Partial<Record<string, Path<T>>> = {},
): boolean {
  const byField = new Map<Path<T>, string>()
  for (const [key, message] of Object.entries(errors)) {
    const field = rename[key] ?? (order as readonly string[]).find((name) => name === key)
    if (field && !byField.has(field as Path<T>)) byField.set(field as Path<T>, message)
  }
  for (const [field, message] of byField) form.setError(field, { type: 'server', message })
  const first = order.find((name) => byField.has(name))
  if (first) form.setFocus(first)
  return first !== undefined
}

/** The bot-check token for one submit, or null once the visitor is told the check is missing (spec §8). */
export async function botTokenOrNotify(getToken: () => Promise<string>): Promise<string | null> {
  try {
    return await getToken()
  } catch {
    notify(NOTIFICATIONS.botCheckRequired)
    return null
  }
}
