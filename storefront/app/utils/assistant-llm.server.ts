// The assistant's optional language model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL): an
// OpenAI-compatible endpoint reached through the AI SDK. It only rephrases the offline answer;
// its text is checked (shared/src/assistant/llm.ts) and any failure, error or timeout falls
// back to the offline text. Nothing is fetched but the configured endpoint.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { checkPhrasing, phrasingPrompt, type AssistantAnswer, type AssistantCatalogue } from '@cardcompare/shared'
import { generateText } from 'ai'

export interface LlmConfig {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs: number
}

type Phrasing = { source: 'llm'; text: string } | { source: 'offline'; text: string; fallback: string | null }

/** The configured model, or null when the assistant runs offline. */
export function llmConfig(env: {
  LLM_BASE_URL?: string
  LLM_API_KEY?: string
  LLM_MODEL?: string
  LLM_TIMEOUT_MS: number
}): LlmConfig | null {
  const model = env.LLM_MODEL?.trim()
  if (!env.LLM_BASE_URL || !model) return null
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY?.trim() || undefined, model, timeoutMs: env.LLM_TIMEOUT_MS }
}

/**
 * The text to show with `answer`: the model's, when it passes the check, else the offline one
 * (`fallback` says why, for the log; it never holds the visitor's words).
 */
export async function phraseAnswer(
  config: LlmConfig | null,
  answer: AssistantAnswer,
  visitorMessages: readonly string[],
  catalogue: Pick<AssistantCatalogue, 'cards' | 'banks'>,
): Promise<Phrasing> {
  // Questions, follow-ups and refusals are fixed texts; only recommendations and card answers are rephrased.
  // An answer in Arabic keeps its catalogue text: the prompt and the check on the model's words
  // are written for English (docs/decisions/034, Update).
  if (!config || answer.locale !== 'en' || (answer.kind !== 'recommendations' && answer.kind !== 'card'))
    return { source: 'offline', text: answer.text, fallback: null }
  const prompt = phrasingPrompt(visitorMessages, answer)
  try {
    const provider = createOpenAICompatible({ name: 'assistant-llm', baseURL: config.baseUrl, apiKey: config.apiKey })
    const { text } = await generateText({
      model: provider(config.model),
      system: prompt.system,
      prompt: prompt.prompt,
      temperature: 0.2,
      maxOutputTokens: 400,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(config.timeoutMs),
    })
    const check = checkPhrasing(text, answer, catalogue, { data: prompt.data, visitorMessages })
    if (check.ok) return { source: 'llm', text: check.text }
    return { source: 'offline', text: answer.text, fallback: `check failed: ${check.reason}` }
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : 'unknown error'
    return { source: 'offline', text: answer.text, fallback: `model unavailable: ${reason}` }
  }
}
