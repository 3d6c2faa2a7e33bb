// The banks the site names when the catalogue has none (spec §3).

import type { Bank } from './contract'

/** Used when GET /api/banks returns nothing (spec §3): ids 1-17 in this order. */
export const FALLBACK_BANKS: readonly Pick<Bank, 'id' | 'name' | 'logo'>[] = [
  'ADCB',
  'ADIB',
  'Ajman Bank',
  'Al Hilal Bank',
  'American Express',
  'Citibank',
  'Commercial Bank of Dubai',
  'Dubai Islamic Bank',
  'Emirates Islamic Bank',
  'Emirates NBD',
  'First Abu Dhabi Bank',
  'HSBC',
  'Liv Bank',
  'Mashreq Bank',
  'RAK Bank',
  'Standard Chartered',
  'Wio Bank',
].map((name, index) => ({ id: index + 1, name, logo: null }))

/**
 * Each bank's name in Arabic, as the bank writes it, keyed by its catalogue name. The assistant
 * reads them in Arabic questions (assistant/arabic.ts); the Arabic storefront will show them.
 */
export const BANK_NAMES_AR: Readonly<Record<(typeof FALLBACK_BANKS)[number]['name'], string>> = {
  ADCB: 'بنك أبوظبي التجاري',
  ADIB: 'مصرف أبوظبي الإسلامي',
  'Ajman Bank': 'مصرف عجمان',
  'Al Hilal Bank': 'مصرف الهلال',
  'American Express': 'أمريكان إكسبريس',
  Citibank: 'سيتي بنك',
  'Commercial Bank of Dubai': 'بنك دبي التجاري',
  'Dubai Islamic Bank': 'بنك دبي الإسلامي',
  'Emirates Islamic Bank': 'مصرف الإمارات الإسلامي',
  'Emirates NBD': 'بنك الإمارات دبي الوطني',
  'First Abu Dhabi Bank': 'بنك أبوظبي الأول',
  HSBC: 'إتش إس بي سي',
  'Liv Bank': 'بنك ليف',
  'Mashreq Bank': 'بنك المشرق',
  'RAK Bank': 'بنك رأس الخيمة الوطني',
  'Standard Chartered': 'ستاندرد تشارترد',
  'Wio Bank': 'بنك ويو',
}

/** The hero's bank select and the partner strip: the banks given, or the spec's list when there are none. */
export function banksOrFallback<B extends Pick<Bank, 'id' | 'name' | 'logo'>>(
  banks: readonly B[] | null | undefined,
): readonly (B | (typeof FALLBACK_BANKS)[number])[] {
  return banks && banks.length > 0 ? banks : FALLBACK_BANKS
}
