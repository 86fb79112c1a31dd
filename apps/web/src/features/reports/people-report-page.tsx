import '@mantine/charts/styles.css';
import type { PeopleReport, ReportPeriod } from '@goodhours/domain';
import { Alert, Anchor, Card, Container, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { EntriesScope } from '../../api/reports';
import { isApiError } from '../../api/client';
import { usePeopleReport } from '../../api/reports';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ReportEntriesDrawer, type EntriesRequest } from './entries/report-entries-drawer';
import { ExportMenu } from './export/export-menu';
import { HoursChart } from './hours-chart';
import { peopleReportExport, peopleReportPdf } from './people-report-export';
import { PeopleReportHours } from './people-report-hours';
import { PeopleReportRecords } from './people-report-records';
import { PeriodControl } from './period-control';
import { PeriodTotals, PersonSummary } from './person-summary';
import { reportPath } from './report-cells';
import { personName } from './report-list-specs';
import { ReportSection } from './report-section';
import { useReportPeriod } from './use-report-period';

function BackLink({ period }: { period: ReportPeriod }) {
  return (
    <Anchor component={Link} to={reportPath('/reports', period)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        All reports
      </Group>
    </Anchor>
  );
}

function Report({ report, onPeriod }: { report: PeopleReport; onPeriod: (period: ReportPeriod) => void }) {
  const { period } = report;
  const name = personName(report.person);
  const [rows, setRows] = useState<EntriesRequest | null>(null);
  const open = (title: string, scope: Partial<EntriesScope>, within: ReportPeriod = period) =>
    setRows({ title, scope: { from: within.from, to: within.to, userId: report.person.id, ...scope } });
  return (
    <>
      <PersonSummary person={report.person} />
      <PeriodTotals report={report} onRows={() => open(name, {})} />
      <ReportSection title={`Hours by ${period.granularity}`}>
        <HoursChart
          series={report.series}
          granularity={period.granularity}
          period={period}
          onOpen={onPeriod}
          onRows={(bar) => open(name, {}, bar)}
        />
      </ReportSection>
      <PeopleReportHours report={report} period={period} onRows={(title, scope) => open(`${name} on ${title}`, scope)} />
      <PeopleReportRecords report={report} />
      <ReportEntriesDrawer request={rows} onClose={() => setRows(null)} />
    </>
  );
}

/**
 * /peoplereport/{userId} (document 4 §10): one person's summary and, for a period, their hours
 * (a chart whose bars open onto their weeks, by project and by category), tasks, badges, blue
 * squares, time off and summaries; exported as CSV, Excel or a text PDF.
 */
export function PeopleReportPage() {
  const { userId = '' } = useParams();
  const { period, problem, today, setPeriod } = useReportPeriod('last12Weeks');
  const query = usePeopleReport(userId, period);
  const report = query.data;
  // A refusal (the person does not exist, or the id is not one) is an answer: said in its words.
  const refused = query.isError && isApiError(query.error) && !query.error.isServerFailure ? query.error.message : null;

  return (
    <Container size="lg">
      <Stack gap="lg">
        <BackLink period={period} />
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <PageTitle infoName="peopleReport">{report ? `People report: ${personName(report.person)}` : 'People report'}</PageTitle>
          {report && (
            <Group gap="sm">
              {query.isPlaceholderData && <Loader size="xs" role="status" aria-label="Updating for the new period" />}
              <ExportMenu build={() => peopleReportExport(report)} pdf={() => peopleReportPdf(report)} disabled={query.isPlaceholderData} />
            </Group>
          )}
        </Group>
        <Card withBorder>
          <PeriodControl period={period} today={today} onChange={setPeriod} problem={problem} />
        </Card>
        {refused ? (
          <Alert color="red" role="alert" title={refused}>
            <Anchor component={Link} to={reportPath('/reports', period)}>
              Choose a person in Reports
            </Anchor>
          </Alert>
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : report ? (
          <Report report={report} onPeriod={setPeriod} />
        ) : (
          <PageSkeleton rows={10} />
        )}
      </Stack>
    </Container>
  );
}
