// /ai-assistant (spec §2, public; docs/decisions/018): a chat that picks cards from our catalogue.
import type { MetaFunction } from '@remix-run/node'
import { Link } from '~/components/ui/navigation'
import { AssistantChat } from '~/components/assistant/AssistantChat'
import { withSocial } from '~/utils/seo'

const pageMeta: MetaFunction = () => [
  { title: 'AI Assistant | CardCompare UAE' },
  {
    name: 'description',
    content:
      'Describe your salary and spending in plain English and get UAE credit cards from our catalogue, each with the reason in dirhams.',
  },
]

export default function AiAssistantPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">AI Assistant</h1>
      <p className="mt-2 text-slate-700">
        Describe what you need in your own words, for example your salary, where you spend most and whether you want no annual fee, and get
        cards from our catalogue with the reason for each.
      </p>
      <aside
        aria-label="About the assistant"
        className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950"
      >
        <p>
          <strong>What this is:</strong> an automatic assistant that picks cards only from our catalogue, using the figures the banks
          publish. It names only cards your stated salary qualifies for, and says when a figure is not confirmed.
        </p>
        <p className="mt-2">
          <strong>It is not financial advice.</strong> Check the bank&apos;s key facts and terms before you apply; the bank decides on your
          application.{' '}
          <Link to="/cards" className="font-medium underline">
            Browse all cards
          </Link>{' '}
          or take the{' '}
          <Link to="/card-finder" className="font-medium underline">
            card finder quiz
          </Link>
          .
        </p>
      </aside>
      <noscript>
        <p className="mt-4 rounded-xl border border-slate-300 p-4">
          The assistant needs JavaScript. You can still{' '}
          <a href="/cards" className="underline">
            browse and filter all cards
          </a>
          .
        </p>
      </noscript>
      <AssistantChat />
    </div>
  )
}

export const meta = withSocial(pageMeta)
