// What POST /api/assistant accepts: one message and the conversation so far, both capped, so
// a huge or malformed body is a clear 400 and never reaches the engine.
import { z } from '../zod'
import { ASSISTANT_LIMITS, type AssistantTurn } from './answer-types'

export const ASSISTANT_MESSAGES = {
  empty: 'Please write a question.',
  tooLong: `Your message is too long: please keep it under ${ASSISTANT_LIMITS.messageMax.toLocaleString('en-US')} characters.`,
  history: 'The conversation is too long or not readable: please start a new one.',
  body: 'Please send a JSON object with a message.',
  rateLimited: 'You have asked a lot of questions in a short time. Please wait a minute and try again.',
  failed: 'Sorry, the assistant could not answer just now. Please try again.',
} as const

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
})

export type AssistantInput = { message: string; history: AssistantTurn[] }

/** The input, or the one message that says what is wrong with it. */
export function parseAssistantInput(body: unknown): { ok: true; input: AssistantInput } | { ok: false; message: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: ASSISTANT_MESSAGES.body }
  const parsed = assistantInputSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message = issue?.path[0] === 'history' ? ASSISTANT_MESSAGES.history : (issue?.message ?? ASSISTANT_MESSAGES.body)
    return { ok: false, message }
  }
  return { ok: true, input: parsed.data }
}
