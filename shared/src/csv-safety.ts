// Cells of a CSV that people open in a spreadsheet (the leads export, docs/decisions/011). A cell
// starting with =, +, -, @, a tab or a carriage return is read as a formula by Excel,
// LibreOffice and Google Sheets, so a lead named `=HYPERLINK("http://evil", "Click")` or
// `@SUM(...)` would run on the sales team's machine (CSV / formula injection, OWASP). A
// leading apostrophe makes the spreadsheet show the text as it is.

const FORMULA_START = /^[=+\-@\t\r]/

/** The text of one CSV cell, safe to open in a spreadsheet; null and undefined are empty. */
export function csvSafeCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  // A real number cannot hold a formula; -5 stays a number the spreadsheet can add up.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** A whole row of cells, each made safe. */
export function csvSafeRow(values: readonly unknown[]): string[] {
  return values.map(csvSafeCell)
}
