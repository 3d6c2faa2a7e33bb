import { COMPANY } from '@cardcompare/shared'
import { describe, expect, it } from 'vitest'
import {
  accountDeletedEmail,
  applicantConfirmationEmail,
  emailChangedNotice,
  emailChangeLinkEmail,
  emailInUseNotice,
  passwordChangedNotice,
  indefiniteArticle,
  newsletterWelcomeEmail,
  resetPasswordEmail,
  salesLeadNotificationEmail,
  usernameReminderEmail,
  verificationEmail,
  withArticle,
} from './templates'

const ADMIN_URL = 'https://cardcompare.test/admin/collections/leads/41'
const UNSUBSCRIBE_URL = 'https://cardcompare.test/unsubscribe?lead=41&token=abc_DEF-123'
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)

describe('a or an', () => {
  it('follows the sound the next word starts with', () => {
    const cases: [string, 'a' | 'an'][] = [
      ['enquiry from the home page', 'an'],
      ['application', 'an'],
      ['offer', 'an'],
      ['card application', 'a'],
      ['contact message', 'a'],
      ['newsletter sign-up', 'a'],
      ['lead', 'a'],
      ['hour', 'an'],
      ['honest answer', 'an'],
      ['user', 'a'],
      ['unique link', 'a'],
      ['unimportant detail', 'an'],
      ['urgent call', 'an'],
      ['one-time link', 'a'],
      ['European card', 'a'],
      ['SMS', 'an'],
      ['FAQ', 'an'],
      ['KFS', 'a'],
      ['8-digit code', 'an'],
      ['11 AM call', 'an'],
      ['1,000 AED limit', 'a'],
      ['', 'a'],
    ]
    expect(cases.map(([phrase]) => [phrase, indefiniteArticle(phrase)])).toEqual(cases)
    expect(withArticle('enquiry')).toBe('an enquiry')
  })
})

describe('the sales team’s notification', () => {
  const notices = (['application', 'lead-form', 'contact', 'newsletter', 'something-new'] as const).map((source) =>
    salesLeadNotificationEmail(
      {
        id: 41,
        fullName: 'Aisha Khan',
        source,
        cardName: source === 'application' ? 'Skywards Infinite' : null,
        preferredContactMethod: 'phone',
      },
      ADMIN_URL,
    ),
  )

  it('names what came in with the right article', () => {
    expect(notices.map((mail) => mail.text.split('\n')[4])).toEqual([
      'Aisha sent a card application for Skywards Infinite.',
      'Aisha sent an enquiry from the home page.',
      'Aisha sent a contact message.',
      'Aisha sent a newsletter sign-up.',
      'Aisha sent a lead.',
    ])
    expect(notices[1]!.subject).toBe('New enquiry from the home page (lead #41)')
  })

  it('ends with the link to the lead in the admin, not a line about the recipient’s own action', () => {
    for (const mail of notices) {
      expect(lastLine(mail.text)).toBe(`Open lead #41 in the admin: ${ADMIN_URL}`)
      expect(mail.text).not.toMatch(/was not you|ignore/i)
      expect(mail.html).not.toMatch(/was not you|ignore/i)
      expect(mail.html).toContain(`href="${ADMIN_URL}"`)
    }
  })
})

describe('every mail’s closing line fits the mail', () => {
  const url = 'https://cardcompare.test/x?token=abc'
  const mails = {
    verification: verificationEmail('en', 'aisha', url),
    reset: resetPasswordEmail('en', 'aisha', url),
    username: usernameReminderEmail('en', 'aisha', url),
    emailChanged: emailChangedNotice('en', 'aisha', 'a***@example.test', url),
    confirmation: applicantConfirmationEmail({ id: 41, fullName: 'Aisha Khan', source: 'application', cardName: 'Skywards Infinite' }),
    newsletter: newsletterWelcomeEmail('en', UNSUBSCRIBE_URL),
  }

  it('says why the person got it and what to do if it was not them', () => {
    expect(Object.fromEntries(Object.entries(mails).map(([name, mail]) => [name, lastLine(mail.text)]))).toEqual({
      verification:
        'You received this e-mail because this address was given for an account on CardCompare UAE. If that was not you, you can ignore it: the address stays unconfirmed.',
      reset:
        'You received this e-mail because a new password was requested for your account. If that was not you, you can ignore it: your password stays as it is.',
      username:
        'You received this e-mail because the username of the account with this address was requested. If that was not you, you can ignore it.',
      // A change the owner did not make is what this notice is for: never "ignore it".
      emailChanged: "You received this e-mail because this address was the account's e-mail address on CardCompare UAE until now.",
      confirmation: `You received this e-mail because this address was given in a form on CardCompare UAE. If that was not you, write to ${COMPANY.email} with reference 41 and we will delete the request.`,
      newsletter:
        'You received this e-mail because this address was signed up for deals on CardCompare UAE. If that was not you, unsubscribe with the link above: you will get nothing more from us.',
    })
    for (const mail of Object.values(mails))
      expect(mail.html).toContain(lastLine(mail.text)!.replaceAll("'", '&#39;').replaceAll('"', '&#34;'))
  })

  it('sends no one to reply to a no-reply address', () => {
    for (const mail of Object.values(mails)) expect(mail.text).not.toMatch(/reply/i)
  })
})

describe('what a person typed', () => {
  it('never leads a mail from our address: the heading and subject are ours', () => {
    const fullName = 'Winner Claim'
    for (const source of ['application', 'lead-form', 'contact']) {
      const mail = applicantConfirmationEmail({ id: 7, fullName, source, cardName: 'Skywards Infinite' })
      expect(mail.subject).not.toContain('Winner')
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(mail.html)?.[1]).toBe(mail.subject)
      expect(mail.text.split('\n')[0]).not.toContain('Winner')
      expect(mail.text).toContain('Hello Winner, we received')
    }
  })
})

describe('the newsletter welcome', () => {
  const mail = newsletterWelcomeEmail('en', UNSUBSCRIBE_URL)

  it('carries its unsubscribe link in the body, and says so truthfully', () => {
    expect(mail.text.split('\n').slice(4, 9)).toEqual([
      "You'll receive the best credit card deals in your inbox.",
      'You can unsubscribe at any time with the link below: one click, and you will get no more deals from us.',
      '',
      `Unsubscribe: ${UNSUBSCRIBE_URL}`,
      '',
    ])
    expect(mail.html).toContain(`href="${UNSUBSCRIBE_URL.replaceAll('&', '&#38;')}"`)
    expect(mail.text).not.toMatch(/write "unsubscribe"/)
  })

  it('offers one-click unsubscribe to the mailbox (RFC 8058), with the company address as the fallback', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE_URL}>, <mailto:${COMPANY.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})

describe('a mail in Arabic (docs/decisions/036)', () => {
  const url = 'https://cardcompare.test/ar/verify-email?token=abc'
  const lead = { id: 41, fullName: 'عائشة خان', source: 'application', cardName: 'Skywards Infinite', locale: 'ar' as const }
  const mails = {
    verification: verificationEmail('ar', 'aisha', url),
    reset: resetPasswordEmail('ar', 'aisha', url),
    username: usernameReminderEmail('ar', 'aisha', url),
    emailChanged: emailChangedNotice('ar', 'aisha', 'a***@example.test', url),
    emailChangeLink: emailChangeLinkEmail('ar', 'aisha', url),
    emailInUse: emailInUseNotice('ar', url),
    passwordChanged: passwordChangedNotice('ar', 'aisha', url),
    accountDeleted: accountDeletedEmail('ar', 'aisha'),
    confirmation: applicantConfirmationEmail(lead),
    newsletter: newsletterWelcomeEmail('ar', UNSUBSCRIBE_URL),
  }

  it('is a right-to-left Arabic document, in Arabic from subject to closing line', () => {
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.html, name).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
      expect(mail.subject, name).toMatch(/[\u0600-\u06FF]/)
      for (const line of mail.text.split('\n').filter((l) => l && l !== 'CardCompare UAE')) expect(line, name).toMatch(/[\u0600-\u06FF]/)
      // Every name was filled: no placeholder reaches a reader.
      expect(mail.text, name).not.toContain('{{')
    }
  })

  it('keeps the brand Latin and fills the person’s name, the link and the reference', () => {
    expect(mails.verification.text.split('\n')).toEqual([
      'CardCompare UAE',
      '',
      'مرحباً بك، aisha!',
      '',
      'يُرجى تأكيد عنوان بريدك الإلكتروني لتتمكن من مقارنة البطاقات وحفظ المفضلة وتقديم الطلبات.',
      'الرابط صالح لمدة 24 ساعة.',
      '',
      `تأكيد البريد الإلكتروني: ${url}`,
      '',
      'وصلتك هذه الرسالة لأن هذا العنوان استُخدم لإنشاء حساب على CardCompare UAE. إذا لم تكن أنت من فعل ذلك، فيمكنك تجاهلها: سيبقى العنوان غير مؤكَّد.',
    ])
    expect(mails.verification.html).toContain(`href="${url}"`)
    expect(mails.verification.html).toContain('إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:')
    expect(mails.confirmation.subject).toBe('استلمنا طلبك للحصول على البطاقة')
    expect(mails.confirmation.text).toContain('مرحباً عائشة، استلمنا طلبك للحصول على بطاقة Skywards Infinite (الرقم المرجعي 41). شكراً لك.')
    expect(lastLine(mails.confirmation.text)).toContain(`${COMPANY.email} مع ذكر الرقم المرجعي 41`)
    expect(applicantConfirmationEmail({ ...lead, fullName: null, source: 'contact' }).text).toContain(
      'مرحباً بك، استلمنا طلبك (الرقم المرجعي 41).',
    )
  })

  it('keeps the newsletter’s one-click unsubscribe headers as they are in English', () => {
    expect(mails.newsletter.headers).toEqual(newsletterWelcomeEmail('en', UNSUBSCRIBE_URL).headers)
    expect(mails.newsletter.text).toContain(`إلغاء الاشتراك: ${UNSUBSCRIBE_URL}`)
  })

  it('leaves the sales team’s notice in English, whatever the person’s language', () => {
    const notice = salesLeadNotificationEmail({ ...lead, fullName: 'Aisha Khan', preferredContactMethod: 'phone' }, ADMIN_URL)
    expect(notice.html).toMatch(/^<!doctype html><html lang="en"><body/)
    expect(notice.text.split('\n')[4]).toBe('Aisha sent a card application for Skywards Infinite.')
  })
})

describe('a mail in English', () => {
  it('is the document it always was: lang="en", no dir', () => {
    expect(verificationEmail('en', 'aisha', 'https://cardcompare.test/verify-email?token=abc').html).toMatch(
      /^<!doctype html><html lang="en"><body/,
    )
  })
})
