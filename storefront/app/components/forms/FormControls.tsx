// Controls the intake forms share (Apply, lead form, newsletter), wired for screen readers:
// every control has a label, and an error is tied to it with aria-invalid/aria-describedby.
import { COUNTRY_LIST, countryDialCode, PRIVACY_POLICY_NAMES, sanitizePhoneInput } from '@cardcompare/shared'
import { useTranslation } from 'react-i18next'
import { Link } from '~/components/ui/navigation'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '~/components/ui/Field'
import { FieldError } from '~/components/ui/Field'

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

const NEW_TAB = { target: '_blank', rel: 'noopener' } as const

/**
 * A text with "Privacy Policy" linked (the consent texts name it, in their language:
 * PRIVACY_POLICY_NAMES). In a form the link opens a new tab, so reading the policy does not lose
 * what was typed.
 */
export function PolicyLinkedText({ text, newTab = true }: { text: string; newTab?: boolean }) {
  const { t } = useTranslation()
  const name = Object.values(PRIVACY_POLICY_NAMES).find((candidate) => text.includes(candidate)) ?? ''
  const at = name ? text.indexOf(name) : -1
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <Link to="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900" {...(newTab ? NEW_TAB : {})}>
        {name}
        {newTab ? <span className="sr-only">{t('frame.newTab')}</span> : null}
      </Link>
      {text.slice(at + name.length)}
    </>
  )
}

/**
 * Dial-code select plus the local number (spec §3, §5): the input keeps only digits, spaces,
 * hyphens and brackets, and the hint names the selected country's digit count. Ids are the
 * prefix plus the field names ("apply-countryCode", "apply-phone"). The select is as wide as its
 * longest option ("+971 United Arab Emirates"), so no country is cut short: side by side with
 * the number where the form has room for both (a container query), above it where it has not.
 */
export function PhoneField({
  idPrefix,
  label,
  country,
  countryField,
  phoneField,
  error,
  defaultCountry,
  defaultPhone,
}: {
  idPrefix: string
  label: string
  /** The selected country (watched), for the hint. */
  country: string
  countryField: UseFormRegisterReturn
  phoneField: UseFormRegisterReturn
  error?: string
  /** Rendered values, so a page re-rendered by the server keeps them without JavaScript. */
  defaultCountry?: string
  defaultPhone?: string
}) {
  const { t } = useTranslation('forms')
  const countryId = `${idPrefix}${countryField.name}`
  return (
    <div className="@container">
      <div className="flex flex-col gap-3 @md:flex-row @md:items-start @md:gap-2">
        <div>
          <label htmlFor={countryId} className="block text-sm font-medium text-slate-800">
            {t('phone.countryCode')}
          </label>
          <select
            id={countryId}
            defaultValue={defaultCountry}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-slate-900 focus:outline-2 focus:outline-teal-700 @md:w-auto"
            {...countryField}
          >
            {COUNTRY_LIST.map((c) => (
              <option key={c.code} value={c.code}>
                {c.dialCode} {t(`countries.${c.code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <Field
            label={label}
            id={`${idPrefix}${phoneField.name}`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-required="true"
            error={error}
            hint={t('phone.hint', { digits: countryDialCode(country).digits })}
            defaultValue={defaultPhone}
            {...phoneField}
            onChange={(event) => {
              event.target.value = sanitizePhoneInput(event.target.value)
              return phoneField.onChange(event)
            }}
          />
        </div>
      </div>
    </div>
  )
}

type Choice = { value: string; label: string }
const asChoices = (options: readonly (string | Choice)[]): Choice[] =>
  options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o))

/**
 * A fieldset of checkboxes (one name, repeated: the form posts each ticked value) or radios.
 * Option ids are `${idPrefix}${name}-${index}`; the first takes focus for the group's error.
 */
export function ChoiceGroup({
  idPrefix,
  type,
  legend,
  hint,
  options,
  field,
  error,
  defaultValue,
  inline = false,
}: {
  idPrefix: string
  type: 'checkbox' | 'radio'
  legend: string
  hint?: string
  options: readonly (string | Choice)[]
  field: UseFormRegisterReturn
  error?: string
  /** Ticked values (checkboxes) or the chosen value (radios), rendered for no-JS re-renders. */
  defaultValue?: readonly string[] | string
  /** A few short options in a row (radios) instead of a two-column grid. */
  inline?: boolean
}) {
  const base = `${idPrefix}${field.name}`
  const chosen = (value: string) => (Array.isArray(defaultValue) ? defaultValue.includes(value) : defaultValue === value)
  return (
    <fieldset aria-describedby={describedBy(hint && `${base}-hint`, error && `${base}-error`)}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${base}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {/* Two columns even on a phone: twelve options in one would be a long scroll. */}
      <div className={`mt-2 gap-2 ${inline ? 'flex flex-wrap' : 'grid grid-cols-2'}`}>
        {asChoices(options).map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${base}-${index}`}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm leading-5 text-slate-800 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 sm:gap-2.5 sm:px-3 ${inline ? 'min-w-24 pe-4' : ''}`}
          >
            <input
              id={`${base}-${index}`}
              type={type}
              value={option.value}
              defaultChecked={defaultValue === undefined ? undefined : chosen(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-brand-700"
              {...field}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${base}-error`} error={error} />
    </fieldset>
  )
}

/** A consent checkbox, unticked by default; its text may link the Privacy Policy. */
export function ConsentCheckbox({
  id,
  text,
  field,
  error,
  defaultChecked,
  required = false,
}: {
  id: string
  text: string
  field: UseFormRegisterReturn
  error?: string
  defaultChecked?: boolean
  required?: boolean
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...field}
        />
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          <PolicyLinkedText text={text} />
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
