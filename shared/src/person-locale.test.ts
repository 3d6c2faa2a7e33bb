import { describe, expect, it } from 'vitest'
import { consentTextsIn, CONSENT_TEXTS, CONSENT_VERSIONS, PRIVACY_POLICY_NAMES } from './intake-texts'
import { readPersonLocale, UNKNOWN_LOCALE_MESSAGE } from './person-locale'

describe('the language a request names', () => {
  it('is English when absent, the one named when known, an error otherwise', () => {
    expect(readPersonLocale(undefined)).toEqual({ locale: 'en' })
    expect(readPersonLocale(null)).toEqual({ locale: 'en' })
    expect(readPersonLocale('ar')).toEqual({ locale: 'ar' })
    expect(readPersonLocale('en')).toEqual({ locale: 'en' })
    for (const wrong of ['fr', 'AR', '', 1, ['ar'], { ar: true }])
      expect(readPersonLocale(wrong)).toEqual({ error: UNKNOWN_LOCALE_MESSAGE })
    expect(UNKNOWN_LOCALE_MESSAGE).toBe('Unknown language: locale must be one of "en", "ar"')
  })
})

describe('consent texts in each language', () => {
  it('keeps the English texts as they were, and has an Arabic text for each kind', () => {
    expect(consentTextsIn('en')).toBe(CONSENT_TEXTS)
    const ar = consentTextsIn('ar')
    expect(Object.keys(ar).sort()).toEqual(Object.keys(CONSENT_TEXTS).sort())
    for (const [kind, text] of Object.entries(ar)) {
      expect(text).toMatch(/[\u0600-\u06FF]/)
      // The brand stays Latin, named wherever the English text names it.
      if (CONSENT_TEXTS[kind as keyof typeof CONSENT_TEXTS].includes('CardCompare UAE')) expect(text).toContain('CardCompare UAE')
    }
    expect(CONSENT_VERSIONS.en).toBe('2026-11-23')
  })

  it('names the Privacy Policy in the texts that cite it, in their language', () => {
    for (const locale of ['en', 'ar'] as const)
      for (const kind of ['application', 'lead-form', 'contact'] as const)
        expect(consentTextsIn(locale)[kind]).toContain(PRIVACY_POLICY_NAMES[locale])
  })
})
