// Messages inside a page: a toned notice, and a form-level alert announced when it appears.
import type { ReactNode } from 'react'
import { TranslatedMessage } from './TranslatedMessage'

/** A text child may be a server's English message: it is shown in the page's language. */
export function Notice({ tone, children }: { tone: 'success' | 'warning' | 'error'; children: ReactNode }) {
  const tones = {
    success: 'border-green-300 bg-green-50 text-green-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
    error: 'border-red-300 bg-red-50 text-red-900',
  }
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>
      {typeof children === 'string' ? <TranslatedMessage text={children} /> : children}
    </div>
  )
}

/**
 * A form-level message (a refused submission), announced when it appears. A text child is the
 * server's English message: translated here, as FieldError does for a field's.
 */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {typeof children === 'string' ? <TranslatedMessage text={children} /> : children}
    </p>
  )
}
