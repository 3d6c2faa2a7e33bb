import { describe, expect, it } from 'vitest'
import { isLimitedAccountRequest } from './account-routes.js'
import { isAssistantRequest } from './assistant-routes.js'
import { isIntakeRequest } from './intake-routes.js'

describe("the assistant's limit covers every way to reach its endpoint", () => {
  it.each([
    '/api/assistant',
    '/API/Assistant',
    '/api/assistant/',
    '/api//assistant',
    '/api/%61ssistant',
    '/api/%2561ssistant',
    '/api/./assistant',
    '/api/x/../assistant',
    '/api\\assistant',
    '/api/assistant?x=1',
    '/api/assistant.data',
    '/api/assistant%00',
  ])('POST %s is limited', (path) => {
    expect(isAssistantRequest('POST', path)).toBe(true)
    expect(isAssistantRequest('put', path)).toBe(true)
  })

  it.each(['/api/assistants', '/api/assist', '/ai-assistant', '/api/assistant/1', '/'])('POST %s is not', (path) =>
    expect(isAssistantRequest('POST', path)).toBe(false),
  )

  it('reading is never limited, and no request counts toward two limits', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(isAssistantRequest(method, '/api/assistant')).toBe(false)
    expect(isIntakeRequest('POST', '/api/assistant')).toBe(false)
    expect(isLimitedAccountRequest('POST', '/api/assistant')).toBe(false)
  })
})
