// Branded e-mails, each with an HTML and a plain-text part.
import { COMPANY } from '@cardcompare/shared'

const BRAND = COMPANY.name
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

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
}

function layout(title: string, paragraphs: string[], { action, footer }: LayoutOptions) {
  const button = action
    ? `<p style="margin:28px 0"><a href="${escape(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escape(action.label)}</a></p>
       <p style="font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${escape(action.url)}</span></p>`
    : ''
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
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

export function verificationEmail(username: string, url: string) {
  return {
    subject: 'Verify your e-mail address',
    ...layout(
      `Welcome, ${username}!`,
      ['Please confirm your e-mail address to compare cards, save favourites and apply.', 'The link is valid for 24 hours.'],
      {
        action: { label: 'Verify e-mail address', url },
        footer: `You received this e-mail because this address was given for an account on ${BRAND}. If that was not you, you can ignore it: the address stays unconfirmed.`,
      },
    ),
  }
}

export function resetPasswordEmail(username: string, url: string) {
  return {
    subject: 'Reset your password',
    ...layout(
      'Reset your password',
      [`Hello ${username}, we received a request to reset your password.`, 'The link is valid for one hour and can be used once.'],
      {
        action: { label: 'Choose a new password', url },
        footer:
          'You received this e-mail because a new password was requested for your account. If that was not you, you can ignore it: your password stays as it is.',
      },
    ),
  }
}

export function usernameReminderEmail(username: string, url: string) {
  return {
    subject: 'Your username',
    ...layout('Your username', [`Your ${BRAND} username is: ${username}`], {
      action: { label: 'Log in', url },
      footer:
        'You received this e-mail because the username of the account with this address was requested. If that was not you, you can ignore it.',
    }),
  }
}

/**
 * Sent to the old address when an account's e-mail changes, so a hijack does not go unseen.
 * `confirmed`: the member proved the new address already (their account page), so it is final.
 */
export function emailChangedNotice(username: string, newAddress: string, resetUrl: string, { confirmed = false } = {}) {
  return {
    subject: 'Your e-mail address was changed',
    ...layout(
      'Your e-mail address was changed',
      [
        `Hello ${username}, the e-mail address of your account was changed to ${newAddress}.`,
        confirmed
          ? 'Mail about your account now goes to the new address only.'
          : 'Your account stays unverified until the new address is confirmed.',
        `If you did not make this change, reset your password now and contact us at ${COMPANY.email}.`,
      ],
      {
        action: { label: 'Reset your password', url: resetUrl },
        // Not "ignore it": a change the owner did not make is exactly what this mail is for.
        footer: `You received this e-mail because this address was the account's e-mail address on ${BRAND} until now.`,
      },
    ),
  }
}

/** To the new address a member asked for on their account page: it replaces the old one once followed. */
export function emailChangeLinkEmail(username: string, url: string) {
  return {
    subject: 'Confirm your new e-mail address',
    ...layout(
      'Confirm your new e-mail address',
      [
        `Hello ${username}, please confirm that this is the new e-mail address of your ${BRAND} account.`,
        'Until you do, your account keeps its current address. The link is valid for 24 hours and can be used once.',
      ],
      {
        action: { label: 'Confirm new e-mail address', url },
        footer: `You received this e-mail because someone asked to use this address for a ${BRAND} account. If it was not you, ignore it: nothing changes until the link is followed.`,
      },
    ),
  }
}

/**
 * To an address a member asked for that already belongs to another account. The member is told
 * exactly what a free address would tell them; the owner of this one learns that nothing changed.
 */
export function emailInUseNotice(loginUrl: string) {
  return {
    subject: 'This e-mail address already has an account',
    ...layout(
      'This e-mail address already has an account',
      [
        `Someone asked to move another ${BRAND} account to this address. This address already belongs to an account, so nothing was changed.`,
        'If it was you, sign in with this address instead; if you forgot its password, choose "Forgot password?" on the sign-in page.',
      ],
      {
        action: { label: 'Log in', url: loginUrl },
        footer: `You received this e-mail because this address belongs to an account on ${BRAND}. Nothing about it changed.`,
      },
    ),
  }
}

/** After a member changed their password on their account page; every other session has ended. */
export function passwordChangedNotice(username: string, resetUrl: string) {
  return {
    subject: 'Your password was changed',
    ...layout(
      'Your password was changed',
      [
        `Hello ${username}, the password of your account was changed, and every other device signed in to it was signed out.`,
        `If you did not make this change, reset your password now and contact us at ${COMPANY.email}.`,
      ],
      {
        action: { label: 'Reset your password', url: resetUrl },
        footer: `You received this e-mail because this is the address of your account on ${BRAND}.`,
      },
    ),
  }
}

/** The confirmation of a member's own account deletion, to the address the account had. */
export function accountDeletedEmail(username: string) {
  return {
    subject: 'Your account was deleted',
    ...layout(
      'Your account was deleted',
      [
        `Hello ${username}, your ${BRAND} account was deleted as you asked.`,
        'We deleted your favourites, comparisons, fortunes, preferences and card activity, and removed your name and contact details from the applications and enquiries you sent us.',
        `Comments you posted on the blog stay published under the name you gave. To have them removed, write to us at ${COMPANY.email}.`,
      ],
      { footer: `You received this e-mail because this was the address of your account on ${BRAND}.` },
    ),
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
      { action: { label: `Open lead #${lead.id} in the admin`, url: adminUrl }, footer: null },
    ),
  }
}

/** To the person: we have it, what happens next, and how to withdraw consent. */
export function applicantConfirmationEmail(lead: LeadSummary) {
  const name = (lead.fullName ?? '').trim().split(/\s+/)[0] || 'there'
  const about = lead.source === 'application' && lead.cardName ? `your application for the ${lead.cardName}` : 'your request'
  const subject = lead.source === 'application' ? 'We received your card application' : 'We received your request'
  return {
    subject,
    // The heading is ours: what a person typed never leads a mail from our address (docs/decisions/026).
    ...layout(
      subject,
      [
        `Hello ${name}, we received ${about} (reference ${lead.id}). Thank you.`,
        'A member of our team will contact you by your preferred method, only between 9 AM and 6 PM, Monday to Saturday (UAE time).',
        `We use your details only for this request. You can withdraw your consent at any time from My Leads in your account, or by writing to ${COMPANY.email}.`,
      ],
      {
        // This mail comes from a no-reply address: requests go to the company's own.
        footer: `You received this e-mail because this address was given in a form on ${BRAND}. If that was not you, write to ${COMPANY.email} with reference ${lead.id} and we will delete the request.`,
      },
    ),
  }
}

/**
 * The newsletter's welcome, with its one-click unsubscribe (UAE PDPL: withdrawing is as easy as
 * signing up): the link in the body, and the RFC 8058 headers that let the mailbox offer it too.
 */
export function newsletterWelcomeEmail(unsubscribeUrl: string) {
  return {
    subject: 'You are subscribed to CardCompare UAE deals',
    ...layout(
      'You are subscribed',
      [
        "You'll receive the best credit card deals in your inbox.",
        'You can unsubscribe at any time with the link below: one click, and you will get no more deals from us.',
      ],
      {
        action: { label: 'Unsubscribe', url: unsubscribeUrl },
        footer: `You received this e-mail because this address was signed up for deals on ${BRAND}. If that was not you, unsubscribe with the link above: you will get nothing more from us.`,
      },
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${COMPANY.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
