// The browser's half of POST /api/assistant: sends the message and the conversation so far,
// and hands each NDJSON event to `onEvent` as it arrives.
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, type AssistantEvent, type AssistantTurn } from '@cardcompare/shared'

export type StreamEvent = AssistantEvent

/** The last turns, each cut to what the endpoint accepts. */
function historyForRequest(turns: readonly AssistantTurn[]): AssistantTurn[] {
  return turns
    .slice(-ASSISTANT_LIMITS.historyMax)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, ASSISTANT_LIMITS.historyItemMax) }))
}

/** Streams the answer; resolves when it ends. A refusal (400, 429, 5xx) arrives as one error event. */
export async function askAssistant(
  message: string,
  history: readonly AssistantTurn[],
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
) {
  let res: Response
  try {
    res = await fetch('/api/assistant', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify({ message, history: historyForRequest(history) }),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) return
    onEvent({ type: 'error', message: 'The assistant could not be reached. Please check your connection and try again.' })
    return
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null
    const retry = Number(res.headers.get('Retry-After'))
    let message = typeof body?.error === 'string' ? body.error : ASSISTANT_MESSAGES.failed
    if (res.status === 429 && retry > 0) message = `${message} (You can ask again in ${retry} second${retry === 1 ? '' : 's'}.)`
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
