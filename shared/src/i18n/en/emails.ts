// The e-mails the site sends to a person (docs/decisions/035, 036), in English: the texts the
// mails have always had, verbatim. `{{brand}}` is the company's name and `{{companyEmail}}` its
// address (COMPANY); the CMS fills them with `fill` (../render.ts). The sales team's notice of a
// new lead is not here: it is for the team, in English, like the admin.
export default {
  layout: {
    linkFallback: 'If the button does not work, copy this link into your browser:',
  },
  verification: {
    subject: 'Verify your e-mail address',
    heading: 'Welcome, {{username}}!',
    intro: 'Please confirm your e-mail address to compare cards, save favourites and apply.',
    validity: 'The link is valid for 24 hours.',
    action: 'Verify e-mail address',
    footer:
      'You received this e-mail because this address was given for an account on {{brand}}. If that was not you, you can ignore it: the address stays unconfirmed.',
  },
  resetPassword: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro: 'Hello {{username}}, we received a request to reset your password.',
    validity: 'The link is valid for one hour and can be used once.',
    action: 'Choose a new password',
    footer:
      'You received this e-mail because a new password was requested for your account. If that was not you, you can ignore it: your password stays as it is.',
  },
  usernameReminder: {
    subject: 'Your username',
    heading: 'Your username',
    intro: 'Your {{brand}} username is: {{username}}',
    action: 'Log in',
    footer:
      'You received this e-mail because the username of the account with this address was requested. If that was not you, you can ignore it.',
  },
  emailChanged: {
    subject: 'Your e-mail address was changed',
    heading: 'Your e-mail address was changed',
    intro: 'Hello {{username}}, the e-mail address of your account was changed to {{newAddress}}.',
    confirmed: 'Mail about your account now goes to the new address only.',
    unconfirmed: 'Your account stays unverified until the new address is confirmed.',
    notYou: 'If you did not make this change, reset your password now and contact us at {{companyEmail}}.',
    action: 'Reset your password',
    footer: "You received this e-mail because this address was the account's e-mail address on {{brand}} until now.",
  },
  emailChangeLink: {
    subject: 'Confirm your new e-mail address',
    heading: 'Confirm your new e-mail address',
    intro: 'Hello {{username}}, please confirm that this is the new e-mail address of your {{brand}} account.',
    validity: 'Until you do, your account keeps its current address. The link is valid for 24 hours and can be used once.',
    action: 'Confirm new e-mail address',
    footer:
      'You received this e-mail because someone asked to use this address for a {{brand}} account. If it was not you, ignore it: nothing changes until the link is followed.',
  },
  emailInUse: {
    subject: 'This e-mail address already has an account',
    heading: 'This e-mail address already has an account',
    intro:
      'Someone asked to move another {{brand}} account to this address. This address already belongs to an account, so nothing was changed.',
    advice: 'If it was you, sign in with this address instead; if you forgot its password, choose "Forgot password?" on the sign-in page.',
    action: 'Log in',
    footer: 'You received this e-mail because this address belongs to an account on {{brand}}. Nothing about it changed.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    intro: 'Hello {{username}}, the password of your account was changed, and every other device signed in to it was signed out.',
    notYou: 'If you did not make this change, reset your password now and contact us at {{companyEmail}}.',
    action: 'Reset your password',
    footer: 'You received this e-mail because this is the address of your account on {{brand}}.',
  },
  accountDeleted: {
    subject: 'Your account was deleted',
    heading: 'Your account was deleted',
    intro: 'Hello {{username}}, your {{brand}} account was deleted as you asked.',
    erased:
      'We deleted your favourites, comparisons, fortunes, preferences and card activity, and removed your name and contact details from the applications and enquiries you sent us.',
    comments:
      'Comments you posted on the blog stay published under the name you gave. To have them removed, write to us at {{companyEmail}}.',
    footer: 'You received this e-mail because this was the address of your account on {{brand}}.',
  },
  confirmation: {
    subjectApplication: 'We received your card application',
    subjectRequest: 'We received your request',
    /** The greeting's name when the person gave none: "Hello there". */
    nameless: 'there',
    aboutApplication: 'your application for the {{cardName}}',
    aboutRequest: 'your request',
    received: 'Hello {{name}}, we received {{about}} (reference {{id}}). Thank you.',
    nextStep: 'A member of our team will contact you by your preferred method, only between 9 AM and 6 PM, Monday to Saturday (UAE time).',
    withdraw:
      'We use your details only for this request. You can withdraw your consent at any time from My Leads in your account, or by writing to {{companyEmail}}.',
    footer:
      'You received this e-mail because this address was given in a form on {{brand}}. If that was not you, write to {{companyEmail}} with reference {{id}} and we will delete the request.',
  },
  newsletter: {
    subject: 'You are subscribed to {{brand}} deals',
    heading: 'You are subscribed',
    intro: "You'll receive the best credit card deals in your inbox.",
    unsubscribeHint: 'You can unsubscribe at any time with the link below: one click, and you will get no more deals from us.',
    action: 'Unsubscribe',
    footer:
      'You received this e-mail because this address was signed up for deals on {{brand}}. If that was not you, unsubscribe with the link above: you will get nothing more from us.',
  },
}
