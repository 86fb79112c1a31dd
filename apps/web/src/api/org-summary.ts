import { orgSummaryContracts, type OrgComparison, type OrgSummary, type ReportPeriod } from '@goodhours/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { reportKeys } from './query-keys';

/** Under the reports' key, so whatever refreshes the reports (time logged, a task completed) refreshes it too. */
export const orgSummaryKey = ({ from, to }: ReportPeriod, compare: OrgComparison) =>
  [...reportKeys.all, 'orgSummary', from, to, compare] as const;

/**
 * The total org summary of a period beside the period it is compared with. Another period or
 * comparison keeps the last answer on screen until its own arrives, so the page never blanks.
 */
export function useOrgSummary(period: ReportPeriod, compare: OrgComparison) {
  return useQuery({
    queryKey: orgSummaryKey(period, compare),
    queryFn: ({ signal }): Promise<OrgSummary> =>
      call(orgSummaryContracts.summary, { query: { from: period.from, to: period.to, compare } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
