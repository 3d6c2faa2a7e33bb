// ترجمة en/forms.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/forms'

const ar: Translation<typeof en> = {}

export default ar
