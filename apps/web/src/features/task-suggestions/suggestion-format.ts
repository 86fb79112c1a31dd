import { type TaskEditSuggestion, formatMoment } from '@goodhours/domain';

export function authorName(s: TaskEditSuggestion): string {
  return `${s.user.firstName} ${s.user.lastName}`;
}

/** When a suggestion was made, in the organisation's time zone (document 1 §9). */
export function formatSuggestedDate(iso: string): string {
  return formatMoment(iso);
}

export type SuggestionSort = { by: 'date' | 'user'; descending: boolean };

/** Suggestions by date or by the suggester's name (ties newest first). */
export function sortSuggestions(list: readonly TaskEditSuggestion[], sort: SuggestionSort): TaskEditSuggestion[] {
  const sign = sort.descending ? -1 : 1;
  const byDate = (a: TaskEditSuggestion, b: TaskEditSuggestion) => a.dateSuggested.localeCompare(b.dateSuggested);
  const byUser = (a: TaskEditSuggestion, b: TaskEditSuggestion) =>
    authorName(a).localeCompare(authorName(b), 'en', { sensitivity: 'base' });
  return [...list].sort((a, b) => sign * (sort.by === 'date' ? byDate(a, b) : byUser(a, b)) || -byDate(a, b));
}
