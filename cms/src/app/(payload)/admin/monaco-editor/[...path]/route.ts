// Monaco (Payload's code and JSON field editor) from our own origin: by default its loader
// fetches it from cdn.jsdelivr.net, which the admin's Content-Security-Policy refuses and a
// closed network cannot reach. Read-only files of the installed `monaco-editor` package.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { publicFor } from '@/http'

const ROOT = path.join(process.cwd(), 'node_modules/monaco-editor/min')
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path
  const file = path.join(ROOT, ...segments)
  const type = TYPES[path.extname(file)]
  if (!type || !file.startsWith(`${ROOT}${path.sep}vs${path.sep}`) || segments.some((s) => s.includes('\0'))) {
    return new Response('Not Found', { status: 404 })
  }
  try {
    return new Response(new Uint8Array(await readFile(file)), {
      headers: { 'Content-Type': type, ...publicFor(86_400), 'X-Content-Type-Options': 'nosniff' },
    })
  } catch {
    return new Response('Not Found', { status: 404 })
  }
}
