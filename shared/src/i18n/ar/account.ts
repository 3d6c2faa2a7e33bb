// ترجمة en/account.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/account'

const ar: Translation<typeof en> = {}

export default ar
