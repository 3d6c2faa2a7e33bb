import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTRY_LIST } from '../phone'
import { HTTP_MESSAGES, loginSchema, NOTIFICATIONS, registerFormSchema } from '../index'
import ar from './ar/forms'
import en from './en/forms'
import { fill, PLACEHOLDER } from './render'
import { MESSAGE_SECTIONS, messageTranslator, translateMessage } from './messages'

const entries = MESSAGE_SECTIONS.flatMap((section) =>
  Object.entries(en[section] as Record<string, string>).map(([key, english]) => ({
    key: `${section}.${key}`,
    english,
    arabic: (ar[section] as Record<string, string>)[key]!,
    names: [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!),
  })),
)
const englishTexts = new Set(entries.map((e) => e.english))

// A value as a form fills it in: a number, a name, an address, a country ("United Arab Emirates").
const value = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 @._+-]{0,24}$/)

describe('fill', () => {
  it('fills every placeholder and keeps one without a value', () => {
    expect(fill('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}')
  })
})

describe('translateMessage', () => {
  it('returns English unchanged in English', () => {
    for (const { english } of entries) expect(translateMessage(english, 'en')).toBe(english)
  })

  it('gives each catalogue text in Arabic, templates with the values of the English message', () => {
    for (const entry of entries) {
      fc.assert(
        fc.property(fc.tuple(...entry.names.map(() => value)), (values) => {
          const filled = Object.fromEntries(entry.names.map((name, i) => [name, values[i]!]))
          const message = fill(entry.english, filled)
          // Two entries with the same English text say the same in Arabic.
          expect(translateMessage(message, 'ar'), entry.key).toBe(fill(entry.arabic, filled))
        }),
        { numRuns: entry.names.length ? 50 : 1 },
      )
    }
  })

  it('leaves any message that is not in the catalogue unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        fc.pre(!englishTexts.has(message))
        expect(translateMessage(message, 'ar')).toBe(message)
      }),
    )
    for (const message of ['', 'Something the CMS said', 'Username must be', 'Welcome back,', 'Error ']) {
      expect(translateMessage(message, 'ar')).toBe(message)
    }
  })

  it('translates what the schemas and NOTIFICATIONS say', () => {
    const register = registerFormSchema.safeParse({
      username: 'ab',
      email: 'x',
      password: 'short',
      confirmPassword: 'other',
      countryCode: 'ae',
      mobileNumber: '12',
    })
    expect(register.success).toBe(false)
    for (const issue of register.error!.issues) expect(translateMessage(issue.message, 'ar')).not.toBe(issue.message)
    expect(translateMessage('Username must be at least 3 characters', 'ar')).toBe('يجب ألا يقل عدد أحرف اسم المستخدم عن 3')
    const uae = COUNTRY_LIST.find((c) => c.code === 'ae')!
    expect(translateMessage(`Mobile number must be ${uae.digits} digits for ${uae.name}`, 'ar')).toBe(
      fill(ar.validation.mobileDigits, { digits: uae.digits, country: ar.countries.ae }),
    )
    expect(translateMessage(loginSchema.safeParse({}).error!.issues[0]!.message, 'ar')).toBe(ar.validation.loginRequired)
    const toast = NOTIFICATIONS.loginSuccess('sara_k')
    expect(translateMessage(toast.title, 'ar')).toBe(ar.toasts.loginSuccess)
    expect(translateMessage(toast.description!, 'ar')).toBe('أهلًا بعودتك، sara_k!')
  })

  it('knows the answer http.js gives when the CMS is down (plain JavaScript for server.js, so written twice)', () => {
    expect(en.answers.unavailable).toBe(HTTP_MESSAGES.unavailable)
  })

  it('prefers the most specific template', () => {
    const translate = messageTranslator(
      { validation: { a: '{{x}} failed', b: 'Login {{x}} failed' } },
      { validation: { a: 'A {{x}}', b: 'B {{x}}' } },
    )
    expect(translate('Login now failed')).toBe('B now')
    expect(translate('Sign-in failed')).toBe('A Sign-in')
  })
})
