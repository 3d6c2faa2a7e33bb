// The page an application ends on, linked from the Apply dialog and the no-JavaScript apply page.

/** /thank-you?card={the card page's slug}: the page names the card only if it finds it. */
export function thankYouHref(card: { href: string }): string {
  const last = card.href.slice(card.href.lastIndexOf('/') + 1)
  let param = last
  try {
    param = decodeURIComponent(last)
  } catch {
    // cardPath() encodes; a hand-made href is passed on as it is.
  }
  return param ? `/thank-you?${new URLSearchParams({ card: param })}` : '/thank-you'
}
