import '@mantine/charts/styles.css';
import { ACCESS_RULES } from '@goodhours/domain';
import { Card, Container, Group, Loader, Stack } from '@mantine/core';
import { useOrgSummary } from '../../api/org-summary';
import { useCan } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ExportMenu, PeriodControl, useReportPeriod } from '../reports';
import { CompareControl } from './compare-control';
import { ORG_SUMMARY_TITLE, orgSummaryExport, orgSummaryPdf } from './org-summary-export';
import { OrgSummaryReport } from './org-summary-report';
import { useCompare } from './use-compare';

/**
 * /totalorgsummary (issue 18): the organisation in a period beside the period before it or the
 * same days a week, month or year earlier (volunteers, hours by category, role and bar, tasks,
 * teams, blue squares, volunteers by country, badges, anniversaries); each hours figure opens its
 * entries; exported as CSV, Excel or a text PDF.
 */
export function OrgSummaryPage() {
  const { period, problem, today, setPeriod } = useReportPeriod('lastWeek');
  const { compare, setCompare } = useCompare();
  const query = useOrgSummary(period, compare);
  const { can, canAccess } = useCan();
  const summary = query.data;

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <PageTitle infoName="totalOrgSummary">{ORG_SUMMARY_TITLE}</PageTitle>
          {summary && (
            <Group gap="sm">
              {query.isPlaceholderData && <Loader size="xs" role="status" aria-label="Updating for the new period" />}
              <ExportMenu build={() => orgSummaryExport(summary)} pdf={() => orgSummaryPdf(summary)} disabled={query.isPlaceholderData} />
            </Group>
          )}
        </Group>
        <Card withBorder>
          <Group align="flex-start" gap="xl" wrap="wrap">
            <PeriodControl period={period} today={today} onChange={setPeriod} problem={problem} />
            <CompareControl period={period} compare={compare} onChange={setCompare} />
          </Group>
        </Card>
        {query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : summary ? (
          <OrgSummaryReport
            summary={summary}
            onPeriod={setPeriod}
            canOpenRows={can('getReports')}
            canOpenPeople={canAccess(ACCESS_RULES.reports)}
          />
        ) : (
          <PageSkeleton rows={12} />
        )}
      </Stack>
    </Container>
  );
}
