// Uses the stack `npm test` started, or starts one for a direct `npx playwright test`.
import { baseUrlIfSet, setEnv } from '../env'

export default async function globalSetup() {
  if (baseUrlIfSet()) return
  // @ts-expect-error plain ESM script without types
  const { startTestStack, testStackEnv } = await import('../../scripts/lib/test-stack.mjs')
  const stack = await startTestStack()
  setEnv(testStackEnv(stack))
  return () => stack.stop()
}
