'use client'
// The form of /admin/privacy: one address, two actions. "Download data (JSON)" saves what the
// export endpoint returns; "Erase data" asks again before it calls the erase endpoint. Both
// show how many records they covered.
import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

type Counts = Record<string, number>
type Outcome = { kind: 'export'; counts: Counts } | { kind: 'erase'; counts: Counts; accountKept: boolean }

const LABELS: Record<string, string> = {
  account: 'Account',
  leads: 'Leads and applications',
  leadNotes: 'Notes on those leads',
  favorites: 'Favourites',
  compareLists: 'Compare lists',
  preferences: 'Preferences',
  fortunes: 'Fortunes',
  cardInteractions: 'Card interactions',
  blogComments: 'Blog comments (exported, not erased)',
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (!res.ok) {
    const message = (json?.errors as { message?: string }[] | undefined)?.[0]?.message ?? `The request failed (${res.status}).`
    throw new Error(message)
  }
  return json ?? {}
}

function download(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  // The UAE's date, as on the leads export.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  )
  // No name or address in the file's name: downloads folders are listed in plain sight.
  link.download = `privacy-export-${day}.json`
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

export function PrivacyRequests({ apiRoute }: { apiRoute: string }) {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [deleteAccount, setDeleteAccount] = useState(false)

  const valid = looksLikeEmail(email)
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    setOutcome(null)
    try {
      await work()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The request failed.')
    } finally {
      setBusy(false)
    }
  }

  const exportData = () =>
    run(async () => {
      const data = await post(`${apiRoute}/privacy/export`, { email: email.trim() })
      download(data)
      setOutcome({ kind: 'export', counts: data.counts as Counts })
    })

  const erase = () =>
    run(async () => {
      const data = await post(`${apiRoute}/privacy/erase`, { email: email.trim(), confirm: true, deleteAccount })
      setConfirming(false)
      setDeleteAccount(false)
      setOutcome({ kind: 'erase', counts: data.erased as Counts, accountKept: Boolean(data.accountKept) })
    })

  return (
    <div>
      <form className="cc-privacy__form" onSubmit={(event) => (event.preventDefault(), valid && !busy && exportData())}>
        <label className="cc-privacy__label" htmlFor={inputId}>
          The person’s e-mail address
        </label>
        <input
          id={inputId}
          className="cc-privacy__input"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setConfirming(false)
            setOutcome(null)
          }}
          placeholder="name@example.com"
          required
        />
        <div className="cc-privacy__actions">
          <Button type="submit" buttonStyle="primary" size="medium" margin={false} disabled={!valid || busy}>
            Download data (JSON)
          </Button>
          <Button
            type="button"
            buttonStyle="secondary"
            className="cc-danger-outline"
            size="medium"
            margin={false}
            disabled={!valid || busy || confirming}
            onClick={() => setConfirming(true)}
          >
            Erase data
          </Button>
          {busy ? <span aria-live="polite">Working…</span> : null}
        </div>
      </form>

      {confirming ? (
        <div className="cc-privacy__confirm" role="alertdialog" aria-labelledby={`${inputId}-confirm`}>
          <p id={`${inputId}-confirm`}>
            <strong>Erase the data held for {email.trim()}?</strong> Their leads and applications with the notes on them, favourites,
            compare lists, preferences, fortunes and card interactions are deleted at once. This cannot be undone. Download the data first
            if the person asked for a copy.
          </p>
          <label className="cc-privacy__check">
            <input type="checkbox" checked={deleteAccount} onChange={(event) => setDeleteAccount(event.target.checked)} />
            Also delete their account (they can no longer sign in)
          </label>
          <div className="cc-privacy__actions">
            <Button type="button" buttonStyle="primary" className="cc-danger" size="medium" margin={false} disabled={busy} onClick={erase}>
              Yes, erase data
            </Button>
            <Button type="button" buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}

      {error ? (
        <p className="cc-privacy__error" role="alert">
          {error}
        </p>
      ) : null}

      {outcome ? (
        <section className="cc-privacy__result" aria-live="polite">
          <h2>{outcome.kind === 'export' ? 'Downloaded: records found' : 'Erased: records deleted'}</h2>
          <table>
            <tbody>
              {Object.entries(outcome.counts ?? {}).map(([key, count]) => (
                <tr key={key}>
                  <th scope="row">{LABELS[key] ?? key}</th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {outcome.kind === 'erase' && outcome.accountKept ? <p>The account itself was kept, emptied of the records above.</p> : null}
        </section>
      ) : null}
    </div>
  )
}
