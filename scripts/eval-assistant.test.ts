import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { EvalCase } from '@cardcompare/shared'
import { ANSWER_BUDGET_MS, EVAL_FILE, runAssistantEval } from './lib/assistant-eval'

describe('the assistant evaluation set (npm run eval:assistant)', () => {
  const cases = JSON.parse(readFileSync(EVAL_FILE, 'utf8')) as EvalCase[]

  it('has at least 60 questions with unique ids, covering every kind of constraint', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60)
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
    const used = new Set(cases.flatMap((c) => Object.keys(c.expect)))
    for (const key of ['salary', 'fee', 'categories', 'bank', 'islamic', 'kind', 'rewards', 'travel']) expect(used).toContain(key)
    expect(cases.filter((c) => c.expect.kind === 'follow-up').length).toBeGreaterThanOrEqual(3)
  })

  it('asks at least 20 questions about 8 or more named cards, and some that need a clarification (decision 021)', () => {
    const about = cases.filter((c) => c.expect.cards && c.expect.figures)
    expect(about.length).toBeGreaterThanOrEqual(20)
    expect(new Set(about.flatMap((c) => c.expect.cards!)).size).toBeGreaterThanOrEqual(8)
    expect(cases.filter((c) => c.expect.kind === 'clarify').length).toBeGreaterThanOrEqual(3)
  })

  it('the offline engine satisfies every question (100 %), each within the time budget', () => {
    const results = runAssistantEval(cases)
    const failures = results.filter((r) => r.failures.length > 0).map((r) => `${r.id}: ${r.failures.join('; ')}`)
    expect(failures).toEqual([])
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(ANSWER_BUDGET_MS)
  })
})
