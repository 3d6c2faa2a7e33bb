import type { InputHTMLAttributes, ReactNode } from 'react'
import { forwardRef } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  name: string
  error?: string
  hint?: ReactNode
}

/** A labelled input with its hint and error wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, name, error, hint, id, ...input }, ref) {
  const inputId = id ?? `field-${name}`
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-[invalid]:border-red-600"
        {...input}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
})

export function SubmitButton({ busy, children, busyText }: { busy: boolean; children: ReactNode; busyText: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60"
    >
      {busy ? busyText : children}
    </button>
  )
}

export function Notice({ tone, children }: { tone: 'success' | 'warning' | 'error'; children: ReactNode }) {
  const tones = {
    success: 'border-green-300 bg-green-50 text-green-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
    error: 'border-red-300 bg-red-50 text-red-900',
  }
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  )
}
