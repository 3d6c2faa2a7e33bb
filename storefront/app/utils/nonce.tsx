import { createContext, useContext, type ReactNode } from 'react'

// The per-request CSP nonce (server.js makes it, entry.server.tsx hands it down). On the client
// it is undefined: browsers hide nonces from the DOM, and Remix's scripts skip hydration checks.
const NonceContext = createContext<string | undefined>(undefined)

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>
}

export const useNonce = () => useContext(NonceContext)
