// The card finder's questions (spec §2 Quiz dialog: spending habits, income and preferences).
// One schema for both sides (finderFormSchema): react-hook-form shows its messages beside the
// fields before anything is sent; the action, the authority, answers a post with the same
// messages, which this form shows without JavaScript too.
import { zodResolver } from '@hookform/resolvers/zod'
import {
  BANKING_CHOICES,
  SALARY_TRANSFER_CHOICES,
  finderFormSchema,
  SPEND_CATEGORIES,
  type FinderAnswers,
  type FinderFormInput,
} from '@cardcompare/shared'
import { Form } from '~/components/ui/navigation'
import { useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, type FormEvent } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAccountGate } from '~/components/account/AccountGate'
import { Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/Notice'

/** Categories a person picks from: "everything else" is what is left. */
const PICKABLE = SPEND_CATEGORIES.filter((category) => category !== 'other')

/** A checkbox or radio as a card that shows it is chosen. */
const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600'

/** The fields in page order: focus goes to the first the server refused. */
const TYPED_FIELDS = ['spend', 'salary'] as const

type FinderRefusal = { error?: string; errors?: Partial<Record<string, string>>; values?: FinderFormInput }

export function FinderQuizForm({ defaults, refused }: { defaults: FinderFormInput; refused?: FinderRefusal }) {
  const { requireVerified } = useAccountGate()
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const navigation = useNavigation()
  const submit = useSubmit()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const values = refused?.values ?? defaults
  const { register, handleSubmit, formState } = useForm<FinderFormInput, unknown, FinderAnswers>({
    resolver: zodResolver(finderFormSchema),
    defaultValues: values,
  })
  const formRef = useRef<HTMLFormElement>(null)
  // The server's messages show until the next attempt here.
  const serverErrors = formState.submitCount === 0 ? (refused?.errors ?? {}) : {}
  const error = (name: (typeof TYPED_FIELDS)[number]) => formState.errors[name]?.message ?? serverErrors[name]

  const refusedErrors = refused?.errors
  useEffect(() => {
    const first = TYPED_FIELDS.find((name) => refusedErrors?.[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [refusedErrors])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!requireVerified()) {
      event.preventDefault()
      return
    }
    void handleSubmit((_answers, submitted) => submit(submitted!.target as HTMLFormElement))(event)
  }

  const legend = 'text-lg font-semibold text-slate-900'
  // Field names, not texts: registered here, outside the markup the catalogue guard reads.
  const fields = { spend: register('spend'), category: register('category'), salary: register('salary'), fee: register('fee') }
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-8 space-y-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8"
    >
      {refused?.error && formState.submitCount === 0 ? <FormAlert>{refused.error}</FormAlert> : null}
      <fieldset>
        <legend className={legend}>{t('finder.spending')}</legend>
        <div className="mt-3 max-w-sm">
          <Field
            label={t('finder.spend')}
            id="finder-spend"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('finder.spendPlaceholder')}
            aria-required="true"
            error={error('spend')}
            defaultValue={values.spend}
            {...fields.spend}
          />
        </div>
        <p id="finder-categories-hint" className="mt-4 text-sm font-medium text-slate-800">
          {t('finder.categories')}
        </p>
        <div role="group" aria-labelledby="finder-categories-hint" className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {PICKABLE.map((category) => (
            <label key={category} className={CHOICE}>
              <input
                type="checkbox"
                value={category}
                defaultChecked={values.category.includes(category)}
                className="size-4 accent-brand-700"
                {...fields.category}
              />
              {t(`calculator.categories.${category}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legend}>{t('finder.income')}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Field
            label={t('finder.salary')}
            id="finder-salary"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('catalogue:filters.salaryPlaceholder')}
            aria-required="true"
            error={error('salary')}
            defaultValue={values.salary}
            {...fields.salary}
          />
          <div>
            <label htmlFor="finder-fee" className="block text-sm font-medium text-slate-800">
              {t('figures.terms.annualFee')}
            </label>
            <select id="finder-fee" defaultValue={values.fee} className="field-select mt-1" {...fields.fee}>
              <option value="any">{t('catalogue:filters.fee.any')}</option>
              <option value="free">{t('catalogue:filters.fee.free')}</option>
              <option value="first-year">{t('catalogue:filters.fee.first-year')}</option>
            </select>
          </div>
        </div>
        <RadioChoices
          id="finder-banking"
          question={t('finder.banking.question')}
          choices={BANKING_CHOICES}
          labels={(value) => t(`finder.banking.${value}`)}
          checked={values.banking}
          field={register('banking')}
        />
        <RadioChoices
          id="finder-salary-transfer"
          question={t('finder.salaryTransfer.question')}
          why={t('finder.salaryTransfer.why')}
          choices={SALARY_TRANSFER_CHOICES}
          labels={(value) => t(`finder.salaryTransfer.${value}`)}
          checked={values.salaryTransfer}
          field={register('salaryTransfer')}
        />
      </fieldset>

      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('finder.finding') : t('finder.submit')}
      </button>
    </Form>
  )
}

/** A question answered by one of a few choices, laid out as cards side by side from `sm`. */
function RadioChoices<T extends string>({
  id,
  question,
  why,
  choices,
  labels,
  checked,
  field,
}: {
  id: string
  question: string
  why?: string
  choices: readonly T[]
  labels: (value: T) => string
  checked: string
  field: UseFormRegisterReturn
}) {
  return (
    <>
      <p id={`${id}-hint`} className="mt-4 text-sm font-medium text-slate-800">
        {question}
      </p>
      {why ? (
        <p id={`${id}-why`} className="mt-1 text-sm text-slate-600">
          {why}
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-hint`}
        aria-describedby={why ? `${id}-why` : undefined}
        className="mt-2 grid gap-2 sm:grid-cols-3"
      >
        {choices.map((value) => (
          <label key={value} className={CHOICE}>
            <input type="radio" value={value} defaultChecked={checked === value} className="size-4 accent-brand-700" {...field} />
            {labels(value)}
          </label>
        ))}
      </div>
    </>
  )
}
