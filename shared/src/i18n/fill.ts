// A catalogue template's {{placeholders}} filled without i18next (docs/decisions/035): the zod
// schemas' English messages and translateMessage use it; i18next reads the same syntax.

export type TemplateValues = Record<string, string | number>

export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** `template` with each {{name}} replaced by values[name]; a placeholder without a value stays. */
export function fill(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}
