// The browser's half of POST /api/assistant: sends the message, the conversation so far and the
// page's language, and hands each NDJSON event to `onEvent` as it arrives.
import { ASSISTANT_LIMITS, type AssistantEvent, type AssistantTurn, type Locale } from '@cardcompare/shared'

export type StreamEvent = AssistantEvent

/** The last turns, each cut to what the endpoint accepts. */
function historyForRequest(turns: readonly AssistantTurn[]): AssistantTurn[] {
  return turns
    .slice(-ASSISTANT_LIMITS.historyMax)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, ASSISTANT_LIMITS.historyItemMax) }))
}

/** What the chat says, in the page's language, when the endpoint cannot answer. */
export interface StreamTexts {
  unreachable: string
  failed: string
  rateLimited: string
  retryIn: (message: string, seconds: number) => string
}

/** Streams the answer; resolves when it ends. A refusal (400, 429, 5xx) arrives as one error event. */
export async function askAssistant(
  { message, history, locale }: { message: string; history: readonly AssistantTurn[]; locale: Locale },
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal | undefined,
  texts: StreamTexts,
) {
  let res: Response
  try {
    res = await fetch('/api/assistant', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify({ message, history: historyForRequest(history), locale }),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) return
    onEvent({ type: 'error', message: texts.unreachable })
    return
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null
    const retry = Number(res.headers.get('Retry-After'))
    // The rate limiter answers before the page's language is known; the chat says it in the page's.
    let message = res.status === 429 ? texts.rateLimited : typeof body?.error === 'string' ? body.error : texts.failed
    if (res.status === 429 && retry > 0) message = texts.retryIn(message, retry)
    onEvent({ type: 'error', message })
    return
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (value) buffer += value
    const lines = buffer.split('\n')
    buffer = done ? '' : (lines.pop() ?? '')
    for (const line of lines) {
      if (line.trim() === '') continue
      try {
        onEvent(JSON.parse(line) as StreamEvent)
      } catch {
        // A line cut by a dropped connection: what arrived before it stays shown.
      }
    }
    if (done) break
  }
}
