// The guard of docs/decisions/035: a translated component that writes visible text itself fails
// the lint that `npm test` runs; its texts through t() pass.
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')

const eslint = new ESLint({ cwd: root })
const asTranslated = (code: string) => eslint.lintText(code, { filePath: `${root}/storefront/app/components/SiteHeader.tsx` })
const guardMessages = async (code: string) =>
  (await asTranslated(code)).flatMap((result) => result.messages).filter((message) => message.ruleId === 'i18next/no-literal-string')

describe('the message catalogue guard', { timeout: 60_000 }, () => {
  it('fails visible text written in a translated component: JSX text and the attributes people hear', async () => {
    expect(await guardMessages(`export const Banner = () => <p>Sign Up</p>\n`)).toHaveLength(1)
    expect(await guardMessages(`export const Banner = () => <nav aria-label="Main" />\n`)).toHaveLength(1)
    expect(await guardMessages(`export const Banner = () => <img alt="Bank logo" src="/x.png" />\n`)).toHaveLength(1)
  })

  it('passes texts from the catalogue, class names, paths and marks', async () => {
    const code = `import { useTranslation } from 'react-i18next'
export function Banner() {
  const { t } = useTranslation()
  return (
    <a href="/cards" className="btn-primary" aria-label={t('nav.allCards')}>
      {t('nav.allCards')} →
    </a>
  )
}
`
    expect(await guardMessages(code)).toEqual([])
  })

  it('covers every storefront component and route, one added tomorrow too, and nothing outside the storefront', async () => {
    const literal = `export const Banner = () => <p>Sign Up</p>\n`
    const messagesFor = async (path: string) =>
      (await eslint.lintText(literal, { filePath: `${root}/${path}` }))
        .flatMap((result) => result.messages)
        .filter((message) => message.ruleId === 'i18next/no-literal-string')
    for (const path of [
      'storefront/app/components/NewlyAddedWidget.tsx',
      'storefront/app/routes/info/new-page.tsx',
      'storefront/app/root.tsx',
    ])
      expect(await messagesFor(path), path).toHaveLength(1)
    // The CMS admin's components belong to Payload's interface, which editors use in English.
    expect(await messagesFor('cms/src/components/NewlyAddedField.tsx')).toEqual([])
  })
})
