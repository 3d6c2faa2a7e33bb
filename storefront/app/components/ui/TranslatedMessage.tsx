// An English message (a zod issue, the server's or the CMS's answer, a toast) in the page's
// language (docs/decisions/035). Its own component so a form that shows no message never asks for
// the `forms` catalogue.
import { useTranslateMessage } from '~/i18n/messages'

export function TranslatedMessage({ text }: { text: string }) {
  return <>{useTranslateMessage()(text)}</>
}
