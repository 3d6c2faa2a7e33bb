// A card type's name as a page in either language shows it (docs/decisions/035).
import { CARD_TYPE_IDS, type CardTypeKey, type Locale } from '@cardcompare/shared'

const KEYS = new Map<number, CardTypeKey>(Object.entries(CARD_TYPE_IDS).map(([key, id]) => [id, key as CardTypeKey]))

/**
 * English pages show the CMS's name as it is. Another language names the five seeded types with
 * the catalogue's words (`common:categories.<key>`, given by `category`) and shows any other
 * type's CMS name, to be marked English (`lang`), until the CMS translates it.
 */
export function cardTypeName(
  type: { id: number; name: string },
  locale: Locale,
  category: (key: CardTypeKey) => string,
): { text: string; lang?: 'en' } {
  if (locale === 'en') return { text: type.name }
  const key = KEYS.get(type.id)
  return key ? { text: category(key) } : { text: type.name, lang: 'en' }
}
