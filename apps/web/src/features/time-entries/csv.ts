import { CSV_BOM, csvLine } from '@goodhours/domain';
import { downloadBlob } from '../../components/download-file';

/** CSV text (RFC 4180, formula cells escaped: the domain's csvLine, shared with the reports). */
export function toCsv(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return rows.map(csvLine).join('');
}

/** Offers `text` as a file download (a UTF-8 BOM first, so spreadsheets read accents right). */
export function downloadCsv(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([CSV_BOM, text], { type: 'text/csv;charset=utf-8' }));
}
