/** What the task-suggestions feature offers other features. */
export { SuggestionCountBadge } from './suggestion-count-badge';
export { SuggestTaskChangesNote, useSuggestTaskChanges } from './suggest-task-changes';
