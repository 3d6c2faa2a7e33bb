// The accessibility statement (decision 023): what we test against, what is known not to work
// and how to report a barrier. What it says about testing comes from the same constants the
// end-to-end tests use; change the known issues and the review date together with the site.
import {
  ACCESSIBILITY_REVIEWED,
  AXE_WCAG_TAGS,
  BUSINESS_HOURS,
  COMPANY,
  EXIT_INTENT,
  QUIZ_POPUP,
  REFLOW_WIDTH_PX,
  TESTED_WIDTHS_PX,
  TOAST,
} from '@cardcompare/shared'
import type { MetaFunction } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import { LegalPage, PrivacyEmail, type LegalSection } from '~/components/info/LegalPage'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Accessibility Statement | CardCompare UAE' },
  {
    name: 'description',
    content:
      'How accessible CardCompare UAE is: the WCAG 2.2 AA checks we run, what does not work yet, and how to tell us about a barrier by e-mail, phone or our contact form.',
  },
]

const tagList = Object.values(AXE_WCAG_TAGS)

const SECTIONS: LegalSection[] = [
  {
    id: 'our-aim',
    title: 'Our aim',
    body: (
      <>
        <p>
          We want everyone in the UAE to be able to find, compare and apply for a credit card on {COMPANY.name}, including people who use a
          keyboard alone, a screen reader, screen magnification, voice control or large text on a phone. We aim to meet the Web Content
          Accessibility Guidelines (WCAG) 2.2 at level AA.
        </p>
        <p>
          We believe the website <strong>partially meets</strong> WCAG 2.2 level AA: most of it does, and the exceptions we know of are
          listed under <a href="#known-issues">What does not work yet</a>. This statement covers the public website. It does not cover the
          admin area our own staff use to manage cards and leads.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-test',
    title: 'How we test',
    body: (
      <>
        <p>
          Our automated end-to-end tests open the pages and dialogs in the Chromium browser at two widths, {TESTED_WIDTHS_PX.desktop} pixels
          (a laptop) and {TESTED_WIDTHS_PX.phone} pixels (a phone), and check each with the axe-core accessibility engine against its rules
          for:
        </p>
        <ul>
          {tagList.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <p>A test fails if axe finds a single violation.</p>
        <p>
          Automated tools find only some barriers, so we also go through the main journeys with the keyboard alone: finding cards in the
          catalogue and its filters, a card’s page, the application form, comparing cards, the lead form on the home page, the menus and the
          footer. We check that pages reflow without sideways scrolling at {REFLOW_WIDTH_PX} pixels wide, the width of a laptop screen
          zoomed to 400 %.
        </p>
        <p>
          We have not yet tested with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack), in Firefox or Safari, or with disabled
          people, and the website has not been audited by an outside specialist.
        </p>
      </>
    ),
  },
  {
    id: 'what-helps',
    title: 'What helps you use the website',
    body: (
      <ul>
        <li>The first press of the Tab key reaches a “Skip to main content” link.</li>
        <li>
          Everything works with the keyboard, and the element with focus has a visible outline. Dialogs, such as the application form, take
          focus when they open, close with Escape and return you to where you were.
        </li>
        <li>Pages have headings and landmarks (header, navigation, main content, footer) to move around with.</li>
        <li>Every form field has a label, and an error is shown next to the field it is about and read out with it.</li>
        <li>The check that you are not a robot has no picture or sound puzzle: it runs by itself while you fill in the form.</li>
        <li>
          Notifications stay for {TOAST.durationMs / 1000} seconds, and for as long as the pointer is over them or they have focus; press{' '}
          {TOAST.hotkey} to move to them. Error notifications are announced at once by screen readers.
        </li>
        <li>
          The moving strip of bank logos on the home page stops while the pointer is over it or a logo has focus, and does not move at all
          if your device is set to reduce motion.
        </li>
      </ul>
    ),
  },
  {
    id: 'known-issues',
    title: 'What does not work yet',
    body: (
      <ul>
        <li>
          <strong>No Arabic version.</strong> The website is in English only.
        </li>
        <li>
          <strong>Banks’ documents.</strong> Card pages link to the banks’ own documents (key facts statements, schedules of charges,
          product pages), many of them PDF files, as the source of each figure. The banks publish them and we cannot make them accessible;
          some cannot be read by a screen reader. Every figure we take from them is written out as text on the card page, with the document
          it came from.
        </li>
        <li>
          <strong>The moving bank logos have no pause button</strong> (WCAG 2.2.2). On a touch screen they stop only if your device is set
          to reduce motion. Every bank is also listed on our <Link to="/card-issuers">card issuers</Link> page, which does not move.
        </li>
        <li>
          <strong>The floating “Financial tips” button</strong> stays at the bottom left of the screen. On a phone it can partly cover the
          link or field that has keyboard focus near the bottom of the screen; scrolling a little further shows it in full.
        </li>
        <li>
          <strong>Two invitations open by themselves:</strong> the card finder quiz, {QUIZ_POPUP.delayMs / 1000} seconds after a page loads
          once you have scrolled down, once per visit; and the newsletter offer when the pointer leaves the top of the window or you switch
          to another tab, at most once in {EXIT_INTENT.expiryDays} days. Each takes focus, and closes with Escape or its own button.
        </li>
        <li>
          <strong>Tables of figures scroll sideways</strong> on narrow screens (the comparison of cards side by side), as a table must to
          keep its columns together.
        </li>
      </ul>
    ),
  },
  {
    id: 'report-a-barrier',
    title: 'Report a barrier',
    body: (
      <>
        <p>
          If something on the website stops you or makes a task hard, please tell us, and we will help you get the information or finish the
          task another way:
        </p>
        <ul>
          <li>
            E-mail: <PrivacyEmail subject="Accessibility" />
          </li>
          <li>
            Phone: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>, {BUSINESS_HOURS.text} (UAE time)
          </li>
          <li>
            Our <Link to="/contact">contact form</Link>
          </li>
        </ul>
        <p>
          It helps us to know the page’s address, what you were trying to do, and the device, browser and any assistive technology you use.
        </p>
      </>
    ),
  },
  {
    id: 'about-this-statement',
    title: 'About this statement',
    body: (
      <p>
        We last reviewed this statement on <time dateTime={ACCESSIBILITY_REVIEWED.iso}>{ACCESSIBILITY_REVIEWED.text}</time>, against the
        results of our automated tests and a keyboard-only review of the website. We review it again whenever we change the website
        substantially.
      </p>
    ),
  },
]

export default function AccessibilityPage() {
  return (
    <LegalPage
      eyebrow="Accessibility"
      title="Accessibility Statement"
      intro="How accessible CardCompare UAE is, how we test it, what does not work yet, and how to tell us about a barrier."
      dated={{ ...ACCESSIBILITY_REVIEWED, label: 'Last reviewed' }}
      sections={SECTIONS}
    />
  )
}

export const meta = withSocial(pageMeta)
