// A control's hidden end for screen readers: the visible word ("Compare", "Remove") is the same on
// every tile, so each control's accessible name carries the card it acts on. The name comes from
// the CMS in English only, so an Arabic page marks it (docs/decisions/037).
import { useContentLang } from '~/utils/locale'

export function HiddenName({ name }: { name: string }) {
  const lang = useContentLang()
  return (
    <span className="sr-only">
      {' '}
      <span lang={lang}>{name}</span>
    </span>
  )
}
