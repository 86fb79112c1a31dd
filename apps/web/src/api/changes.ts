import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { headerKeys } from './header';
import { leaderboardKeys } from './leaderboard';
import { profileKeys } from './profile';
import { profileWorkKeys } from './profile-work';
import { projectKeys } from './projects';
import { reportKeys, summariesReportKeys } from './report-keys';
import { summaryBarKeys } from './summary-bar';
import { taskKeys } from './tasks';
import { teamTasksKeys } from './team-member-tasks';
import { timeEntryKeys } from './time-entries';

/**
 * What a change touched (STYLE 11: refresh by what changed). A mutation names what it changed;
 * this file is the one place that knows which cached answers show it, so no screen lists the
 * other screens to refresh.
 */
export type Change =
  /** A person's logged time: an entry added, edited, moved, made (in)tangible or deleted. */
  | { kind: 'time'; personId: string }
  /** Tasks: their fields, status, resources or place in the tree. */
  | { kind: 'tasks' }
  /** A person's weekly summaries (or the media link kept with them). */
  | { kind: 'summary'; personId: string }
  /**
   * The weekly close finished a week: everyone's hours, missed hours, blue squares, badges and
   * summaries moved at once, so every cached answer is stale.
   */
  | { kind: 'weekClosed' };

/** Every cached answer that shows what a change touched, by key prefix. */
export function keysShowing(change: Change): QueryKey[] {
  switch (change.kind) {
    case 'time':
      return [
        timeEntryKeys.person(change.personId),
        timeEntryKeys.editHistory(change.personId),
        profileKeys.profile(change.personId),
        profileKeys.projects(change.personId),
        profileWorkKeys.tasks(change.personId),
        // This week's hours: the person's summary bar and hours bell, and everyone's lists that
        // show them (the leaderboard and Team Member Tasks of whoever is looking).
        summaryBarKeys.of(change.personId),
        headerKeys.bell(change.personId),
        leaderboardKeys.all,
        teamTasksKeys.all,
        // Hours logged per project and per task, and every report that sums hours.
        projectKeys.all,
        taskKeys.all,
        reportKeys.all,
        summariesReportKeys.weeks,
      ];
    case 'summary':
      // The profile holds the media link; the summary bar, the leaderboard and Team Member Tasks
      // show whether this week's summary is in (the summaries' own answer comes with the change).
      return [
        profileKeys.profile(change.personId),
        summaryBarKeys.of(change.personId),
        leaderboardKeys.all,
        teamTasksKeys.all,
        reportKeys.all,
        summariesReportKeys.weeks,
      ];
    case 'tasks':
      return [taskKeys.all, taskKeys.wbsAll, teamTasksKeys.all, profileWorkKeys.all, headerKeys.deadlinesAll, reportKeys.all];
    case 'weekClosed':
      return [[]];
  }
}

/** Marks what the changes touched as stale; what is on screen is read again at once. */
export function refreshAfter(queryClient: QueryClient, ...changes: Change[]): Promise<unknown> {
  const keys = changes.flatMap(keysShowing);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRefreshAfter(): (...changes: Change[]) => Promise<unknown> {
  const queryClient = useQueryClient();
  return (...changes) => refreshAfter(queryClient, ...changes);
}
