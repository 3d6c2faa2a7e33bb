// UAE card facts the code relies on (docs/domain.md).

/**
 * Central Bank of the UAE: a card holder needs an annual income of at least AED 60,000 (about
 * AED 5,000 a month) or a pledged deposit of that amount; banks set their own minimums above it.
 */
export const CBUAE_MIN_ANNUAL_INCOME = 60_000
export const CBUAE_MIN_MONTHLY_INCOME = 5_000
/** The monthly purchase rates UAE banks publish in their KFS today (3.25–3.75 %; APR about 39–45 %). */
export const TYPICAL_MONTHLY_RATE = { min: 3.25, max: 3.75 } as const
/** VAT is charged on fees, not on interest or profit; banks quote most fees VAT-inclusive. */
export const VAT_RATE = 0.05
