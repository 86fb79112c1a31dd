import { TASK_IMPORT_COLUMNS } from '@goodhours/domain';

const EXAMPLE_ROWS: readonly (readonly string[])[] = [
  [
    '1',
    'Build the earthbag walls',
    'Primary',
    'Not Started',
    '10',
    '30',
    '20',
    '',
    '2026-03-01',
    '2026-04-15',
    'Housing',
    'https://example.org/walls-plan',
    'Shelter for the first families',
    'Round walls that breathe',
    'Walls up to the roof line',
    'volunteer@example.org',
  ],
  ['1.1', 'Fill and tamp the bags', 'Secondary', 'Not Started', '4', '12', '8', '', '', '', 'Housing', '', '', '', '', ''],
  ['2', 'Plan the roof', 'Primary', 'Not Started', '2', '6', '3', '4', '', '', '', '', '', '', '', 'one@example.org; two@example.org'],
];

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The template offered for download: every column, and rows showing a small tree. */
export function taskImportTemplateCsv(): string {
  return [TASK_IMPORT_COLUMNS, ...EXAMPLE_ROWS].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A link target for the template (a data URL, so nothing needs cleaning up). */
export function taskImportTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(taskImportTemplateCsv())}`;
}
