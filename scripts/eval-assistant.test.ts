import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { EvalCase } from '@cardcompare/shared'
import { EVAL_FILE, runAssistantEval } from './lib/assistant-eval'

describe('the assistant evaluation set (npm run eval:assistant)', () => {
  const cases = JSON.parse(readFileSync(EVAL_FILE, 'utf8')) as EvalCase[]

  it('has at least 60 questions with unique ids, covering every kind of constraint', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60)
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
    const used = new Set(cases.flatMap((c) => Object.keys(c.expect)))
    for (const key of ['salary', 'fee', 'categories', 'bank', 'islamic', 'kind', 'rewards', 'travel']) expect(used).toContain(key)
    expect(cases.filter((c) => c.expect.kind === 'follow-up').length).toBeGreaterThanOrEqual(3)
  })

  it('the offline engine satisfies every question (100 %)', () => {
    const failures = runAssistantEval(cases).filter((r) => r.failures.length > 0).map((r) => `${r.id}: ${r.failures.join('; ')}`)
    expect(failures).toEqual([])
  })
})
