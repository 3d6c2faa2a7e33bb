import { STATIC_CACHE } from '~/utils/http.server'
import { qrPng } from '~/utils/qr-code.server'

// GET /qr-download.png: the install page's QR code as a PNG download.
export async function loader() {
  const png = await qrPng()
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Content-Disposition': 'attachment; filename="cardcompare-qr.png"',
      ...STATIC_CACHE,
    },
  })
}
