import '@mantine/charts/styles.css';
import type { ReportPeriod } from '@goodhours/domain';
import { Alert, Anchor, Card, Container, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/client';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ExportMenu } from './export/export-menu';
import type { ReportExport } from './export/export-table';
import { PeriodControl } from './period-control';
import { reportPath } from './report-cells';
import type { ReportTab } from './list/report-list-state';
import type { useReportPeriod } from './use-report-period';

/** /reports on the tab a report was chosen from, for the same period. */
const listPath = (period: ReportPeriod, tab: ReportTab): string =>
  tab === 'people' ? reportPath('/reports', period) : `${reportPath('/reports', period)}&tab=${tab}`;

function BackLink({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        All reports
      </Group>
    </Anchor>
  );
}

interface Props<T> {
  /** 'People report', then 'People report: Ann Lee' once the answer names her. */
  title: (report: T | undefined) => string;
  infoName: string;
  /** The page's period, from the address. */
  period: ReturnType<typeof useReportPeriod>;
  query: UseQueryResult<T>;
  /** What the Export menu makes of the report: CSV and Excel, and a PDF if the page has one. */
  exports: (report: T) => { build: () => ReportExport; pdf?: () => Promise<Blob> };
  /** The list of /reports a refused id sends back to, and its words: 'Choose a person in Reports'. */
  list: { tab: ReportTab; label: string };
  children: (report: T) => ReactNode;
}

/**
 * A report page of one person, project or team (document 4 §10): a way back to the lists, the
 * title with its Export menu, the period, then the report; a refusal (the id does not exist, or
 * is not one) said in the server's words in one alert.
 */
export function ReportPageFrame<T>({ title, infoName, period: p, query, exports, list, children }: Props<T>) {
  const { period } = p;
  const report = query.data;
  const refused = query.isError && isApiError(query.error) && !query.error.isServerFailure ? query.error.message : null;
  const menu = report ? exports(report) : null;
  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <BackLink to={listPath(period, list.tab)} />
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <PageTitle infoName={infoName}>{title(report)}</PageTitle>
          {menu && (
            <Group gap="sm">
              {query.isPlaceholderData && <Loader size="xs" role="status" aria-label="Updating for the new period" />}
              <ExportMenu build={menu.build} pdf={menu.pdf} disabled={query.isPlaceholderData} />
            </Group>
          )}
        </Group>
        <Card withBorder>
          <PeriodControl period={period} today={p.today} onChange={p.setPeriod} problem={p.problem} />
        </Card>
        {refused ? (
          <Alert color="red" role="alert" title={refused}>
            <Anchor component={Link} to={listPath(period, list.tab)}>
              {list.label}
            </Anchor>
          </Alert>
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : report ? (
          children(report)
        ) : (
          <PageSkeleton rows={10} />
        )}
      </Stack>
    </Container>
  );
}
