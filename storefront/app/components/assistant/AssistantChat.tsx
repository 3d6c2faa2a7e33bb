// The assistant's chat (docs/decisions/018): a log that screen readers follow politely, a labelled
// question box, suggested questions as buttons, replies rendered as they stream in. Every text
// is rendered as text, never as HTML; every card is a link to its own page. The page's texts are
// the `assistant` catalogue's; each reply carries its own language (docs/decisions/034), so an
// English answer on /ar reads left to right and an Arabic one on an English page right to left.
import { ASSISTANT_LIMITS, TEXT_DIRECTION, type AssistantAnswer, type AssistantTurn, type Locale } from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormats, useLocale } from '~/utils/locale'
import { useHydrated } from '~/utils/use-hydrated'
import { askAssistant, type StreamEvent } from './assistant-stream'
import { Spinner } from '~/components/ui/Spinner'

const STARTERS = ['cashback', 'islamic', 'spend', 'online'] as const

type UserMessage = { id: number; role: 'user'; text: string }
type AssistantMessage = {
  id: number
  role: 'assistant'
  text: string
  /** What the answer is: recommendations rank cards; a card answer links the cards asked about. */
  kind: AssistantAnswer['kind'] | null
  /** The language of the answer, once its first event says (the page's until then). */
  locale: Locale | null
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

function CardList({ cards, asked, locale }: { cards: AssistantAnswer['cards']; asked: boolean; locale: Locale }) {
  const { t } = useTranslation('assistant')
  // Card and bank names are the CMS's, in English (docs/decisions/035), inside a reply in `locale`.
  const nameLang = locale === 'en' ? undefined : 'en'
  return (
    <ol className="mt-3 space-y-3" aria-label={asked ? t('chat.cardPages') : t('chat.recommended')}>
      {cards.map((card, index) => (
        <li key={card.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {asked ? '' : `${index + 1}. `}
            {card.bankName ? <span lang={nameLang}>{card.bankName}</span> : t('chat.bankNotListed')}
          </p>
          <Link
            to={card.path}
            lang={nameLang}
            className="mt-1 block text-base font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
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
  const { t } = useTranslation('assistant')
  const locale = useLocale()
  const formats = useFormats()
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
      locale: null,
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
      if (event.type === 'start') update(reply.id, (m) => ({ ...m, kind: event.kind, locale: event.locale }))
      else if (event.type === 'text') update(reply.id, (m) => ({ ...m, text: m.text + event.text }))
      else if (event.type === 'card') update(reply.id, (m) => ({ ...m, cards: [...m.cards, event.card] }))
      else if (event.type === 'suggestions') update(reply.id, (m) => ({ ...m, suggestions: event.suggestions }))
      else if (event.type === 'done') update(reply.id, (m) => ({ ...m, status: 'done' }))
      else if (event.type === 'error') update(reply.id, (m) => ({ ...m, text: event.message, cards: [], suggestions: [], status: 'error' }))
    }
    try {
      await askAssistant({ message, history, locale }, onEvent, controller.signal, {
        unreachable: t('chat.unreachable'),
        failed: t('errors.failed'),
        rateLimited: t('errors.rateLimited'),
        retryIn: (text, seconds) => t('chat.retryIn', { message: text, count: seconds }),
      })
    } finally {
      // A stream that ended without "done" keeps what arrived.
      update(reply.id, (m) =>
        m.status === 'streaming' ? { ...m, status: m.text ? 'done' : 'error', text: m.text || t('chat.cutOff') } : m,
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
        {t('chat.heading')}
      </h2>
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions text"
        aria-busy={busy}
        aria-label={t('chat.log')}
        ref={logRef}
        className="min-h-48 space-y-4 p-3 sm:max-h-[65vh] sm:overflow-y-auto sm:p-5"
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <div className="text-slate-800">
            <p>{t('chat.hello')}</p>
            <p className="mt-2">{t('chat.byName')}</p>
            <Suggestions
              items={STARTERS.map((key) => t(`starters.${key}`))}
              label={t('chat.suggested')}
              disabled={!hydrated || busy}
              onPick={pick}
            />
          </div>
        ) : null}
        {messages.map((m) =>
          m.role === 'user' ? (
            <div key={m.id} className="flex justify-end">
              <div className="max-w-[85%] rounded-2xl rounded-ee-sm bg-brand-700 px-4 py-2 break-words whitespace-pre-wrap text-white">
                <span className="sr-only">{t('chat.youSaid')}</span>
                {/* A question in Arabic reads right to left (docs/decisions/034). */}
                <span dir="auto" className="block">
                  {m.text}
                </span>
              </div>
            </div>
          ) : (
            <div key={m.id} className="flex justify-start">
              <div
                lang={m.locale && m.locale !== locale ? m.locale : undefined}
                dir={m.locale && m.locale !== locale ? TEXT_DIRECTION[m.locale] : undefined}
                className={`w-full max-w-[95%] rounded-2xl rounded-es-sm border px-4 py-3 break-words sm:max-w-[85%] ${m.status === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'}`}
              >
                <span className="sr-only">{t('chat.assistantSaid')}</span>
                {m.text ? <Paragraphs text={m.text} /> : <Spinner className="size-5 text-brand-700" label={t('chat.writing')} />}
                {m.cards.length > 0 ? <CardList cards={m.cards} asked={m.kind === 'card'} locale={m.locale ?? locale} /> : null}
                {m.suggestions.length > 0 && m === lastAssistant ? (
                  <Suggestions items={m.suggestions} label={t('chat.suggestedReplies')} disabled={busy} onPick={pick} />
                ) : null}
              </div>
            </div>
          ),
        )}
      </div>

      <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3 sm:p-5" aria-label={t('chat.form')}>
        <label htmlFor="assistant-message" className="text-sm font-semibold text-slate-900">
          {t('chat.label')}
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
          placeholder={t('chat.placeholder')}
          className="field-select mt-1 resize-y"
        />
        <p id="assistant-message-hint" className="mt-1 text-xs text-slate-600">
          {t('chat.hint', { n: formats.number(remaining) })}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button type="submit" className="btn-primary" disabled={!hydrated || busy || draft.trim() === ''}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? t('chat.answering') : t('chat.send')}
          </button>
          {messages.length > 0 ? (
            <button type="button" className="btn-ghost" onClick={restart}>
              {t('chat.restart')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  )
}
