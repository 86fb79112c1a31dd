import type { TaskImportCell } from '@goodhours/domain';

/** A sheet: rows of cells, the header row first. */
export type ImportTable = TaskImportCell[][];

/**
 * Parses CSV text (RFC 4180): fields separated by `delimiter`, quoted fields may hold
 * delimiters, line breaks and doubled quotes (""). Lines may end in CRLF or LF.
 */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Spreadsheets saved in some languages separate CSV fields with ';': read the header to tell. */
export function csvDelimiter(text: string): ',' | ';' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet date: its day when it has no time, otherwise the instant. */
function dateCell(d: Date): string {
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0) {
    return `${String(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  return d.toISOString();
}

function toCell(value: unknown): TaskImportCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dateCell(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

export type ImportFileKind = 'csv' | 'xlsx';

export function importFileKind(name: string): ImportFileKind | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return undefined;
}

/** Reads the first sheet of an .xlsx file (the reader loads only when needed). */
async function readXlsx(file: Blob): Promise<ImportTable> {
  const { readSheet } = await import('read-excel-file/universal');
  const data = await readSheet(file);
  return data.map((row) => row.map(toCell));
}

/** Reads a .csv or .xlsx file into a table; throws on anything else or an unreadable file. */
export async function readImportFile(file: File): Promise<ImportTable> {
  const kind = importFileKind(file.name);
  if (kind === 'xlsx') return readXlsx(file);
  if (kind === 'csv') {
    const text = await file.text();
    return parseCsv(text, csvDelimiter(text));
  }
  throw new Error('unsupported file type');
}
