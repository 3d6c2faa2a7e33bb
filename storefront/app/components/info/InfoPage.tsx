import { Breadcrumbs, type Crumb } from '~/components/Breadcrumbs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Breadcrumb, eyebrow, title and intro shared by the information pages. */
export function InfoHeader({
  title,
  eyebrow,
  intro,
  crumbs = [],
  children,
}: {
  title: string
  eyebrow?: string
  intro?: ReactNode
  crumbs?: Crumb[]
  children?: ReactNode
}) {
  // The frame's namespace: pages of other namespaces (contact, card benefits) share this header.
  const { t } = useTranslation()
  const trail: Crumb[] = [{ label: t('footer.home'), href: '/' }, ...crumbs, { label: title }]
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
        <Breadcrumbs trail={trail} />
        {eyebrow ? <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className={`${eyebrow ? 'mt-2' : 'mt-6'} text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl`}>{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</div> : null}
        {children}
      </div>
    </header>
  )
}

/** A titled page section with an id for in-page links. */
export function InfoSection({
  id,
  title,
  intro,
  children,
  className = '',
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`mx-auto max-w-6xl px-4 py-10 sm:px-6 ${className}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** A highlighted aside ("Before you apply", "Please note"). */
export function Callout({ title, children, tone = 'brand' }: { title: string; children: ReactNode; tone?: 'brand' | 'amber' }) {
  const tones = {
    brand: 'border-brand-200 bg-brand-50 text-brand-950',
    amber: 'border-amber-300 bg-amber-50 text-amber-950',
  }
  return (
    <aside className={`rounded-2xl border p-5 sm:p-6 ${tones[tone]}`} aria-label={title}>
      <p className="font-semibold">{title}</p>
      <div className="mt-2 space-y-2 text-sm leading-6">{children}</div>
    </aside>
  )
}
