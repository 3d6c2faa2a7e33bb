// POST /api/assistant: the visitor's message, the conversation so far and the page's language in
// (the answer is in the language asked, docs/decisions/034), the answer out as
// NDJSON events, written as they are ready (the page renders them as they arrive):
//   {"type":"start","kind":…}  {"type":"text","text":…}…  {"type":"card","card":…}…
//   {"type":"suggestions","suggestions":[…]}  {"type":"done","source":"offline"|"llm"}
// or {"type":"error","message":…} when something fails after the answer began.
import {
  answerQuestion,
  ASSISTANT_MESSAGES,
  assistantMessages,
  CACHE_CONTROL,
  HTTP_MESSAGES,
  MAX_JSON_BODY_BYTES,
  parseAssistantInput,
  readTextAtMost,
  type AssistantCatalogue,
  type AssistantEvent,
} from '@cardcompare/shared'
import { phraseAnswer, llmConfig } from '~/utils/assistant-llm.server'
import { getAllCards, getBanks, getCardTypes, getFeatures } from '~/utils/catalogue.server'
import { env } from '~/utils/env.server'
import { apiError, methodNotAllowed } from '~/utils/http.server'

async function catalogue(): Promise<AssistantCatalogue> {
  const [cards, banks, cardTypes, features] = await Promise.all([getAllCards(), getBanks(), getCardTypes(), getFeatures()])
  return { cards, banks, cardTypes, features }
}

/** Sentences, so a long paragraph arrives (and is read out) piece by piece. */
function textChunks(text: string): string[] {
  return text.match(/[^.!?\n]+(?:[.!?]+|\n+|$)\s*/g)?.filter((chunk) => chunk !== '') ?? [text]
}

export async function assistantAction(request: Request): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  const raw = await readTextAtMost(request.body, MAX_JSON_BODY_BYTES)
  if (raw === null) return apiError(413, HTTP_MESSAGES.bodyTooLarge)
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return apiError(400, ASSISTANT_MESSAGES.body)
  }
  const parsed = parseAssistantInput(body)
  if (!parsed.ok) return apiError(400, parsed.message)
  // The page's language: the answer's when the message has no letters, and the language of a refusal.
  const { message, history, locale } = parsed.input

  // The catalogue is read before the answer starts, so a CMS outage is a plain error, not half a stream.
  let data: AssistantCatalogue
  try {
    data = await catalogue()
  } catch (error) {
    console.error('[assistant] catalogue unavailable:', error instanceof Error ? error.message : error)
    return apiError(503, assistantMessages(locale).failed)
  }
  const answer = answerQuestion(message, history, data, locale)
  const visitorMessages = [...history.filter((t) => t.role === 'user').map((t) => t.content), message]
  const config = llmConfig(env)

  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: AssistantEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`))
      try {
        send({ type: 'start', kind: answer.kind, locale: answer.locale })
        const phrasing = await phraseAnswer(config, answer, visitorMessages, data)
        if (phrasing.source === 'offline' && phrasing.fallback) console.warn(`[assistant] language model not used: ${phrasing.fallback}`)
        for (const chunk of textChunks(phrasing.text)) send({ type: 'text', text: chunk })
        for (const card of answer.cards) send({ type: 'card', card })
        if (answer.suggestions.length) send({ type: 'suggestions', suggestions: answer.suggestions })
        send({ type: 'done', source: phrasing.source })
      } catch (error) {
        console.error('[assistant] answer failed:', error instanceof Error ? error.message : error)
        send({ type: 'error', message: assistantMessages(answer.locale).failed })
      } finally {
        controller.close()
      }
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // no-transform: compression would hold the events back until the answer is complete.
      'Cache-Control': CACHE_CONTROL.noStoreNoTransform,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
