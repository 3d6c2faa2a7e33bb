// The form primitives every form uses: a labelled control with its hint and error wired for
// screen readers (aria-invalid, aria-describedby).
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { TranslatedMessage } from './TranslatedMessage'

const errorClass = 'mt-1 text-sm text-red-700'
export const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-[invalid]:border-red-600'

/**
 * A field's message, from the zod schema in the browser or from the server (the action, the
 * CMS): both speak English, and this is where a page in another language translates them.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={errorClass}>
      <TranslatedMessage text={error} />
    </p>
  ) : null
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  name: string
  error?: string
  hint?: ReactNode
}

/** A labelled input with its hint and error wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, name, error, hint, id, className, ...input }, ref) {
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
        className={className ? `${controlClass} ${className}` : controlClass}
        {...input}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  )
})

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; name: string; label: ReactNode; error?: string }

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField({ id, label, error, ...rest }, ref) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
})
