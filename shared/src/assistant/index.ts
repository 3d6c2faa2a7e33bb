// The AI assistant's offline engine and the checks on an LLM's phrasing (issue 12 item 4).
export * from './banks'
export * from './read-request'
export * from './card-facts'
export * from './engine'
export * from './evaluate'
export * from './llm'
export * from './input'
