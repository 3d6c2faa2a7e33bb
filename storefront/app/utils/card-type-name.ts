// A card type's name as a page in either language shows it (docs/decisions/035, 037).
import { CARD_TYPE_IDS, type CardTypeKey } from '@cardcompare/shared'

const KEYS = new Map<number, CardTypeKey>(Object.entries(CARD_TYPE_IDS).map(([key, id]) => [id, key as CardTypeKey]))

/**
 * The CMS's name in the page's language. Where the CMS has none yet (`lang` "en", the English
 * name read in its place), the five seeded types take the catalogue's words
 * (`common:categories.<key>`, given by `category`) and any other type shows its English name,
 * marked English.
 */
export function cardTypeName(
  type: { id: number; name: string; lang?: 'en' },
  category: (key: CardTypeKey) => string,
): { text: string; lang?: 'en' } {
  if (!type.lang) return { text: type.name }
  const key = KEYS.get(type.id)
  return key ? { text: category(key) } : { text: type.name, lang: 'en' }
}
