import { CATALOGUE_SORTS, catalogueHref, FEE_FILTERS, hasCatalogueFilters, parseCatalogueQuery } from '@cardcompare/shared'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigate } from '~/components/ui/navigation'
import { TypeAndBankSelects } from './CardFinderForm'
import { useEffect, useRef, type FormEvent } from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import type { CatalogueFilters as Filters, Option } from './catalogue.types'

const CATALOGUE_FORM_ID = 'catalogue-filters'
const FEE_OPTIONS = ['any', ...FEE_FILTERS] as const

// Long enough that typing "15000" is one navigation, short enough to feel instant.
const SALARY_DEBOUNCE_MS = 400

type Props = { basePath: string; filters: Filters; cardTypes: Option[]; banks: Option[] }

/** Reads the form into the shareable URL holding only the chosen values. */
function hrefFromForm(form: HTMLFormElement, basePath: string): string {
  const data = new FormData(form)
  const entries: Record<string, unknown> = {}
  data.forEach((value, key) => {
    entries[key] = value
  })
  return catalogueHref(basePath, { ...parseCatalogueQuery(entries), page: 1 })
}

/**
 * The catalogue's filters (docs/decisions/005). A plain GET form, so it works without JavaScript;
 * with it, every change applies at once (the salary after a short pause) and replaces the
 * history entry, so Back leaves the catalogue instead of stepping through each keystroke.
 */
export function CatalogueFilters({ basePath, filters, cardTypes, banks }: Props) {
  const { t } = useTranslation('catalogue')
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  function apply(replace: boolean) {
    clearTimeout(timer.current)
    if (!formRef.current) return
    navigate(hrefFromForm(formRef.current, basePath), { replace, preventScrollReset: true })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply(false)
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    if (target.name === 'salary') {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => apply(true), SALARY_DEBOUNCE_MS)
      return
    }
    apply(true)
  }

  // When the URL changes under the form (Back, Clear filters), show its values; the field being
  // typed in keeps its text, so a debounced navigation never fights the keyboard.
  const urlKey = catalogueHref('', filters)
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const values: Record<string, string> = {
      cardType: filters.cardType ? String(filters.cardType) : 'all',
      bank: filters.bank ? String(filters.bank) : 'all',
      salary: filters.salary ? String(filters.salary) : '',
      fee: filters.fee ?? 'any',
    }
    for (const [name, value] of Object.entries(values)) {
      const element = form.elements.namedItem(name)
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
        if (element !== document.activeElement) element.value = value
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey])

  const field = 'text-sm font-medium text-slate-800'

  return (
    <Form
      ref={formRef}
      id={CATALOGUE_FORM_ID}
      method="get"
      action={basePath}
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <TypeAndBankSelects
        idPrefix="filter"
        cardTypes={cardTypes}
        banks={banks}
        cardType={filters.cardType}
        bank={filters.bank}
        labelClass={field}
      />
      <div>
        <label htmlFor="filter-salary" className={field}>
          {t('filters.salary')}
        </label>
        <div className="relative mt-1">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-slate-600">
            {t('filters.currency')}
          </span>
          <input
            id="filter-salary"
            name="salary"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9,]*"
            placeholder={t('filters.salaryPlaceholder')}
            defaultValue={filters.salary ?? ''}
            className="field-select ps-12"
          />
        </div>
      </div>
      <div>
        <label htmlFor="filter-fee" className={field}>
          {t('filters.annualFee')}
        </label>
        <select id="filter-fee" name="fee" defaultValue={filters.fee ?? 'any'} className="field-select mt-1">
          {FEE_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`filters.fee.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        {/* With JavaScript every change applies at once, and the phone's sheet has its one
            "Show N cards" button (CatalogueFilterPanel); without it this button applies them. */}
        <button type="submit" className={`btn-primary ${hydrated ? 'max-lg:hidden' : ''}`}>
          {t('filters.apply')}
        </button>
        {hasCatalogueFilters(filters) ? (
          <Link to={basePath} className="btn-ghost text-brand-700 underline" preventScrollReset>
            {t('filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

/** The sort order; it belongs to the filter form through the `form` attribute. */
export function CatalogueSort({ sort }: { sort: Filters['sort'] }) {
  const { t } = useTranslation('catalogue')
  const ref = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.value = sort
  }, [sort])
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="filter-sort" className="text-sm font-medium whitespace-nowrap text-slate-800">
        {t('sort.label')}
      </label>
      <select
        id="filter-sort"
        name="sort"
        form={CATALOGUE_FORM_ID}
        ref={ref}
        defaultValue={sort}
        className="field-select w-auto"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {CATALOGUE_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`sort.${value}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
