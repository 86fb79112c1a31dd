import type { ReportPeriod } from '@goodhours/domain';

/**
 * The reports' query keys, apart from their calls: changes.ts names them in every signed-in page's
 * code, which must not carry the reports' contracts.
 */
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
