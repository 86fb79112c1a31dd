import { weekOf } from '@goodhours/domain';

export type EntryAge = 'today' | 'thisWeek' | 'older';

/**
 * How old an entry is, by its Pacific date of work against today's Pacific date: today, earlier
 * in this Sunday-to-Saturday week, or before it.
 */
export function entryAge(dateOfWork: string, today: string): EntryAge {
  if (dateOfWork >= today) return 'today';
  return dateOfWork >= weekOf(today).start ? 'thisWeek' : 'older';
}

/**
 * The card's colour and label by age. The colours are the spec's day-filter colours (document 2
 * §9): 1 day #228B22 (green), 2 days #6495ED (blue), 7 days #6a6a6a (grey). The label says the
 * same in words, so colour is never the only signal.
 */
export const ENTRY_AGE_STYLE: Record<EntryAge, { color: string; label: string }> = {
  today: { color: '#228B22', label: 'Today' },
  thisWeek: { color: '#6495ED', label: 'This week' },
  older: { color: '#6a6a6a', label: 'Earlier' },
};
