// Amounts in dirhams as the site writes them.

const aedNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** "AED 15,000"; a missing or non-finite amount gives "N/A". */
export function formatAed(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? `AED ${aedNumber.format(amount)}` : 'N/A'
}

/** "Min. Salary: AED 15,000" (spec §2 featured cards). */
export function formatSalary(amount: number | null | undefined): string {
  return `Min. Salary: ${formatAed(amount)}`
}
