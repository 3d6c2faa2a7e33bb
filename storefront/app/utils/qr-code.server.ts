// The QR code of the install page (spec §2 QR page): the site's own URL tagged
// utm_source=qr_page, drawn locally by the qrcode library (no external chart service).
import QRCode from 'qrcode'
import { env } from './env.server'

export function qrTargetUrl(): string {
  return `${env.PUBLIC_URL}/?utm_source=qr_page`
}

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2, color: { dark: '#042f2e', light: '#ffffff' } } as const

/** An SVG data URL for an <img>, small enough to inline in the page. */
export async function qrSvgDataUrl(): Promise<string> {
  const svg = await QRCode.toString(qrTargetUrl(), { ...OPTIONS, type: 'svg' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** A print-quality PNG for the download button. */
export function qrPng(): Promise<Buffer> {
  return QRCode.toBuffer(qrTargetUrl(), { ...OPTIONS, type: 'png', width: 1024 })
}
