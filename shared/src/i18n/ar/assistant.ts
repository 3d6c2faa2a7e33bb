// ترجمة en/assistant.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/assistant'

const ar: Translation<typeof en> = {}

export default ar
