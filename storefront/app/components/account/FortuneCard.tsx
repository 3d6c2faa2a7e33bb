// The fortune dialog's content (spec §2 Fortune dialog), loaded once FortuneDialog has a fortune.
import { formatFortuneDate } from '@cardcompare/shared'
import { Modal } from '~/components/ui/Modal'

export type Fortune = { content: string; category: string; dateForDisplay: string | null }

export default function FortuneCard({ fortune, onClose }: { fortune: Fortune; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} labelledBy="fortune-title">
      <h2 id="fortune-title" className="text-xl font-bold text-slate-900">
        Your Financial Fortune
      </h2>
      <p className="mt-1 text-sm text-slate-600">{formatFortuneDate(fortune.dateForDisplay) ?? "Today's Guidance"}</p>
      <blockquote className="mt-4 rounded-xl bg-amber-50 p-4 text-lg text-slate-900 ring-1 ring-amber-200">“{fortune.content}”</blockquote>
      <p className="mt-2 text-sm capitalize text-slate-700">{fortune.category}</p>
      <p className="mt-4 text-sm text-slate-600">Visit the Fortune Cookie page for more personalized financial insights.</p>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 w-full rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
      >
        Close
      </button>
    </Modal>
  )
}
