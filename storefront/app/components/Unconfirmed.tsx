import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The small mark on a figure no bank document confirms (docs/decisions/009). */
function UnconfirmedMark() {
  const { t } = useTranslation('catalogue')
  return (
    <span
      title={t('figure.unconfirmedTitle')}
      className="ms-1.5 inline-flex items-center rounded bg-amber-100 px-1.5 py-0.5 align-middle text-[11px] leading-none font-medium text-amber-900"
    >
      {t('figure.unconfirmed')}
    </span>
  )
}

/**
 * A figure as tiles and tables show it: the value, or "Not confirmed" in place of an unknown one,
 * or the value with the mark when nobody has matched it to a document.
 */
export function FigureValue({ text, confirmed, unknown }: { text: ReactNode; confirmed: boolean; unknown: boolean }) {
  const { t } = useTranslation('catalogue')
  if (unknown) return <span className="font-normal text-amber-900 italic">{t('figure.notConfirmed')}</span>
  return (
    <>
      {text}
      {confirmed ? null : <UnconfirmedMark />}
    </>
  )
}
