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

  it('leaves a file not yet translated alone', async () => {
    const [result] = await eslint.lintText(`export const Banner = () => <p>Sign Up</p>\n`, {
      filePath: `${root}/storefront/app/components/ComparisonTable.tsx`,
    })
    expect(result!.messages.filter((message) => message.ruleId === 'i18next/no-literal-string')).toEqual([])
  })
})
