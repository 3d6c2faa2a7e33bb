import { FINANCIAL_TIPS, groupTips } from '@cardcompare/shared'
import type { MetaFunction } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import { Callout, InfoHeader, InfoSection } from '~/components/info/InfoPage'
import { TipCard } from '~/components/info/TipCard'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'Financial Tips for Credit Cards in the UAE | CardCompare UAE' },
  {
    name: 'description',
    content:
      '15 practical credit card tips for UAE residents: minimum salary, interest rates, utilisation, annual fees, rewards and your AECB credit score.',
  },
]

// The tips are built in (spec §2), so the page needs no loader. Group 1 "Essentials" holds the
// first two tips of each category, group 2 "Going further" the third (shared groupTips()).
const GROUPS = groupTips(FINANCIAL_TIPS)

export default function FinancialTipsPage() {
  return (
    <>
      <InfoHeader
        eyebrow="Financial tips"
        title="Smart Credit Card Tips for the UAE"
        intro={
          <p>
            {FINANCIAL_TIPS.length} short, practical tips on spending, income, credit, rewards and fees, written for UAE residents choosing
            and using a credit card.
          </p>
        }
      >
        <nav aria-label="Tip groups" className="mt-6 flex flex-wrap gap-3">
          {GROUPS.map((group) => (
            <a key={group.id} href={`#${group.id}`} className="btn-outline">
              {group.title} ({group.tips.length})
            </a>
          ))}
        </nav>
      </InfoHeader>

      {GROUPS.map((group) => (
        <InfoSection key={group.id} id={group.id} title={group.title} intro={group.description}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {group.tips.map((tip) => (
              <li key={tip.id}>
                <TipCard tip={tip} />
              </li>
            ))}
          </ul>
        </InfoSection>
      ))}

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <Callout title="Ready to put the tips to work?">
          <p>Filter cards by your salary and the fees you are willing to pay, then compare the shortlist side by side.</p>
          <p className="flex flex-wrap gap-3 pt-2">
            <Link to="/cards" className="btn-primary">
              Browse All Cards
            </Link>
            <Link to="/card-benefits" className="btn-outline">
              Understand Card Benefits
            </Link>
          </p>
        </Callout>
      </div>
    </>
  )
}

export const meta = withSocial(pageMeta)
