// Runs the assistant's evaluation set (tests/eval/assistant.json) through the offline engine
// over the seed catalogue; shared by `npm run eval:assistant` and its unit test.
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { answerQuestion, checkAnswer, type AssistantTurn, type EvalCase } from '@cardcompare/shared'
import { loadSeedCatalogue } from './seed-catalogue'

export const EVAL_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../tests/eval/assistant.json')

export interface EvalResult {
  id: string
  question: string
  failures: string[]
  /** How long the offline answer took, in milliseconds. */
  ms: number
}

/** The whole answer must be ready within a second offline (decision 021). */
export const ANSWER_BUDGET_MS = 1000

export function runAssistantEval(cases: EvalCase[] = JSON.parse(readFileSync(EVAL_FILE, 'utf8')) as EvalCase[]): EvalResult[] {
  const { allCards, ...catalogue } = loadSeedCatalogue()
  return cases.map((evalCase) => {
    const history: AssistantTurn[] = (evalCase.history ?? []).map((content) => ({ role: 'user', content }))
    const started = performance.now()
    const answer = answerQuestion(evalCase.question, history, catalogue, evalCase.page)
    const ms = performance.now() - started
    return { id: evalCase.id, question: evalCase.question, failures: checkAnswer(answer, evalCase.expect, { catalogue, allCards }), ms }
  })
}
