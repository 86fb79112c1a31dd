import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  badgeKeys,
  formKeys,
  headerKeys,
  infringementKeys,
  leaderboardKeys,
  profileKeys,
  profileWorkKeys,
  projectKeys,
  reportKeys,
  type ResponsesSource,
  summariesReportKeys,
  summaryBarKeys,
  taskKeys,
  teamKeys,
  teamTasksKeys,
  timeEntryKeys,
  timeOffKeys,
  weekCloseKeys,
} from './query-keys';

/**
 * What a change touched (STYLE 11: refresh by what changed). A mutation names what it changed;
 * this file is the one place that knows which cached answers show it, so no screen lists the
 * other screens to refresh. A mutation whose answer is the new state of one entry writes that
 * entry itself; the change names the others.
 */
export type Change =
  /** A person's logged time: an entry added, edited, moved, made (in)tangible or deleted. */
  | { kind: 'time'; personId: string }
  /** Tasks: their fields, status, resources or place in the tree. */
  | { kind: 'tasks' }
  /** A person's weekly summaries (or the media link kept with them). */
  | { kind: 'summary'; personId: string }
  /** A person's blue squares: one given (by hand, a red warning, a time edit), edited, deleted or waived. */
  | { kind: 'infringements'; personId: string }
  /** Projects: created, edited, archived, deleted, or their members changed. */
  | { kind: 'projects' }
  /** A person joined or left a team (the team's own member list comes with the change). */
  | { kind: 'membership'; personId: string }
  /** A team was created, renamed, recoded, made (in)active or deleted. */
  | { kind: 'teams' }
  /** Someone's time off was asked for, changed or withdrawn. */
  | { kind: 'timeOff' }
  /** A badge's definition: its name, picture or ranking. */
  | { kind: 'badges' }
  /** A form was answered or its definition changed (a job application is an answer to the job's form). */
  | { kind: 'responses'; source: ResponsesSource }
  /** Who holds which badges: one person's collection (its new state comes with the change), or, with null, anyone's. */
  | { kind: 'badgeHolders'; personId: string | null }
  /** The week's summary deadline passed: the new week's slots and figures replace the old ones everywhere. */
  | { kind: 'weekEnded' }
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
    case 'infringements':
      // The profile's list, the summary bar's count, the reports that count or list them (people,
      // team, org summary) and the weekly closes, whose outcomes show the blue squares they gave.
      return [infringementKeys.ofUser(change.personId), summaryBarKeys.of(change.personId), reportKeys.all, weekCloseKeys.all];
    case 'projects':
      return [projectKeys.all, profileKeys.projectsAll];
    case 'membership':
      // The teams' member counts, the person's profile (their teams) and team reminder, and the
      // lists that show a viewer's team members.
      return [
        teamKeys.teams,
        profileKeys.profile(change.personId),
        headerKeys.deadlines(change.personId),
        leaderboardKeys.all,
        teamTasksKeys.all,
        reportKeys.all,
      ];
    case 'teams':
      // Team names and codes show in the filters (the teams list), on profiles, in the team
      // reminders, in the lists that group by team and in the reports.
      return [teamKeys.teams, profileKeys.all, headerKeys.deadlinesAll, leaderboardKeys.all, teamTasksKeys.all, reportKeys.all];
    case 'timeOff':
      // Anyone's: the lists that mark who is away (the leaderboard and Team Member Tasks of
      // whoever is looking) and the people report show it beside the requests themselves.
      return [timeOffKeys.all, leaderboardKeys.all, teamTasksKeys.all, reportKeys.all];
    case 'badges':
      return [badgeKeys.list, profileWorkKeys.badgesAll];
    case 'badgeHolders':
      // The badges' holders, and the badge counts of the summary bar and the people report.
      return change.personId === null
        ? [badgeKeys.list, profileWorkKeys.badgesAll, summaryBarKeys.all, reportKeys.all]
        : [badgeKeys.list, summaryBarKeys.of(change.personId), reportKeys.all];
    case 'responses':
      return [formKeys.responsesOf(change.source)];
    case 'weekEnded':
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
