import { parsePositiveInt } from '@cardcompare/shared'
import { Form, useNavigate } from '@remix-run/react'
import { useId, type FormEvent } from 'react'

type Option = { id: number; name: string }

type Props = {
  cardTypes: readonly Option[]
  banks: readonly Option[]
  /** Where the GET form goes: /cards from the hero, the page itself on the catalogue. */
  action?: string
  defaultCardType?: number | null
  defaultBank?: number | null
  submitLabel?: string
  /** 'hero' sits on the dark hero; 'panel' on a light filter bar. */
  tone?: 'hero' | 'panel'
}

/** `${base}` plus cardType and bank only when a real value is chosen (spec §2 Home). */
export function filterHref(base: string, values: { cardType?: unknown; bank?: unknown }): string {
  const params = new URLSearchParams()
  const cardType = parsePositiveInt(values.cardType)
  const bank = parsePositiveInt(values.bank)
  if (cardType !== null) params.set('cardType', String(cardType))
  if (bank !== null) params.set('bank', String(bank))
  const query = params.toString()
  return query ? `${base}?${query}` : base
}

/**
 * The hero's card finder (spec §2 Home): two optional selects and "Find Cards". It is a plain
 * GET form, so without JavaScript it submits cardType=all&bank=all, which the catalogue reads as
 * "no filter"; with JavaScript it navigates to a clean URL instead.
 */
export function CardFinderForm({
  cardTypes,
  banks,
  action = '/cards',
  defaultCardType = null,
  defaultBank = null,
  submitLabel = 'Find Cards',
  tone = 'hero',
}: Props) {
  const id = useId()
  const navigate = useNavigate()
  const labelClass = tone === 'hero' ? 'text-sm font-medium text-white' : 'text-sm font-medium text-slate-800'

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    navigate(filterHref(action, { cardType: data.get('cardType'), bank: data.get('bank') }))
  }

  return (
    <Form
      method="get"
      action={action}
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TypeAndBankSelects
        idPrefix={id}
        cardTypes={cardTypes}
        banks={banks}
        cardType={defaultCardType}
        bank={defaultBank}
        labelClass={labelClass}
      />
      <button
        type="submit"
        className={tone === 'hero' ? 'btn bg-accent-400 text-slate-900 hover:bg-accent-500' : 'btn-primary'}
      >
        <svg
          className="size-4"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path strokeLinecap="round" d="m20 20-3.5-3.5" />
        </svg>
        {submitLabel}
      </button>
    </Form>
  )
}

/**
 * The two selects of spec §2's card finder: "All Credit Card Types" / "{type} Cards" and
 * "All Banks" / each bank, "all" meaning no filter. Shared by the hero and the catalogue.
 */
export function TypeAndBankSelects({
  idPrefix,
  cardTypes,
  banks,
  cardType,
  bank,
  labelClass,
}: {
  idPrefix: string
  cardTypes: readonly Option[]
  banks: readonly Option[]
  cardType: number | null
  bank: number | null
  labelClass: string
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-type`} className={labelClass}>
          Card Type
        </label>
        <select id={`${idPrefix}-type`} name="cardType" defaultValue={cardType ?? 'all'} className="field-select mt-1">
          <option value="all">All Credit Card Types</option>
          {cardTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name} Cards
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-bank`} className={labelClass}>
          Bank
        </label>
        <select id={`${idPrefix}-bank`} name="bank" defaultValue={bank ?? 'all'} className="field-select mt-1">
          <option value="all">All Banks</option>
          {banks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
