import { STATIC_CACHE } from '~/utils/http.server'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { qrPng, qrPngLocale } from '~/utils/qr-code.server'

// GET /qr-download.png[?lang=ar]: the install page's QR code as a PNG download.
export async function loader({ request }: LoaderFunctionArgs) {
  const png = await qrPng(qrPngLocale(request))
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Content-Disposition': 'attachment; filename="cardcompare-qr.png"',
      ...STATIC_CACHE,
    },
  })
}
