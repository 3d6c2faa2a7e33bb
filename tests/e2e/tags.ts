/**
 * A test whose outcome cannot depend on the window's width (answers, headers, links, the admin
 * API) runs in the desktop project only; the phone project leaves it out (playwright.config.ts).
 */
export const ANY_WIDTH = '@any-width'

/** Whole files of such tests. */
export const ANY_WIDTH_FILES = [
  'admin-forms.spec.ts',
  'admin.spec.ts',
  'admin-localised.spec.ts',
  'security-headers.spec.ts',
  'catalogue-import.spec.ts',
  'source-watcher.spec.ts',
]
