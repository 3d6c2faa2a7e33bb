// ترجمة en/catalogue.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/catalogue'

const ar: Translation<typeof en> = {}
export default ar
