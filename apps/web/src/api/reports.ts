import {
  reportContracts as reports,
  reportEntryContracts,
  type PeopleReport,
  type ProjectReport,
  type ReportPeriod,
  type TeamReport,
} from '@goodhours/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, ApiError } from './client';
import { readToken } from '../auth/token-storage';
import { reportKeys } from './query-keys';

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

/** The project report of one project; another period of the same project keeps the last one shown meanwhile. */
export function useProjectReport(projectId: string, period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.project(projectId, period),
    queryFn: ({ signal }): Promise<ProjectReport> => call(reports.project, { params: { projectId }, ...query(period) }, { signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === projectId ? previous : undefined),
  });
}

/** The team report of one team; another period of the same team keeps the last one shown meanwhile. */
export function useTeamReport(teamId: string, period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.team(teamId, period),
    queryFn: ({ signal }): Promise<TeamReport> => call(reports.team, { params: { teamId }, ...query(period) }, { signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === teamId ? previous : undefined),
  });
}

/** The rows behind a report's number: a period narrowed to a person, project, team, category or tangibility. */
export interface EntriesScope extends ReportPeriod {
  userId?: string;
  projectId?: string;
  teamId?: string;
  category?: string;
  tangible?: 'true' | 'false';
}

/** The entries behind a number, newest first, a page of 200 at a time (`fetchNextPage` for more). */
export function useReportEntries(scope: EntriesScope | null) {
  return useInfiniteQuery({
    queryKey: reportKeys.entries(scope ?? {}),
    enabled: scope !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(reportEntryContracts.entries, { query: { ...(scope as EntriesScope), ...(pageParam ? { after: pageParam } : {}) } }, { signal }),
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** The same entries as a CSV file, streamed by the server (a year of the organisation included). */
export async function fetchEntriesCsv(scope: EntriesScope): Promise<Blob> {
  const search = new URLSearchParams(Object.entries(scope).filter((kv): kv is [string, string] => typeof kv[1] === 'string'));
  const token = readToken();
  const res = await fetch(`/api/reports/entries.csv?${search.toString()}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError({ status: res.status, code: `HTTP_${res.status}`, message: 'The file could not be made. Try again.' });
  return res.blob();
}
