import { reportContracts as reports, type PeopleReport, type ReportPeriod } from '@goodhours/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { reportKeys } from './report-keys';

export { reportKeys };

const query = (period: ReportPeriod) => ({ query: { from: period.from, to: period.to } });

/**
 * The lists of /reports for a period. A new period keeps the last answer on screen until its
 * own arrives (keepPreviousData), so changing it never blanks the page.
 */
export function useReportPeople(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.people(period),
    queryFn: ({ signal }) => call(reports.people, query(period), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReportProjects(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.projects(period),
    queryFn: ({ signal }) => call(reports.projects, query(period), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReportTeams(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.teams(period),
    queryFn: ({ signal }) => call(reports.teams, query(period), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The people report of one person; another period of the same person keeps the last one shown meanwhile. */
export function usePeopleReport(userId: string, period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.person(userId, period),
    queryFn: ({ signal }): Promise<PeopleReport> => call(reports.person, { params: { userId }, ...query(period) }, { signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === userId ? previous : undefined),
  });
}
