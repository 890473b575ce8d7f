// Spreadsheet programs run a cell starting with one of these as a formula; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula neutralised, quoted when it holds a separator, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (without the line break). */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}
