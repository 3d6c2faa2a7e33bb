// Branded e-mails, each with an HTML and a plain-text part, in the language of the person they go
// to (docs/decisions/036): the texts are the `emails` catalogue's, filled with `fill`. The sales
// team's notice of a new lead is English, as the admin is.
import { COMPANY, TEXT_DIRECTION, type Locale } from '@cardcompare/shared'
import ar from '@cardcompare/shared/i18n/ar/emails'
import type { Translation } from '@cardcompare/shared/i18n/catalogue'
import en from '@cardcompare/shared/i18n/en/emails'
import { fill } from '@cardcompare/shared/i18n/render'

const BRAND = COMPANY.name
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const CATALOGUES: Record<Locale, Translation<typeof en>> = { en, ar }

/** A mail's texts in a language, with the company's name and address filled in. */
function textsIn<K extends keyof typeof en>(locale: Locale, mail: K) {
  const texts = CATALOGUES[locale][mail] as Record<keyof (typeof en)[K], string>
  return (key: keyof (typeof en)[K], values: Record<string, string | number> = {}) =>
    fill(texts[key], { brand: BRAND, companyEmail: COMPANY.email, ...values })
}

/**
 * "a" or "an" by the sound the next word starts with: an enquiry, an hour, an SMS, an 8-digit
 * code; a card, a user, a one-time link, a KFS. Initialisms are read letter by letter.
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s-]/)[0] ?? ''
  if (/^\d/.test(word)) return /^(8|1[18](\D|$))/.test(word) ? 'an' : 'a'
  if (/^[A-Z]{2,}$/.test(word)) return 'AEFHILMNORSX'.includes(word[0]!) ? 'an' : 'a'
  const lower = word.toLowerCase()
  // Silent h, and vowels spoken as a consonant ("you", "wuh").
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an'
  if (/^(uni(?![mn])|us[eiu]|ut[ei]|ur[aeiou]|eu|ewe)/.test(lower) || lower === 'one' || lower === 'once') return 'a'
  return /^[aeiou]/.test(lower) ? 'an' : 'a'
}

/** "an enquiry", "a card application". */
export const withArticle = (phrase: string) => `${indefiniteArticle(phrase)} ${phrase}`

type LayoutOptions = {
  action?: { label: string; url: string }
  /**
   * Why the recipient got this mail and what to do if it was not them, in words that fit this
   * mail; null when the mail ends with its action (the sales team's notices).
   */
  footer: string | null
  /** The language of the mail: its `lang`, its direction and the button's fallback line. */
  locale: Locale
}

function layout(title: string, paragraphs: string[], { action, footer, locale }: LayoutOptions) {
  const button = action
    ? `<p style="margin:28px 0"><a href="${escape(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escape(action.label)}</a></p>
       <p style="font-size:13px;color:#475569">${escape(CATALOGUES[locale].layout.linkFallback)}<br><span style="word-break:break-all">${escape(action.url)}</span></p>`
    : ''
  // English keeps its document exactly as before; a right-to-left language says so on <html>.
  const dir = TEXT_DIRECTION[locale] === 'rtl' ? ' dir="rtl"' : ''
  const html = `<!doctype html><html lang="${locale}"${dir}><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-weight:700;color:#0f766e;font-size:18px">${BRAND}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escape(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.6;margin:0 0 12px">${escape(p)}</p>`).join('\n')}
${button}
${footer ? `<p style="font-size:12px;color:#64748b;margin-top:32px">${escape(footer)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`
  const text = [
    BRAND,
    '',
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(footer ? ['', footer] : []),
  ].join('\n')
  return { html, text }
}

export function verificationEmail(locale: Locale, username: string, url: string) {
  const t = textsIn(locale, 'verification')
  return {
    subject: t('subject'),
    ...layout(t('heading', { username }), [t('intro'), t('validity')], {
      action: { label: t('action'), url },
      footer: t('footer'),
      locale,
    }),
  }
}

export function resetPasswordEmail(locale: Locale, username: string, url: string) {
  const t = textsIn(locale, 'resetPassword')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro', { username }), t('validity')], {
      action: { label: t('action'), url },
      footer: t('footer'),
      locale,
    }),
  }
}

export function usernameReminderEmail(locale: Locale, username: string, url: string) {
  const t = textsIn(locale, 'usernameReminder')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro', { username })], { action: { label: t('action'), url }, footer: t('footer'), locale }),
  }
}

/**
 * Sent to the old address when an account's e-mail changes, so a hijack does not go unseen.
 * `confirmed`: the member proved the new address already (their account page), so it is final.
 */
export function emailChangedNotice(locale: Locale, username: string, newAddress: string, resetUrl: string, { confirmed = false } = {}) {
  const t = textsIn(locale, 'emailChanged')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro', { username, newAddress }), t(confirmed ? 'confirmed' : 'unconfirmed'), t('notYou')], {
      action: { label: t('action'), url: resetUrl },
      // Not "ignore it": a change the owner did not make is exactly what this mail is for.
      footer: t('footer'),
      locale,
    }),
  }
}

/** To the new address a member asked for on their account page: it replaces the old one once followed. */
export function emailChangeLinkEmail(locale: Locale, username: string, url: string) {
  const t = textsIn(locale, 'emailChangeLink')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro', { username }), t('validity')], {
      action: { label: t('action'), url },
      footer: t('footer'),
      locale,
    }),
  }
}

/**
 * To an address a member asked for that already belongs to another account. The member is told
 * exactly what a free address would tell them; the owner of this one learns that nothing changed.
 * In the language of the member who asked: the owner's own language is not theirs to learn.
 */
export function emailInUseNotice(locale: Locale, loginUrl: string) {
  const t = textsIn(locale, 'emailInUse')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro'), t('advice')], { action: { label: t('action'), url: loginUrl }, footer: t('footer'), locale }),
  }
}

/** After a member changed their password on their account page; every other session has ended. */
export function passwordChangedNotice(locale: Locale, username: string, resetUrl: string) {
  const t = textsIn(locale, 'passwordChanged')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro', { username }), t('notYou')], {
      action: { label: t('action'), url: resetUrl },
      footer: t('footer'),
      locale,
    }),
  }
}

/** The confirmation of a member's own account deletion, to the address the account had. */
export function accountDeletedEmail(locale: Locale, username: string) {
  const t = textsIn(locale, 'accountDeleted')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro', { username }), t('erased'), t('comments')], { footer: t('footer'), locale }),
  }
}

/** "j***@example.com": enough for the owner to recognise, not enough to harvest. */
export function maskAddress(address: string): string {
  const [local, domain] = address.split('@')
  if (!domain) return '***'
  return `${local.slice(0, 1)}***@${domain}`
}

type LeadSummary = {
  id: number
  fullName?: string | null
  cardName?: string | null
  source: string
  preferredContactMethod?: string | null
  /** The language the person used on the site; the sales team's notice is English regardless. */
  locale?: Locale | null
}

const SOURCE_WORDS: Record<string, string> = {
  application: 'card application',
  'lead-form': 'enquiry from the home page',
  contact: 'contact message',
  newsletter: 'newsletter sign-up',
}

/**
 * To the sales team. Names the lead and links to it in the admin; the contact details stay in
 * the admin (behind sign-in), not in a mailbox. It ends with that link: the team did nothing
 * a "was it you?" line could be about.
 */
export function salesLeadNotificationEmail(lead: LeadSummary, adminUrl: string) {
  const what = SOURCE_WORDS[lead.source] ?? 'lead'
  const firstName = (lead.fullName ?? '').trim().split(/\s+/)[0] || 'Someone'
  return {
    subject: `New ${what}${lead.cardName ? `: ${lead.cardName}` : ''} (lead #${lead.id})`,
    ...layout(
      `New ${what}`,
      [
        `${firstName} sent ${withArticle(what)}${lead.cardName ? ` for ${lead.cardName}` : ''}.`,
        lead.preferredContactMethod ? `Preferred contact: ${lead.preferredContactMethod}.` : 'No preferred contact method given.',
        'Call only Monday to Saturday, 9 AM to 6 PM UAE time, and not again the same day after a refusal.',
        'The contact details and the consent given are in the admin, behind sign-in.',
      ],
      { action: { label: `Open lead #${lead.id} in the admin`, url: adminUrl }, footer: null, locale: 'en' },
    ),
  }
}

/** To the person, in their language: we have it, what happens next, and how to withdraw consent. */
export function applicantConfirmationEmail(lead: LeadSummary) {
  const locale = lead.locale ?? 'en'
  const t = textsIn(locale, 'confirmation')
  const name = (lead.fullName ?? '').trim().split(/\s+/)[0] || t('nameless')
  const about = lead.source === 'application' && lead.cardName ? t('aboutApplication', { cardName: lead.cardName }) : t('aboutRequest')
  const subject = t(lead.source === 'application' ? 'subjectApplication' : 'subjectRequest')
  return {
    subject,
    // The heading is ours: what a person typed never leads a mail from our address (docs/decisions/026).
    ...layout(subject, [t('received', { name, about, id: lead.id }), t('nextStep'), t('withdraw')], {
      // This mail comes from a no-reply address: requests go to the company's own.
      footer: t('footer', { id: lead.id }),
      locale,
    }),
  }
}

/**
 * The newsletter's welcome, with its one-click unsubscribe (UAE PDPL: withdrawing is as easy as
 * signing up): the link in the body, and the RFC 8058 headers that let the mailbox offer it too.
 */
export function newsletterWelcomeEmail(locale: Locale, unsubscribeUrl: string) {
  const t = textsIn(locale, 'newsletter')
  return {
    subject: t('subject'),
    ...layout(t('heading'), [t('intro'), t('unsubscribeHint')], {
      action: { label: t('action'), url: unsubscribeUrl },
      footer: t('footer'),
      locale,
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${COMPANY.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
