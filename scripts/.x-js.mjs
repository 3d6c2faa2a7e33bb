import { measureJavaScript } from './bench/bundle.mjs'
for (const p of ['/', '/cards', '/credit-cards/fab-cashback-credit-card', '/ar', '/ar/cards']) {
  const r = await measureJavaScript('http://localhost:3400', p)
  console.log(p, r.files, 'files', (r.gzip / 1000).toFixed(1), 'KB gzip')
}
