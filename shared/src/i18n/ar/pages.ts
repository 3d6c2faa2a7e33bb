// ترجمة en/pages.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/pages'

const ar: Translation<typeof en> = {}

export default ar
