// What POST /api/assistant accepts: one message, the conversation so far, both capped, and the
// language of the page it was asked on, so a huge or malformed body is a clear 400 (in that
// language) and never reaches the engine.
import ar from '../i18n/ar/assistant'
import en from '../i18n/en/assistant'
import { fill } from '../i18n/render'
import { isLocale, LOCALES, type Locale } from '../locale'
import { formatsFor } from '../locale-format'
import { z } from '../zod'
import { ASSISTANT_LIMITS, type AssistantTurn } from './answer-types'

export type AssistantMessage = keyof typeof en.errors

/** What the endpoint and the chat say when they cannot answer, in `locale`. */
export function assistantMessages(locale: Locale): Record<AssistantMessage, string> {
  const texts = (locale === 'ar' ? ar : en).errors
  return { ...texts, tooLong: fill(texts.tooLong, { max: formatsFor(locale).number(ASSISTANT_LIMITS.messageMax) }) }
}

/** The English messages (the schema's, and what tests compare with). */
export const ASSISTANT_MESSAGES = assistantMessages('en')

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(ASSISTANT_LIMITS.historyItemMax),
})

export const assistantInputSchema = z.object({
  message: z
    .string({ error: ASSISTANT_MESSAGES.empty })
    .refine((m) => m.trim().length > 0, ASSISTANT_MESSAGES.empty)
    .refine((m) => m.length <= ASSISTANT_LIMITS.messageMax, ASSISTANT_MESSAGES.tooLong),
  history: z
    .array(turn, { error: ASSISTANT_MESSAGES.history })
    .max(ASSISTANT_LIMITS.historyMax, ASSISTANT_MESSAGES.history)
    .optional()
    .default([]),
  /** The language of the page asked on (docs/decisions/034): the answer's language when the message has no letters. */
  locale: z.enum(LOCALES).optional().default('en'),
})

export type AssistantInput = { message: string; history: AssistantTurn[]; locale: Locale }

/** The input, or the one message that says what is wrong with it, in the page's language when the body names one. */
export function parseAssistantInput(body: unknown): { ok: true; input: AssistantInput } | { ok: false; message: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: ASSISTANT_MESSAGES.body }
  const locale = 'locale' in body && isLocale(body.locale) ? body.locale : 'en'
  const messages = assistantMessages(locale)
  const parsed = assistantInputSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    if (issue?.path[0] === 'history') return { ok: false, message: messages.history }
    const key = (Object.keys(ASSISTANT_MESSAGES) as AssistantMessage[]).find((k) => ASSISTANT_MESSAGES[k] === issue?.message)
    return { ok: false, message: messages[key ?? 'body'] }
  }
  return { ok: true, input: parsed.data }
}
