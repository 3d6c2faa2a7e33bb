import type { ReactNode } from 'react'

/** The frame of our outline icons (24 px grid, 1.8 stroke, decorative). */
export function LineIcon({ className = 'size-6', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
