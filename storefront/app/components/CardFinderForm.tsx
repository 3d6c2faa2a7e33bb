import { cardsHref } from '@cardcompare/shared'
import { Form, useNavigate } from '~/components/ui/navigation'
import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cardTypeName } from '~/utils/card-type-name'

type Option = { id: number; name: string; lang?: 'en' }

/**
 * The hero's card finder (spec §2 Home): two optional selects and "Find Cards". It is a plain
 * GET form, so without JavaScript it submits cardType=all&bank=all, which the catalogue reads as
 * "no filter"; with JavaScript it navigates to a clean URL instead.
 */
export function CardFinderForm({ cardTypes, banks }: { cardTypes: readonly Option[]; banks: readonly Option[] }) {
  const { t } = useTranslation('catalogue')
  const id = useId()
  const navigate = useNavigate()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    navigate(cardsHref({ cardType: data.get('cardType') as string | null, bank: data.get('bank') as string | null }))
  }

  return (
    <Form method="get" action="/cards" onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TypeAndBankSelects
        idPrefix={id}
        cardTypes={cardTypes}
        banks={banks}
        cardType={null}
        bank={null}
        labelClass="text-sm font-medium text-white"
      />
      <button type="submit" className="btn bg-accent-400 text-slate-900 hover:bg-accent-500">
        <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path strokeLinecap="round" d="m20 20-3.5-3.5" />
        </svg>
        {t('filters.find')}
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
  const { t } = useTranslation(['catalogue', 'common'])
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-type`} className={labelClass}>
          {t('filters.cardType')}
        </label>
        <select id={`${idPrefix}-type`} name="cardType" defaultValue={cardType ?? 'all'} className="field-select mt-1">
          <option value="all">{t('filters.allTypes')}</option>
          {cardTypes.map((type) => {
            const name = cardTypeName(type, (key) => t(`common:categories.${key}`))
            return (
              <option key={type.id} value={type.id} lang={name.lang}>
                {t('filters.typeCards', { type: name.text })}
              </option>
            )
          })}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-bank`} className={labelClass}>
          {t('filters.bank')}
        </label>
        <select id={`${idPrefix}-bank`} name="bank" defaultValue={bank ?? 'all'} className="field-select mt-1">
          <option value="all">{t('filters.allBanks')}</option>
          {banks.map((b) => (
            <option key={b.id} value={b.id} lang={b.lang}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
