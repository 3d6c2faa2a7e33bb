// Fills a catalogue text outside i18next (the CMS's mails, docs/decisions/036): each `{{name}}`
// becomes its value. No escaping: the caller escapes for HTML, as a mail's layout does.

/** "Hello {{name}}" with { name: 'Aisha' } is "Hello Aisha"; a name without a value stays as written. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
