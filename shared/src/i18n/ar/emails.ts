// ترجمة en/emails.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/emails'

const ar: Translation<typeof en> = {}

export default ar
