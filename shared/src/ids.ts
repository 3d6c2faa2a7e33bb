// Ids and positive integers from requests, without the schema library (the browser's catalogue
// scripts use them too).

export const MAX_INT32 = 2_147_483_647

/**
 * A positive integer id or query value, or null. Strings must be canonical ("7", never "07",
 * "7.0", "1e3", " 7", "+7"); numbers must be integers. Both are capped at 2^31-1 (the
 * database's integer), so a hostile value never reaches a query as NaN or a float.
 */
export function parsePositiveInt(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= MAX_INT32 ? value : null
  }
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const n = Number(value)
  return n <= MAX_INT32 ? n : null
}
