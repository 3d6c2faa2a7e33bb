import { COMPANY } from '@cardcompare/shared'
import type { MetaFunction } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import { LegalPage, PrivacyEmail, type LegalSection } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Terms of Service | CardCompare UAE' },
  {
    name: 'description',
    content:
      'The terms for using CardCompare UAE: we are a comparison service, not a bank; no approval guarantee; how we rank cards; and your responsibilities.',
  },
]

const SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply to your use of the {COMPANY.name} website, operated by {COMPANY.registration}. By using the website you accept
        them. If you do not agree, please do not use the website. Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we
        handle your personal data.
      </p>
    ),
  },
  {
    id: 'not-a-bank',
    title: 'We are not a bank',
    body: (
      <>
        <p>
          {COMPANY.name} is a free comparison and introduction service. We are not a bank, lender or financial adviser, we do not issue
          credit cards, and we do not lend money or make credit decisions.
        </p>
        <p>
          When you apply through our website, we pass your application to the bank you chose. Your card agreement is between you and that
          bank, on the bank’s terms.
        </p>
      </>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'No approval guarantee',
    body: (
      <>
        <p>
          The bank alone decides whether to approve your application and on what limit, using its own criteria: your salary, your total
          monthly repayments against the Central Bank’s 50% debt burden limit, your Al Etihad Credit Bureau report, your employer and your
          residency status.
        </p>
        <p>
          We never promise approval and never describe a card as “pre-approved”. Minimum salaries and eligibility we show are the bank’s
          published requirements, not a prediction of your result.
        </p>
      </>
    ),
  },
  {
    id: 'information',
    title: 'Card information may change',
    body: (
      <>
        <p>
          We take card details from each bank’s public information and show the source and the date we last checked them on every card page.
          Banks change fees, rates, rewards and offers often, and some figures carry conditions such as monthly caps, minimum spend or
          first-year-only fee waivers.
        </p>
        <p>
          Before you apply, always check the bank’s <strong>Key Facts Statement</strong> (KFS) and terms and conditions. If they differ from
          our website, the bank’s documents apply. Interest is usually quoted monthly; the KFS also states the annual percentage rate (APR).
        </p>
        <p>
          If you find an error, please <Link to="/contact">tell us</Link> and we will correct it.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-rank',
    title: 'How we rank cards',
    body: (
      <>
        <p>
          We may receive a fee from a bank when a customer we introduce is approved. That fee never decides the order in which cards appear:
        </p>
        <ul>
          <li>
            <strong>Recommended</strong> (the default order) shows first the cards our editors feature for their value to typical UAE
            spenders, weighing fees, rewards, benefits and eligibility; then all other cards.
          </li>
          <li>
            <strong>Lowest fee</strong>, <strong>lowest salary</strong> and <strong>highest reward</strong> sort purely by the ongoing
            annual fee, the minimum monthly salary and the headline reward rate.
          </li>
          <li>Filters show every card that matches them, whether or not we have any agreement with its bank.</li>
          <li>Labels such as “Best Cashback” or “Popular Choice” are editorial and are never sold.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'guidance',
    title: 'Tips, quizzes and the AI assistant',
    body: (
      <p>
        Our financial tips, the card finder quiz, the daily financial tip and the AI assistant give general information to help you compare.
        They are not personal financial advice and do not take your full circumstances into account. Think about whether a card suits you,
        and ask the bank if you are unsure.
      </p>
    ),
  },
  {
    id: 'your-use',
    title: 'Using the website',
    body: (
      <>
        <p>When you use the website, you agree to:</p>
        <ul>
          <li>give true and current details, and apply only for yourself;</li>
          <li>keep your account password secret and tell us if someone else uses your account;</li>
          <li>not copy our content in bulk, scrape the website or overload it with automated requests;</li>
          <li>not try to get around its security or access other people’s data;</li>
          <li>not post unlawful, misleading or offensive comments.</li>
        </ul>
        <p>We may suspend accounts that break these terms.</p>
      </>
    ),
  },
  {
    id: 'other-websites',
    title: 'Links to banks and other websites',
    body: (
      <p>
        We link to banks’ websites and documents so you can check the details. We are not responsible for their content, their products or
        how they handle your data; their own terms and privacy policies apply.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We work to keep the website accurate and available, but we provide it “as is”. As far as UAE law allows, we are not liable for
        decisions you make on the basis of information on the website, for a bank’s decision or product, or for losses caused by
        interruptions we could not reasonably prevent. Nothing in these terms limits rights you have under UAE consumer protection law.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law, changes and contact',
    body: (
      <>
        <p>
          These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai, and the courts of Dubai have
          jurisdiction.
        </p>
        <p>
          We may update these terms; the date above shows the latest version, and changes apply from that date. Questions:{' '}
          <PrivacyEmail subject="Terms of Service" />, {COMPANY.phone}.
        </p>
      </>
    ),
  },
]

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The terms for using our free credit card comparison service, in plain language."
      sections={SECTIONS}
    />
  )
}

export const meta = withSocial(pageMeta)
