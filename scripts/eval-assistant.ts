// `npm run eval:assistant`: every question of tests/eval/assistant.json through the offline
// engine over the seed catalogue (no database); prints the score and each failure, and fails
// unless every answer satisfies its constraints and each came within the time budget.
import { ANSWER_BUDGET_MS, runAssistantEval } from './lib/assistant-eval'

const results = runAssistantEval()
const failed = results.filter((r) => r.failures.length > 0)
for (const result of failed) {
  console.error(`✗ ${result.id}: "${result.question}"`)
  for (const failure of result.failures) console.error(`    - ${failure}`)
}
const passed = results.length - failed.length
console.log(`assistant eval: ${passed}/${results.length} questions satisfied (${((100 * passed) / results.length).toFixed(1)} %)`)
const timing = (label: string, set: typeof results) => {
  const times = set.map((r) => r.ms).sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  const slowest = set.reduce((a, b) => (b.ms > a.ms ? b : a))
  console.log(
    `answer time offline, ${label}: median ${median.toFixed(2)} ms, max ${slowest.ms.toFixed(2)} ms ("${slowest.id}") over ${set.length}`,
  )
  return slowest
}
const slowest = timing('all questions', results)
timing(
  'card questions',
  results.filter((r) => r.id.startsWith('card-')),
)
console.log(`budget: ${ANSWER_BUDGET_MS} ms an answer (the first answer includes warming up)`)
if (slowest.ms > ANSWER_BUDGET_MS)
  console.error(`✗ "${slowest.id}" took ${slowest.ms.toFixed(0)} ms, over the ${ANSWER_BUDGET_MS} ms budget`)
if (failed.length > 0 || slowest.ms > ANSWER_BUDGET_MS) process.exit(1)
