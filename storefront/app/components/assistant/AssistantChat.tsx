// The assistant's chat (docs/decisions/018): a log that screen readers follow politely, a labelled
// question box, suggested questions as buttons, replies rendered as they stream in. Every text
// is rendered as text, never as HTML; every card is a link to its own page.
import { ASSISTANT_LIMITS, STARTER_QUESTIONS, type AssistantAnswer, type AssistantTurn } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import { askAssistant, type StreamEvent } from './assistant-stream'
import { Spinner } from '~/components/ui/Spinner'

type UserMessage = { id: number; role: 'user'; text: string }
type AssistantMessage = {
  id: number
  role: 'assistant'
  text: string
  /** What the answer is: recommendations rank cards; a card answer links the cards asked about. */
  kind: AssistantAnswer['kind'] | null
  cards: AssistantAnswer['cards']
  suggestions: string[]
  status: 'streaming' | 'done' | 'error'
}
type Message = UserMessage | AssistantMessage

let nextId = 1

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== '')
        .map((paragraph, i) => (
          <p key={i} className={i === 0 ? '' : 'mt-2'}>
            {paragraph}
          </p>
        ))}
    </>
  )
}

function Suggestions({
  items,
  label,
  disabled,
  onPick,
}: {
  items: readonly string[]
  label: string
  disabled: boolean
  onPick: (text: string) => void
}) {
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <button
          key={item}
          type="button"
          disabled={disabled}
          onClick={() => onPick(item)}
          className="min-h-11 rounded-full border border-brand-700 bg-white px-4 py-2 text-start text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {item}
        </button>
      ))}
    </div>
  )
}

function CardList({ cards, asked }: { cards: AssistantAnswer['cards']; asked: boolean }) {
  return (
    <ol className="mt-3 space-y-3" aria-label={asked ? 'Card pages' : 'Recommended cards'}>
      {cards.map((card, index) => (
        <li key={card.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {asked ? '' : `${index + 1}. `}
            {card.bankName ?? 'Bank not listed'}
          </p>
          <Link to={card.path} className="mt-1 block text-base font-semibold text-brand-700 underline-offset-2 hover:underline">
            {card.name}
          </Link>
          <p className="mt-1 text-sm text-slate-800">{card.reason}</p>
          {card.facts.length > 0 ? (
            <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
              {card.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

export function AssistantChat() {
  const hydrated = useHydrated()
  const [messages, setMessages] = useState<Message[]>([])
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const abortRef = useRef<AbortController | null>(null)

  useEffect(() => () => abortRef.current?.abort(), [])
  // Keep the newest reply in view as it grows (inside the log, never the page; focus stays put).
  useEffect(() => {
    const log = logRef.current
    if (log && messages.length > 0 && log.scrollHeight > log.clientHeight) log.scrollTop = log.scrollHeight
  }, [messages])

  function update(id: number, change: (m: AssistantMessage) => AssistantMessage) {
    setMessages((all) => all.map((m) => (m.id === id && m.role === 'assistant' ? change(m) : m)))
  }

  async function send(text: string) {
    const message = text.trim()
    if (!message || busy) return
    const history: AssistantTurn[] = messages
      .filter((m) => m.role === 'user' || m.status === 'done')
      .map((m) => ({ role: m.role, content: m.text }))
    const reply: AssistantMessage = {
      id: nextId++,
      role: 'assistant',
      text: '',
      kind: null,
      cards: [],
      suggestions: [],
      status: 'streaming',
    }
    setMessages((all) => [...all, { id: nextId++, role: 'user', text: message }, reply])
    setDraft('')
    setBusy(true)
    inputRef.current?.focus()
    const controller = new AbortController()
    abortRef.current = controller
    const onEvent = (event: StreamEvent) => {
      if (event.type === 'start') update(reply.id, (m) => ({ ...m, kind: event.kind }))
      else if (event.type === 'text') update(reply.id, (m) => ({ ...m, text: m.text + event.text }))
      else if (event.type === 'card') update(reply.id, (m) => ({ ...m, cards: [...m.cards, event.card] }))
      else if (event.type === 'suggestions') update(reply.id, (m) => ({ ...m, suggestions: event.suggestions }))
      else if (event.type === 'done') update(reply.id, (m) => ({ ...m, status: 'done' }))
      else if (event.type === 'error') update(reply.id, (m) => ({ ...m, text: event.message, cards: [], suggestions: [], status: 'error' }))
    }
    try {
      await askAssistant(message, history, onEvent, controller.signal)
    } finally {
      // A stream that ended without "done" keeps what arrived.
      update(reply.id, (m) =>
        m.status === 'streaming'
          ? { ...m, status: m.text ? 'done' : 'error', text: m.text || 'The answer was cut off. Please try again.' }
          : m,
      )
      setBusy(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send(draft)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send(draft)
    }
  }

  function pick(text: string) {
    void send(text)
  }

  function restart() {
    abortRef.current?.abort()
    setMessages([])
    setDraft('')
    inputRef.current?.focus()
  }

  const lastAssistant = [...messages].reverse().find((m): m is AssistantMessage => m.role === 'assistant')
  const remaining = ASSISTANT_LIMITS.messageMax - draft.length

  return (
    <section aria-labelledby="assistant-chat-heading" className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
      <h2 id="assistant-chat-heading" className="sr-only">
        Conversation
      </h2>
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions text"
        aria-busy={busy}
        aria-label="Conversation with the assistant"
        ref={logRef}
        className="min-h-48 space-y-4 p-3 sm:max-h-[65vh] sm:overflow-y-auto sm:p-5"
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <div className="text-slate-800">
            <p>
              Hello! Tell me your monthly salary and what you want from a card, and I will pick cards from our catalogue and explain why, in
              dirhams.
            </p>
            <p className="mt-2">You can also ask about a card by name, for example its APR, annual fee or minimum salary.</p>
            <Suggestions items={STARTER_QUESTIONS} label="Suggested questions" disabled={!hydrated || busy} onPick={pick} />
          </div>
        ) : null}
        {messages.map((m) =>
          m.role === 'user' ? (
            <div key={m.id} className="flex justify-end">
              <div className="max-w-[85%] rounded-2xl rounded-ee-sm bg-brand-700 px-4 py-2 break-words whitespace-pre-wrap text-white">
                <span className="sr-only">You said: </span>
                {/* A question in Arabic reads right to left (docs/decisions/034). */}
                <span dir="auto" className="block">
                  {m.text}
                </span>
              </div>
            </div>
          ) : (
            <div key={m.id} className="flex justify-start">
              <div
                className={`w-full max-w-[95%] rounded-2xl rounded-es-sm border px-4 py-3 break-words sm:max-w-[85%] ${m.status === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'}`}
              >
                <span className="sr-only">Assistant: </span>
                {m.text ? <Paragraphs text={m.text} /> : <Spinner className="size-5 text-brand-700" label="The assistant is writing" />}
                {m.cards.length > 0 ? <CardList cards={m.cards} asked={m.kind === 'card'} /> : null}
                {m.suggestions.length > 0 && m === lastAssistant ? (
                  <Suggestions items={m.suggestions} label="Suggested replies" disabled={busy} onPick={pick} />
                ) : null}
              </div>
            </div>
          ),
        )}
      </div>

      <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3 sm:p-5" aria-label="Ask the assistant">
        <label htmlFor="assistant-message" className="text-sm font-semibold text-slate-900">
          Your question
        </label>
        <textarea
          ref={inputRef}
          id="assistant-message"
          name="message"
          rows={2}
          maxLength={ASSISTANT_LIMITS.messageMax}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="assistant-message-hint"
          dir="auto"
          placeholder="e.g. Cashback card for AED 8,000 salary, no annual fee"
          className="field-select mt-1 resize-y"
        />
        <p id="assistant-message-hint" className="mt-1 text-xs text-slate-600">
          Enter sends, Shift+Enter adds a line. {remaining.toLocaleString('en-US')} characters left. Please do not share personal details
          such as card numbers.
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button type="submit" className="btn-primary" disabled={!hydrated || busy || draft.trim() === ''}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? 'Answering…' : 'Send'}
          </button>
          {messages.length > 0 ? (
            <button type="button" className="btn-ghost" onClick={restart}>
              Start a new conversation
            </button>
          ) : null}
        </div>
      </form>
    </section>
  )
}
