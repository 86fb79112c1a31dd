import { shortDate, type Week } from '@goodhours/domain';

/** "Viewing time entries from Nov-15-26 to Nov-21-26" (week tabs show the range viewed). */
export function rangeLabel(week: Week): string {
  return `Viewing time entries from ${shortDate(week.start)} to ${shortDate(week.end)}`;
}
