import type { DayFilter, ReportPeriod } from '@goodhours/domain';

/**
 * The query keys of every cached answer that a change elsewhere can make stale (changes.ts maps
 * changes to them). They live apart from the hooks that read them and import no hook: changes.ts
 * imports this file and the hooks import changes.ts, so nothing imports back in a circle. They are
 * in every signed-in page's code, so this file carries no contracts (types only).
 */

export const headerKeys = {
  ownerMessage: ['ownerMessage'] as const,
  notifications: (userId: string) => ['notifications', userId] as const,
  bell: (userId: string) => ['hoursBell', userId] as const,
  deadlines: (userId: string) => ['teamDeadlines', userId] as const,
  deadlinesAll: ['teamDeadlines'] as const,
};

export const summaryBarKeys = {
  all: ['summaryBar'] as const,
  of: (userId: string) => ['summaryBar', userId] as const,
};

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  of: (userId: string, teamId: string | null) => ['leaderboard', userId, teamId ?? ''] as const,
  mouseover: ['leaderboardMouseover'] as const,
};

export interface TeamTasksFilters {
  page: number;
  days: DayFilter | null;
  teams: string[];
  codes: string[];
  colors: string[];
}

export const teamTasksKeys = {
  all: ['teamMemberTasks'] as const,
  of: (userId: string, f: TeamTasksFilters) => ['teamMemberTasks', userId, f] as const,
};

export const timeEntryKeys = {
  /** Every cached list of one person's entries. */
  person: (userId: string) => ['timeEntries', userId] as const,
  range: (userId: string, from: string, to: string) => ['timeEntries', userId, from, to] as const,
  editHistory: (userId: string) => ['timeEntryEditHistory', userId] as const,
};

export const profileKeys = {
  all: ['userProfile'] as const,
  profile: (userId: string) => ['userProfile', userId] as const,
  /** The profile's projects table; `projectsAll` is everyone's. */
  projects: (userId: string) => ['userProjects', userId] as const,
  projectsAll: ['userProjects'] as const,
};

export const profileWorkKeys = {
  all: ['userTasks'] as const,
  tasks: (userId: string) => ['userTasks', userId] as const,
  badgesAll: ['userBadges'] as const,
  badges: (userId: string) => ['userBadges', userId] as const,
};

/** Everything read about projects sits under `projects`: any change re-reads it all. */
export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  search: (text: string) => ['projects', 'search', text] as const,
  project: (id: string) => ['projects', 'one', id] as const,
  members: (id: string) => ['projectMembers', id] as const,
  candidatesOf: (id: string) => ['projectCandidates', id] as const,
  candidates: (id: string, text: string) => ['projectCandidates', id, text] as const,
};

/** Everything read about tasks sits under `tasks`: a change re-reads it all (levels are small). */
export const taskKeys = {
  all: ['tasks'] as const,
  level: (wbsId: string, level: number, mother: string) => ['tasks', 'level', wbsId, level, mother] as const,
  task: (id: string) => ['tasks', 'task', id] as const,
  sameFolder: (id: string) => ['tasks', 'sameFolder', id] as const,
  people: (search: string) => ['tasks', 'people', search] as const,
  wbsAll: ['wbs'] as const,
  wbs: (projectId: string) => ['wbs', projectId] as const,
};

export const teamKeys = {
  teams: ['teams'] as const,
  members: (teamId: string) => ['teamMembers', teamId] as const,
};

export const summaryKeys = {
  /** Everyone's weekly summaries. */
  all: ['weeklySummaries'] as const,
  of: (userId: string) => ['weeklySummaries', userId] as const,
  prompt: ['aiPrompt'] as const,
  copied: (userId: string) => ['aiPromptCopied', userId] as const,
};

export const timeOffKeys = {
  all: ['timeOffRequests'] as const,
  ofUser: (userId: string) => ['timeOffRequests', userId] as const,
};

export const badgeKeys = {
  list: ['badges'] as const,
};

export const infringementKeys = {
  ofUser: (userId: string) => ['infringements', userId] as const,
};

export const weekCloseKeys = {
  all: ['weekClose'] as const,
  history: ['weekClose', 'history'] as const,
  preview: ['weekClose', 'preview'] as const,
  week: (weekStart: string) => ['weekClose', 'week', weekStart] as const,
};

/** Whose responses a table shows: the general form's (Owner), or a job's applications (its managers). */
export type ResponsesSource = { kind: 'form'; formId: string } | { kind: 'job'; jobId: string };

const sourceKey = (s: ResponsesSource) => (s.kind === 'form' ? s.formId : `job:${s.jobId}`);

export const formKeys = {
  general: ['forms', 'general'] as const,
  responsesOf: (source: ResponsesSource) => ['forms', 'responses', sourceKey(source)] as const,
  responses: (source: ResponsesSource, version: number | null, page: number) =>
    ['forms', 'responses', sourceKey(source), version ?? 'current', page] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  people: ({ from, to }: ReportPeriod) => ['reports', 'people', from, to] as const,
  projects: ({ from, to }: ReportPeriod) => ['reports', 'projects', from, to] as const,
  teams: ({ from, to }: ReportPeriod) => ['reports', 'teams', from, to] as const,
  person: (userId: string, { from, to }: ReportPeriod) => ['reports', 'person', userId, from, to] as const,
  project: (projectId: string, { from, to }: ReportPeriod) => ['reports', 'project', projectId, from, to] as const,
  team: (teamId: string, { from, to }: ReportPeriod) => ['reports', 'team', teamId, from, to] as const,
  entries: (scope: object) => ['reports', 'entries', scope] as const,
};

export const summariesReportKeys = {
  all: ['summariesReport'] as const,
  weeks: ['summariesReport', 'week'] as const,
  week: (weekStart: string) => ['summariesReport', 'week', weekStart] as const,
  filters: ['summariesReport', 'filters'] as const,
};

/** The Owner's visit figures, of every device (`all`) or one class. */
export const visitFiguresKeys = {
  of: (device: string) => ['visitFigures', device] as const,
};
