// spec §2 Fortune dialog: opens by itself the first time a user is present in this browser
// session (fetched with forceNew=true), and can be closed.
import { formatFortuneDate } from '@cardcompare/shared'
import { useEffect, useState } from 'react'
import { Modal } from '~/components/ui/Modal'

type Fortune = { content: string; category: string; dateForDisplay: string | null }
const SHOWN_KEY = 'cardcompare:fortuneShown'

export function FortuneDialog({ userId }: { userId: number | null }) {
  const [fortune, setFortune] = useState<Fortune | null>(null)
  useEffect(() => {
    if (!userId || sessionStorage.getItem(SHOWN_KEY) === String(userId)) return
    const controller = new AbortController()
    fetch('/api/fortune/today?forceNew=true', { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Fortune>) : null))
      .then((data) => {
        if (!data) return
        sessionStorage.setItem(SHOWN_KEY, String(userId))
        setFortune(data)
      })
      // spec §7: a failed fetch is logged and yields nothing.
      .catch((error) => error.name !== 'AbortError' && console.warn('fortune unavailable', error))
    return () => controller.abort()
  }, [userId])
  return (
    <Modal open={fortune !== null} onClose={() => setFortune(null)} labelledBy="fortune-title">
      <h2 id="fortune-title" className="text-xl font-bold text-slate-900">
        Your Financial Fortune
      </h2>
      <p className="mt-1 text-sm text-slate-600">{formatFortuneDate(fortune?.dateForDisplay) ?? "Today's Guidance"}</p>
      <blockquote className="mt-4 rounded-xl bg-amber-50 p-4 text-lg text-slate-900 ring-1 ring-amber-200">“{fortune?.content}”</blockquote>
      <p className="mt-2 text-sm capitalize text-slate-700">{fortune?.category}</p>
      <p className="mt-4 text-sm text-slate-600">Visit the Fortune Cookie page for more personalized financial insights.</p>
      <button
        type="button"
        onClick={() => setFortune(null)}
        className="mt-6 w-full rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
      >
        Close
      </button>
    </Modal>
  )
}
