import { formatDay } from '@goodhours/domain';
import { Container, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSummariesWeek } from '../../api/summaries-report';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { PeopleList } from './people-list';
import { filterRows } from './report-filter';
import { ReportFilters } from './report-filters';
import { ReportToolbar } from './report-toolbar';
import type { ReportState } from './report-url-state';
import { weekOfTab } from './report-weeks';
import { SavedFilters } from './saved-filters';
import { useReportState, type UpdateReportState } from './use-report-state';
import { WeekTabs } from './week-tabs';

/** One week of the report: its saved filters, filters, count and tools, and the people who pass. */
function WeekReport({ weekStart, state, update }: { weekStart: string; state: ReportState; update: UpdateReportState }) {
  const week = useSummariesWeek(weekStart);
  const rows = week.data?.rows;
  const shown = useMemo(() => (rows ? filterRows(rows, state.filter) : []), [rows, state.filter]);
  if (week.isPending) return <PageSkeleton rows={8} />;
  if (week.isError) return <ErrorView error={week.error} onRetry={() => void week.refetch()} />;
  const report = week.data;
  return (
    <Stack>
      <Title order={2} size="h4">
        Week of {formatDay(report.weekStart)} to {formatDay(report.weekEnd)}
      </Title>
      <SavedFilters
        filter={state.filter}
        savedId={state.saved}
        onApply={(saved) => update({ filter: saved.filter, saved: saved.id })}
        onChosen={(saved) => update({ saved })}
      />
      <ReportFilters rows={report.rows} filter={state.filter} onChange={(filter, options) => update({ filter }, options)} />
      <ReportToolbar report={report} shown={shown} />
      {/* A new week or filter starts again from the first page of people. */}
      <PeopleList key={`${weekStart} ${JSON.stringify(state.filter)}`} rows={shown} />
    </Stack>
  );
}

/**
 * /weeklysummariesreport (issue 18, decision 031): a week's summaries, hours against commitment,
 * valid summaries, bio status and badges per person, with filters and saved filters kept in the
 * address; holders of the matching permissions edit team codes and valid counts and request bios.
 */
export function WeeklySummariesReportPage() {
  const { state, update } = useReportState();
  // The weeks are counted from when the page opened: a tab keeps its week past midnight on Saturday.
  const [now] = useState(() => new Date());
  const week = weekOfTab(state.tab, now, state.week);
  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <PageTitle infoName="weeklySummariesReport">Weekly Summaries Report</PageTitle>
        <WeekTabs tab={state.tab} week={week} onTab={(tab) => update({ tab })} onOlderDay={(day) => update({ tab: 'older', week: day })}>
          <WeekReport weekStart={week.start} state={state} update={update} />
        </WeekTabs>
      </Stack>
    </Container>
  );
}
