import {
  summariesFilterSchema,
  summariesReportContracts as report,
  userContracts as users,
  type RouteAnswer,
  type SavedFilter,
  type SavedFilterInput,
  type SummariesReport,
  type SummariesReportRow,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from './client';
import { profileKeys, summariesReportKeys } from './query-keys';

/** One week of the weekly summaries report (weekStart a Sunday), as the caller may see it. */
export function useSummariesWeek(weekStart: string) {
  return useQuery({
    queryKey: summariesReportKeys.week(weekStart),
    queryFn: ({ signal }) => call(report.week, { query: { weekStart } }, { signal }),
  });
}

type FiltersAnswer = RouteAnswer<typeof report.filters>;

/** The server answers every field; read as the schema's output, a saved filter is whole. */
const wholeFilters = (list: FiltersAnswer): SavedFilter[] =>
  list.map((saved) => ({ ...saved, filter: summariesFilterSchema.parse(saved.filter) }));

/** The report's saved filters, shared by every reader of the report, by name. */
export function useSavedFilters() {
  return useQuery({
    queryKey: summariesReportKeys.filters,
    queryFn: ({ signal }) => call(report.filters, {}, { signal }),
    select: wholeFilters,
  });
}

function useFiltersMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: summariesReportKeys.filters }) });
}

/** Saves the filter under a new name (manageSummariesFilters); a name in use is refused with 409. */
export const useSaveFilter = () => useFiltersMutation((body: SavedFilterInput) => call(report.saveFilter, { body }));

/** Renames a saved filter or gives it the filters now shown. */
export const useUpdateFilter = () =>
  useFiltersMutation(({ id, ...body }: SavedFilterInput & { id: string }) => call(report.updateFilter, { params: { id }, body }));

export const useDeleteFilter = () => useFiltersMutation((id: string) => call(report.deleteFilter, { params: { id } }));

/** A person's row changed in every cached week, so the page shows the change before it is read again. */
function patchPerson(queryClient: QueryClient, userId: string, change: Partial<SummariesReportRow>): Promise<void> {
  queryClient.setQueriesData<SummariesReport>({ queryKey: summariesReportKeys.weeks }, (week) =>
    week ? { ...week, rows: week.rows.map((row) => (row.id === userId ? { ...row, ...change } : row)) } : week,
  );
  return queryClient.invalidateQueries({ queryKey: summariesReportKeys.weeks });
}

/** Sets the number of valid weekly summaries shown for a person (totalValidWeeklySummaries). */
export function useSetValidSummaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, count }: { userId: string; count: number }) =>
      call(report.setValidSummaries, { params: { userId }, body: { count } }),
    onSuccess: ({ validSummaries }, { userId }) => patchPerson(queryClient, userId, { validSummaries }),
  });
}

export type ReportProperty = { key: 'teamCode'; value: string } | { key: 'bioPosted'; value: 'requested' };

/**
 * Changes a person's team code or bio status from the report, through the profile property call
 * (same rules as a profile save); the saved profile replaces the cached one.
 */
export function useSetReportProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, property }: { userId: string; property: ReportProperty }) =>
      call(users.setProperty, { params: { id: userId }, body: property }),
    onSuccess: (saved, { userId }) => {
      queryClient.setQueryData(profileKeys.profile(userId), saved);
      return patchPerson(queryClient, userId, { teamCode: saved.teamCode, bioPosted: saved.bioPosted });
    },
  });
}
