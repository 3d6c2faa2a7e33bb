import { wordRewards, type RewardsShown } from '@cardcompare/shared'
import { useTranslation } from 'react-i18next'
import { useFormats } from '~/utils/locale'

/**
 * A card's rewards as tiles and tables show them (spec §5): the spec's own words ("N/A", "Varies",
 * "Up to 6%") in the page's language from the parts the loader read, the bank's words as they are,
 * marked English where they have no translation yet (docs/decisions/037).
 */
export function RewardsText({ text, parts, lang }: { text: string; parts?: RewardsShown | null; lang?: 'en' }) {
  const { t } = useTranslation('catalogue')
  const formats = useFormats()
  if (parts && parts.kind !== 'bank') {
    return wordRewards(parts, t, formats)
  }
  return lang ? (
    <span lang={lang} dir="auto">
      {text}
    </span>
  ) : (
    text
  )
}
