import { UNKNOWN_LOCALE_MESSAGE } from '@cardcompare/shared'
import { describe, expect, it } from 'vitest'
import { submissionLocale } from './person-locale.server'

const post = (url: string, referer?: string) => new Request(url, { method: 'POST', headers: referer ? { Referer: referer } : {} })

describe('the language of a submission', () => {
  it('is the page’s own for a page’s action, whatever the Referer says', () => {
    expect(submissionLocale(post('http://localhost:3000/ar/contact'))).toEqual({ locale: 'ar' })
    expect(submissionLocale(post('http://localhost:3000/ar/apply/12?index'))).toEqual({ locale: 'ar' })
    expect(submissionLocale(post('http://localhost:3000/auth', 'http://localhost:3000/ar/auth'))).toEqual({ locale: 'en' })
  })

  it('is the body’s locale for an /api route when it names one, else the Referer’s page, else English', () => {
    const api = 'http://localhost:3000/api/card-applications'
    expect(submissionLocale(post(api, 'http://localhost:3000/credit-cards/x'), 'ar')).toEqual({ locale: 'ar' })
    expect(submissionLocale(post(api, 'http://localhost:3000/ar/credit-cards/x'), 'en')).toEqual({ locale: 'en' })
    expect(submissionLocale(post(api, 'http://localhost:3000/ar/credit-cards/x'))).toEqual({ locale: 'ar' })
    expect(submissionLocale(post(api, 'http://localhost:3000/ar'))).toEqual({ locale: 'ar' })
    expect(submissionLocale(post(api, 'http://localhost:3000/arabic-tips'))).toEqual({ locale: 'en' })
    expect(submissionLocale(post(api, 'not a url'))).toEqual({ locale: 'en' })
    expect(submissionLocale(post(api))).toEqual({ locale: 'en' })
  })

  it('refuses a locale that is not one of the site’s languages', () => {
    const api = 'http://localhost:3000/api/leads'
    for (const wrong of ['fr', 'AR', 7, ['ar']])
      expect(submissionLocale(post(api, 'http://localhost:3000/ar'), wrong)).toEqual({ error: UNKNOWN_LOCALE_MESSAGE })
  })
})
