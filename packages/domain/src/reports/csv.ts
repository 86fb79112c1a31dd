/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * is prefixed with a single quote, so an exported note can never execute in the reader's program.
 * Numbers are written as they are (a negative number is a number, not a formula).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ending in CRLF. */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The byte-order mark that tells spreadsheet programs a CSV file is UTF-8. */
export const CSV_BOM = '\uFEFF';
