/**
 * CSV text as spreadsheets read it (RFC 4180): a cell holding a comma, a quote or a line break is
 * quoted with its quotes doubled. A cell that a spreadsheet would run as a formula (=, +, -, @,
 * tab or carriage return first) is prefixed with an apostrophe, so a note cannot become one.
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Offers `text` as a file download (a UTF-8 BOM first, so spreadsheets read accents right). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
