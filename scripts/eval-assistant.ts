// `npm run eval:assistant`: every question of tests/eval/assistant.json through the offline
// engine over the seed catalogue (no database); prints the score and each failure, and fails
// unless every answer satisfies its constraints.
import { runAssistantEval } from './lib/assistant-eval'

const results = runAssistantEval()
const failed = results.filter((r) => r.failures.length > 0)
for (const result of failed) {
  console.error(`✗ ${result.id}: "${result.question}"`)
  for (const failure of result.failures) console.error(`    - ${failure}`)
}
const passed = results.length - failed.length
console.log(`assistant eval: ${passed}/${results.length} questions satisfied (${((100 * passed) / results.length).toFixed(1)} %)`)
if (failed.length > 0) process.exit(1)
