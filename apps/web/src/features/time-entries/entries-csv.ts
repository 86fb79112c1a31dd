import type { TimeEntry } from '@goodhours/domain';
import { toCsv } from './csv';
import { notesToText } from './notes-text';

export const ENTRIES_CSV_HEADER = ['Date', 'Project', 'WBS', 'Task', 'Hours', 'Minutes', 'Tangible', 'Notes'] as const;

/** The entries shown, one row each, notes as plain text. */
export function entriesCsv(entries: readonly TimeEntry[]): string {
  return toCsv([
    ENTRIES_CSV_HEADER,
    ...entries.map((e) => [
      e.dateOfWork,
      e.projectName ?? '',
      e.wbsName ?? '',
      e.taskName ? [e.taskNum, e.taskName].filter(Boolean).join(' ') : '',
      e.hours,
      e.minutes,
      e.isTangible ? 'Yes' : 'No',
      notesToText(e.notes),
    ]),
  ]);
}
