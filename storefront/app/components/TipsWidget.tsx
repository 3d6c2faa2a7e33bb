import { NavLink } from '@remix-run/react'

/**
 * The footer-area tips widget (spec §2 Home "a tips icon", §2 Guards "a further footer-area
 * widget"): a floating shortcut to the financial tips, on every page that shows the footer.
 * NavLink marks it aria-current on the tips page itself.
 */
export function TipsWidget() {
  return (
    <NavLink
      to="/financial-tips"
      end
      aria-label="Financial tips"
      title="Financial tips"
      className="fixed bottom-5 left-5 z-20 inline-flex size-12 items-center justify-center rounded-full bg-accent-400 text-slate-900 shadow-lg ring-1 ring-amber-600/40 hover:bg-accent-500"
    >
      <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1.1 2.2h5c.1-1 .5-1.7 1.1-2.2A6 6 0 0 0 12 3Z" />
      </svg>
    </NavLink>
  )
}
