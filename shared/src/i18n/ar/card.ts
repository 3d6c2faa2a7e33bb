// ترجمة en/card.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/card'

const ar: Translation<typeof en> = {}

export default ar
