// Every English word an Arabic page shows is marked lang="en" (docs/decisions/035, 037): a
// card's name in a tile's screen-reader texts, a blog tag, a bank's English name in the apply
// header, the CMS's untranslated texts. What stays unmarked is a word Arabic writes in Latin
// letters as it is: a brand, a product tier, a standard or a key (UNMARKED_LATIN). A screen reader
// reads a marked word with an English voice; an unmarked one is spelled out in Arabic.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUp } from './users'

/** Names the Arabic catalogue writes in Latin letters, as Arabic texts in the UAE do. */
const UNMARKED_LATIN = new Set(
  [
    ['CardCompare', 'UAE', 'FZ-LLC'],
    // Card tiers and payment brands (card-benefits, the catalogue's texts).
    ['Infinite', 'World', 'Elite', 'Signature', 'Apple', 'Google', 'Samsung', 'Pay', 'WhatsApp'],
    // Abbreviations the banks' Arabic documents keep.
    ['APR', 'KFS', 'DNCR', 'AECB', 'JSON', 'QR', 'IP', 'PDF'],
    // The QR page's browsers and devices, the accessibility page's standards, tools and keys.
    ['iPhone', 'iPad', 'Safari', 'Android', 'Chrome', 'Chromium', 'Firefox', 'Edge', 'Microsoft', 'Lens'],
    ['WCAG', 'AA', 'axe', 'axe-core', 'NVDA', 'JAWS', 'VoiceOver', 'TalkBack', 'Enter', 'Shift', 'Tab', 'Escape'],
  ].flat(),
)

const GUEST_PAGES = [
  '/ar',
  '/ar/cards',
  '/ar/credit-cards?cardType=2&sort=fee',
  '/ar/credit-cards/fab-cashback-credit-card',
  '/ar/bank/10',
  '/ar/card-issuers',
  '/ar/card-benefits',
  '/ar/compare',
  '/ar/auth',
  '/ar/qr-download',
  '/ar/blog',
  '/ar/blog/aecb-credit-score-guide',
  '/ar/blog/category/islamic-finance',
  '/ar/blog/tag/AECB',
  '/ar/contact',
  '/ar/financial-tips',
  '/ar/how-we-rank',
  '/ar/ai-assistant',
  '/ar/privacy-policy',
  '/ar/terms-of-service',
  '/ar/cookie-policy',
  '/ar/accessibility',
  '/ar/no-such-page',
]

/** Each text on the page (screen-reader texts included) with a Latin word that no element marks English. */
function unmarkedEnglish(page: Page, own: string[] = []) {
  return page.evaluate(
    ({ allowed, own }) => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        // Code (a cookie's name, an address) is in no language.
        if (!parent || parent.closest('[lang="en"], code, script, style, noscript, template')) continue
        if (getComputedStyle(parent).display === 'none' || parent.closest('[hidden]')) continue
        // An e-mail address is no word of a language.
        const text = own.reduce((rest, name) => rest.replaceAll(name, ''), node.textContent ?? '').replace(/\S+@\S+/g, '')
        const words = text.match(/[A-Za-z][A-Za-z-]*[A-Za-z]/g) ?? []
        const english = words.filter((word) => !allowed.includes(word))
        if (english.length > 0) found.push(`${english.join(' ')} in “${(node.textContent ?? '').trim().slice(0, 80)}”`)
      }
      return found
    },
    { allowed: [...UNMARKED_LATIN], own },
  )
}

test('an Arabic page marks every English word it shows, screen-reader texts included', async ({ page, allowConsoleErrors }) => {
  // Two dozen pages, each read in full.
  test.setTimeout(120_000)
  allowConsoleErrors(/status of 404/)
  for (const path of GUEST_PAGES) {
    await page.goto(path)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'ar')
    expect(await unmarkedEnglish(page), path).toEqual([])
  }
  // The apply page of the card page's "Apply Now".
  await page.goto('/ar/credit-cards/fab-cashback-credit-card')
  const apply = await page.locator('main a[href^="/ar/apply/"]').first().getAttribute('href')
  await page.goto(apply!)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await unmarkedEnglish(page), apply!).toEqual([])
})

test('a member’s Arabic pages mark every English word but their own username', async ({ page }) => {
  test.slow()
  const { username } = await signUp(page, { verified: true })
  for (const path of ['/ar/account', '/ar/favorites', '/ar/leads', '/ar/card-finder', '/ar/fortune-cookie']) {
    await page.goto(path)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'ar')
    expect(await unmarkedEnglish(page, [username]), path).toEqual([])
  }
})
