import { useEffect, useState } from 'react'

/** False in the server's HTML and until React has taken the page over; then true. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
