// The language-model path against a stand-in OpenAI-compatible server (an external service),
// over the seed catalogue: a good phrasing is shown; a phrasing that adds a card, a bank or a
// figure, an error or a timeout falls back to the offline text.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerQuestion } from '@cardcompare/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadSeedCatalogue } from '../../../scripts/lib/seed-catalogue'
import { llmConfig, phraseAnswer, type LlmConfig } from './assistant-llm.server'

const catalogue = loadSeedCatalogue()
const question = 'cashback card for AED 8,000 salary, no annual fee, I spend a lot on groceries'
const answer = answerQuestion(question, [], catalogue)
const [first, second] = answer.cards

let reply: { status: number; content: string; delayMs?: number } = { status: 200, content: '' }
const received: { path: string; auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = []
let server: Server
let config: LlmConfig

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) })
      setTimeout(() => {
        if (res.destroyed) return
        res.writeHead(reply.status, { 'Content-Type': 'application/json' })
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: 'test-model',
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        )
      }, reply.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  config = { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'test-model', timeoutMs: 2000 }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  received.length = 0
})

const phrase = () => phraseAnswer(config, answer, [question], catalogue)

describe('the language model phrases the answer', () => {
  it('the engine found cards to phrase', () => expect(answer.cards.length).toBeGreaterThanOrEqual(2))

  it('shows a phrasing that names only the given cards and figures', async () => {
    reply = {
      status: 200,
      content: `For a salary of AED 8,000 with no annual fee, the ${first!.name} from ${first!.bankName} comes first, then the ${second!.name}. Both have no annual fee.`,
    }
    const result = await phrase()
    expect(result).toEqual({ source: 'llm', text: reply.content })
    // One call to the configured endpoint, with the key, the model, and the ranked cards as data.
    expect(received).toHaveLength(1)
    expect(received[0]!.path).toBe('/v1/chat/completions')
    expect(received[0]!.auth).toBe('Bearer test-key')
    expect(received[0]!.body.model).toBe('test-model')
    const prompt = received[0]!.body.messages.map((m) => m.content).join('\n')
    for (const card of answer.cards) expect(prompt).toContain(card.name)
  })

  it('falls back when the model names a card it was not given', async () => {
    const other = catalogue.cards.find((c) => !answer.cards.some((a) => a.id === c.id) && /Skywards Infinite/.test(c.name))!
    reply = { status: 200, content: `You should get the ${other.name}. It is the best.` }
    expect(await phrase()).toEqual({
      source: 'offline',
      text: answer.text,
      fallback: `check failed: names a card not given: ${other.name}`,
    })
  })

  it('falls back when the model invents a card name', async () => {
    reply = { status: 200, content: 'The HyperSaver Platinum Card is perfect for groceries.' }
    expect(await phrase()).toMatchObject({ source: 'offline', text: answer.text })
  })

  it('falls back when the model names a bank not given', async () => {
    reply = { status: 200, content: `The ${first!.name} is good, but HSBC has better offers.` }
    expect(await phrase()).toMatchObject({ source: 'offline', fallback: 'check failed: names a bank not given: HSBC' })
  })

  it('falls back when the model states a figure not in the data', async () => {
    reply = { status: 200, content: `The ${first!.name} pays 7% on groceries, about AED 1,234 a year.` }
    expect(await phrase()).toMatchObject({ source: 'offline', fallback: 'check failed: states a figure not in the data: 7%' })
  })

  it('falls back on links or markup', async () => {
    reply = { status: 200, content: `Apply for the <a href="https://evil.example">${first!.name}</a> now.` }
    expect(await phrase()).toMatchObject({ source: 'offline', fallback: 'check failed: links or markup' })
  })

  it('falls back when the endpoint fails or is too slow', async () => {
    reply = { status: 500, content: '' }
    expect(await phrase()).toMatchObject({ source: 'offline', text: answer.text })
    reply = { status: 200, content: `The ${first!.name} fits.`, delayMs: 5000 }
    const started = Date.now()
    expect(await phraseAnswer({ ...config, timeoutMs: 500 }, answer, [question], catalogue)).toMatchObject({
      source: 'offline',
      text: answer.text,
    })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('is not asked for follow-up questions, and not at all without configuration', async () => {
    const followUp = answerQuestion('cashback card', [], catalogue)
    expect(await phraseAnswer(config, followUp, ['cashback card'], catalogue)).toEqual({
      source: 'offline',
      text: followUp.text,
      fallback: null,
    })
    expect(await phraseAnswer(null, answer, [question], catalogue)).toEqual({ source: 'offline', text: answer.text, fallback: null })
    expect(received).toHaveLength(0)
  })

  it('is configured by LLM_BASE_URL and LLM_MODEL (the key is optional)', () => {
    expect(llmConfig({ LLM_TIMEOUT_MS: 10_000 })).toBeNull()
    expect(llmConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: ' m ', LLM_API_KEY: '', LLM_TIMEOUT_MS: 10_000 })).toEqual({
      baseUrl: 'http://127.0.0.1:1/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 10_000,
    })
  })
})

describe('the language model phrases an answer about a card (decision 021)', () => {
  const cardQuestion = 'ENBD Flexi: annual fee and minimum salary?'
  const cardAnswer = answerQuestion(cardQuestion, [], catalogue)
  const flexi = catalogue.cards.find((c) => c.name === 'Emirates NBD Visa Flexi Credit Card')!
  const kfs = flexi.sources.find((s) => s.figures.includes('annualFee'))!
  const sourced = `Source: ${kfs.title}, checked 23 November 2026`
  const phraseCard = () => phraseAnswer(config, cardAnswer, [cardQuestion], catalogue)

  it('the engine answered the fee from the data and the salary as not confirmed', () => {
    expect(cardAnswer.kind).toBe('card')
    expect(cardAnswer.text).toContain(`Annual fee: AED 735. ${sourced}.`)
    expect(cardAnswer.text).toContain('Minimum salary: Not confirmed.')
  })

  it('shows a phrasing that keeps the figure, its source and date, and "not confirmed"', async () => {
    reply = {
      status: 200,
      content: `The ${flexi.name} has an annual fee of AED 735 (${sourced}). Its minimum salary is not confirmed, so ask Emirates NBD before you apply.`,
    }
    expect(await phraseCard()).toEqual({ source: 'llm', text: reply.content })
    const prompt = received[0]!.body.messages.map((m) => m.content).join('\n')
    expect(prompt).toContain('"value": "AED 735"')
    expect(prompt).toContain('"value": "Not confirmed"')
    expect(prompt).toContain(`"source": "${kfs.title}, checked 23 November 2026"`)
  })

  it.each([
    [
      'changes the fee',
      `The ${flexi.name} has an annual fee of AED 750 (${sourced}). Its minimum salary is not confirmed.`,
      'check failed: states a figure not in the data: AED 750',
    ],
    [
      'invents a minimum salary',
      `The ${flexi.name} has an annual fee of AED 735 (${sourced}). You need a salary of AED 12,000.`,
      'check failed: states a figure not in the data: AED 12,000',
    ],
    [
      'adds the APR, which it was not given',
      `The ${flexi.name} charges 39% a year and AED 735 (${sourced}). Its minimum salary is not confirmed.`,
      'check failed: states a figure not in the data: 39%',
    ],
    [
      'drops "not confirmed"',
      `The ${flexi.name} has an annual fee of AED 735 (${sourced}).`,
      'check failed: drops "not confirmed" for Minimum salary',
    ],
    [
      'drops the source',
      `The ${flexi.name} has an annual fee of AED 735. Its minimum salary is not confirmed.`,
      'check failed: drops the source of Annual fee',
    ],
    [
      'names another card',
      `The Emirates NBD Skywards Signature Credit Card also costs AED 735 (${sourced}); the minimum salary is not confirmed.`,
      'check failed: names a card not given: Emirates NBD Skywards Signature Credit Card',
    ],
  ])('falls back to the offline answer when the model %s', async (_, content, fallback) => {
    reply = { status: 200, content }
    expect(await phraseCard()).toEqual({ source: 'offline', text: cardAnswer.text, fallback })
  })

  it('is not asked to phrase a clarification', async () => {
    const clarify = answerQuestion('What is the APR of the ADCB Titanium?', [], catalogue)
    expect(clarify.kind).toBe('clarify')
    expect(await phraseAnswer(config, clarify, ['What is the APR of the ADCB Titanium?'], catalogue)).toEqual({
      source: 'offline',
      text: clarify.text,
      fallback: null,
    })
    expect(received).toHaveLength(0)
  })
})
