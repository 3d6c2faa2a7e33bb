import { BUSINESS_HOURS, COMPANY } from '@cardcompare/shared'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { catalogueCacheHeaders, catalogueHeaders } from '~/utils/catalogue-page.server'
import { env } from '~/utils/env.server'
import { LegalPage, PrivacyEmail, type LegalSection } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Privacy Policy | CardCompare UAE' },
  {
    name: 'description',
    content:
      'How CardCompare UAE collects, uses and protects your personal data under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021), and how to exercise your rights.',
  },
]

// UAE PDPL (Federal Decree-Law No. 45 of 2021) and the telemarketing rules of Cabinet
// Resolutions 56 and 57 of 2024, as summarised in docs/domain.md.
const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {COMPANY.name} is a credit card comparison and introduction service for residents of the United Arab Emirates, operated from Dubai
          by {COMPANY.registration}. We decide how and why your personal data is processed, so we are responsible for it under the UAE
          Personal Data Protection Law, Federal Decree-Law No. 45 of 2021 (the “PDPL”).
        </p>
        <p>
          Our address is {COMPANY.address}. For anything about your personal data, write to <PrivacyEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what you give us in a form, and what is needed to run the website securely:</p>
        <ul>
          <li>
            <strong>Card application:</strong> full name, e-mail, phone number, monthly salary, the card you chose, what you like and
            dislike in a card, your message and your preferred contact method (e-mail, phone or WhatsApp).
          </li>
          <li>
            <strong>Lead form:</strong> full name, e-mail, phone number, monthly salary and the kind of card you prefer.
          </li>
          <li>
            <strong>Contact form:</strong> full name, e-mail, phone number if you give one, and your message.
          </li>
          <li>
            <strong>Newsletter:</strong> your e-mail address and where you signed up.
          </li>
          <li>
            <strong>Account:</strong> username, e-mail, mobile number and password (stored only as a secure hash), your favourite cards and
            comparisons.
          </li>
          <li>
            <strong>Consent record:</strong> the exact consent sentence you agreed to and the date and time you agreed.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the pages requested, kept in server logs to keep the service
            secure and working.
          </li>
        </ul>
        <p>
          We do not ask for your Emirates ID, passport, bank statements or card numbers. If a bank needs documents for an application, you
          give them to the bank directly.
        </p>
      </>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Our legal basis: your consent',
    body: (
      <>
        <p>
          We process the details you send us on the basis of your consent, which the PDPL makes the default basis. Every form says what you
          agree to, in a sentence next to an unticked box, and we keep that sentence with the time you agreed so your consent is specific,
          clear and provable.
        </p>
        <p>
          You can withdraw your consent at any time, as easily as you gave it, by writing to <PrivacyEmail /> or replying “stop” to any
          message from us. Withdrawing does not affect what we did before, but we stop contacting you and delete or anonymise your details
          as described below.
        </p>
        <p>
          If you create an account, we also process your account details because they are needed to provide the account you asked for; and
          we keep security logs because we must protect the service and your data.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To answer your enquiry and help you choose a card.</li>
        <li>To pass your application to the bank you chose, when you submit an application.</li>
        <li>To run your account: sign-in, favourites, comparisons and your daily financial tip.</li>
        <li>To send the newsletter, only if you signed up; every e-mail has an unsubscribe link.</li>
        <li>To keep the website secure, prevent abuse and meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'who-receives',
    title: 'Who receives your data',
    body: (
      <>
        <ul>
          <li>
            <strong>Our team</strong> in Dubai, limited to the staff who handle enquiries and applications.
          </li>
          <li>
            <strong>Partner banks, only for applications you submit:</strong> when you apply for a card, we send your application to the
            bank that issues that card, and to no other bank. An enquiry or contact message is never sent to a bank.
          </li>
          <li>
            <strong>Service providers</strong> who host our website and send our e-mails, under contracts that let them use the data only on
            our instructions.
          </li>
          <li>
            <strong>Authorities</strong>, when UAE law requires us to.
          </li>
        </ul>
        <p>
          <strong>We never sell, rent or trade your personal data</strong>, and we do not share it with advertisers or data brokers. If data
          must be transferred outside the UAE (for example to a hosting provider), we do so only as the PDPL permits, with adequate
          protection in place.
        </p>
      </>
    ),
  },
  {
    id: 'calls-and-messages',
    title: 'Calls and marketing messages',
    body: (
      <>
        <p>We follow the UAE telemarketing rules (Cabinet Resolutions No. 56 and 57 of 2024):</p>
        <ul>
          <li>We call only between 9am and 6pm, Monday to Saturday (Dubai time), within our business hours ({BUSINESS_HOURS.text}).</li>
          <li>We call only about the enquiry or application you sent, by the contact method you chose.</li>
          <li>We check the Do Not Call Register (DNCR) before any marketing call and respect it.</li>
          <li>If you say no, we do not call you again that day, and we stop if you ask us to.</li>
          <li>Marketing messages are sent only with your consent, and every one lets you opt out.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: <RetentionPeriods />,
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the PDPL you may ask us, free of charge, to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal data we hold about you and receive a copy.
          </li>
          <li>
            <strong>Correct</strong> data that is wrong or incomplete.
          </li>
          <li>
            <strong>Erase</strong> your data when we no longer need it or you withdraw consent.
          </li>
          <li>
            <strong>Restrict</strong> or <strong>object</strong> to processing, including all marketing.
          </li>
          <li>
            <strong>Withdraw your consent</strong> at any time.
          </li>
        </ul>
        <p>
          Write to <PrivacyEmail /> from the e-mail address you used with us, or use our <Link to="/contact">contact form</Link>. We may ask
          you to confirm your identity, and we reply within 30 days. If you are not satisfied, you may complain to the UAE Data Office.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        The site is served over encrypted connections, passwords are stored only as secure hashes, accounts lock after repeated failed
        sign-ins, and only staff whose role needs it can see enquiries and applications. No system is perfectly secure: if a breach puts
        your data at risk, we will tell you and the authorities as the PDPL requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use only strictly necessary cookies, to keep you signed in and to show you the outcome of what you did, and no advertising or
        third-party tracking cookies. Each one is listed in our <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Age, changes and contact',
    body: (
      <>
        <p>Our service is for adults who can hold a credit card in the UAE; we do not knowingly collect data from anyone under 18.</p>
        <p>
          We will post any change to this policy on this page with a new date, and ask for your consent again before using your data in a
          new way. Questions or requests: <PrivacyEmail />, {COMPANY.phone}, or {COMPANY.address}.
        </p>
      </>
    ),
  },
]

// The period the retention job applies (cms/src/jobs: LEAD_RETENTION_DAYS), so the page says what it does.
export async function loader({ request }: LoaderFunctionArgs) {
  return data({ retentionDays: env.LEAD_RETENTION_DAYS }, { headers: catalogueCacheHeaders(request) })
}

export const headers: HeadersFunction = catalogueHeaders

function RetentionPeriods() {
  const { retentionDays } = useLoaderData<typeof loader>()
  const period = retentionDays % 365 === 0 ? `${retentionDays / 365} year${retentionDays === 365 ? '' : 's'}` : `${retentionDays} days`
  return (
    <ul>
      <li>
        Enquiries, contact messages and applications: {period} after they reach us, or after you withdraw your consent if that is later.
        Then they are anonymised: your name, contact details and message are removed, and only counts remain.
      </li>
      <li>Consent records: as long as we hold the data they cover, so we can show what you agreed to.</li>
      <li>Account data: until you delete your account or ask us to delete it.</li>
      <li>
        Newsletter: until you unsubscribe. After that we keep your address with the record of your consent and its withdrawal for {period},
        so that we can show that your e-mails stopped; then it is anonymised.
      </li>
      <li>Server logs: 30 days, unless needed to investigate a security incident.</li>
    </ul>
  )
}

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="How we collect, use and protect your personal data, and the rights you have under UAE law."
      sections={SECTIONS}
    />
  )
}

export const meta = withSocial(pageMeta)
