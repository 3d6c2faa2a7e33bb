// When the CMS cannot be reached (docs/decisions/017): the home page still renders, its hero and
// partner strip with the spec's fallback bank list (spec §3), and the forgot forms answer with
// the spec's exception message instead of an error page. This file starts a second storefront,
// from the same build, whose CMS address has nothing listening.
import type { ChildProcess } from 'node:child_process'
import { FALLBACK_BANKS } from '@cardcompare/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// @ts-expect-error plain ESM script without types
const { freePort } = await import('../../scripts/lib/test-stack.mjs')
// @ts-expect-error plain ESM script without types
const { childEnv, startStorefront, stopChild, waitForHttp } = await import('../../scripts/lib/stack.mjs')

let web: ChildProcess
let base: string

beforeAll(async () => {
  const [port, nobody] = [await freePort(), await freePort()]
  base = `http://localhost:${port}`
  web = startStorefront(
    childEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      CMS_URL: `http://127.0.0.1:${nobody}`,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      CATALOG_CACHE_SECONDS: '0',
    }),
  )
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child: web })
}, 60_000)

afterAll(async () => {
  await stopChild(web)
})

const options = (html: string, name: string) => {
  const select = html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`))
  expect(select, `a select named ${name}`).not.toBeNull()
  return [...select![1].matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => `${value} ${label}`)
}

describe('with the CMS unreachable', () => {
  it('the home page renders 200 with the fallback banks in the hero and the partner strip, and is not cached', async () => {
    const res = await fetch(`${base}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('Find the Best Credit Card in Dubai')

    // The hero's bank select: "All Banks", then ids 1-17 in the spec's order.
    const hero = options(html, 'bank')
    expect(hero).toEqual(['all All Banks', ...FALLBACK_BANKS.map((bank) => `${bank.id} ${bank.name}`)])

    // The partner strip links each bank to /bank/{id}, in the same order.
    const strip = html.slice(html.indexOf('Our Partner Banks'))
    const links = [...strip.matchAll(/<a[^>]*href="\/bank\/(\d+)"/g)].map(([, id]) => Number(id))
    expect(links.slice(0, 17)).toEqual(FALLBACK_BANKS.map((bank) => bank.id))
    for (const bank of FALLBACK_BANKS) expect(strip).toContain(bank.name)
  })

  it("a forgot form answers with the spec's exception message, not an error page", async () => {
    for (const intent of ['forgot-password', 'forgot-username']) {
      const res = await fetch(`${base}/auth?view=${intent}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
        body: new URLSearchParams({ intent, email: 'someone@example.test' }),
      })
      expect(res.status).toBe(502)
      expect(await res.text()).toContain('An unexpected error occurred. Please try again later.')
    }
  })
})
