// spec §2 Fortune dialog: opens by itself the first time a user is present in this browser
// session (fetched with forceNew=true), and can be closed.
import { lazy, Suspense, useEffect, useState } from 'react'
import type { Fortune } from './FortuneCard'

// The dialog itself loads once there is a fortune to show: guests never need it.
const FortuneCard = lazy(() => import('./FortuneCard'))
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
  if (!fortune) return null
  return (
    <Suspense fallback={null}>
      <FortuneCard fortune={fortune} onClose={() => setFortune(null)} />
    </Suspense>
  )
}
