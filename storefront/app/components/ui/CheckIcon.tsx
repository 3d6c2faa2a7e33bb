/** The tick before a point of a list (a card's features, what the lead form promises). */
export function CheckIcon() {
  return (
    <svg
      className="mt-0.5 size-5 shrink-0 text-brand-700"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="m5 12 5 5L20 7" />
    </svg>
  )
}
