// The honeypot of every intake form, apart from the other controls: the footer's newsletter
// form on every page needs only this one.
import { useTranslation } from 'react-i18next'
import { forwardRef } from 'react'

/**
 * The honeypot (named `website`): off-screen, out of the tab order and hidden from assistive
 * technology, so only a bot fills it. The server answers a filled one quietly.
 */
export const Honeypot = forwardRef<HTMLInputElement, { idPrefix: string }>(function Honeypot({ idPrefix }, ref) {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={`${idPrefix}website`}>{t('frame.honeypot')}</label>
      <input ref={ref} id={`${idPrefix}website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
})
