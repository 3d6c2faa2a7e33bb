// The QR code of the install page (spec §2 QR page): the site's own URL tagged
// utm_source=qr_page, drawn locally by the qrcode library (no external chart service). The
// Arabic page's code opens the Arabic home page (docs/decisions/035).
import { isLocale, pathInLocale, type Locale } from '@cardcompare/shared'
import QRCode from 'qrcode'
import { env } from './env.server'

export function qrTargetUrl(locale: Locale): string {
  return `${env.PUBLIC_URL}${pathInLocale('/?utm_source=qr_page', locale)}`
}

/** The PNG's address for a language: one file, the language in its query (English by default). */
export const qrPngPath = (locale: Locale) => (locale === 'en' ? '/qr-download.png' : `/qr-download.png?lang=${locale}`)

/** The language a PNG request asks for; anything else is English. */
export const qrPngLocale = (request: Request): Locale => {
  const lang = new URL(request.url).searchParams.get('lang')
  return isLocale(lang) ? lang : 'en'
}

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2, color: { dark: '#042f2e', light: '#ffffff' } } as const

/** An SVG data URL for an <img>, small enough to inline in the page. */
export async function qrSvgDataUrl(locale: Locale): Promise<string> {
  const svg = await QRCode.toString(qrTargetUrl(locale), { ...OPTIONS, type: 'svg' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** A print-quality PNG for the download button. */
export function qrPng(locale: Locale): Promise<Buffer> {
  return QRCode.toBuffer(qrTargetUrl(locale), { ...OPTIONS, type: 'png', width: 1024 })
}
