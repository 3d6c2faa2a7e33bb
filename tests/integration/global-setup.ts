// Runs the integration tests against the stack `npm test` started, or starts one itself
// when they are run alone (`npx vitest run --project integration`).
import { baseUrlIfSet, setEnv } from '../env'

export default async function setup() {
  if (baseUrlIfSet()) return
  // @ts-expect-error plain ESM script without types
  const { startTestStack, testStackEnv } = await import('../../scripts/lib/test-stack.mjs')
  const stack = await startTestStack()
  setEnv(testStackEnv(stack))
  return () => stack.stop()
}
