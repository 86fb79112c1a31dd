import type { ReportPeriod } from '@goodhours/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ErrorView } from '../../../components/error-view';
import { PageSkeleton } from '../../../components/page-skeleton';
import { ExportMenu } from '../export/export-menu';
import { exportSheet, type ExportColumn, type ReportExport } from '../export/export-table';
import { ListFilters } from './list-filters';
import { ListSummary } from './list-summary';
import { nextSort, shownRows, type ListSpec, type ListState } from './report-list-state';
import { ReportListTable, type ListColumn } from './report-list-table';

type HourRow = { id: string; tangibleHours: number; intangibleHours: number };

/** What /reports gives each of its tabs: the period, the list's state in the address and how to change it. */
export interface ListTabProps {
  period: ReportPeriod;
  state: ListState;
  update: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

export interface ReportListTabProps<T extends HourRow> {
  query: UseQueryResult<{ rows: T[] }>;
  period: ReportPeriod;
  state: ListState;
  update: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
  spec: ListSpec<T>;
  columns: readonly ListColumn<T>[];
  exportColumns: readonly ExportColumn<T>[];
  /** 'People', 'Projects', 'Teams': the table's name and the export's. */
  label: string;
  searchHint: string;
  minWidth: number;
  /** The list's own filters, offered the values found in all its rows. */
  filters?: (rows: readonly T[]) => ReactNode;
}

/** One tab of /reports: its filters and export, how many rows match, and the sortable table. */
export function ReportListTab<T extends HourRow>(props: ReportListTabProps<T>) {
  const { query, period, state, update, spec, label } = props;
  const all = query.data?.rows;
  const rows = useMemo(() => (all ? shownRows(all, spec, state) : []), [all, spec, state]);
  if (query.isPending) return <PageSkeleton rows={8} />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;

  const build = (): ReportExport => ({
    title: `Reports: ${label.toLowerCase()}`,
    period,
    fileName: `reports-${label.toLowerCase()}`,
    sheets: [exportSheet(label, props.exportColumns, rows)],
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ListFilters state={state} update={update} searchHint={props.searchHint}>
          {props.filters?.(query.data.rows)}
        </ListFilters>
        <ExportMenu build={build} disabled={rows.length === 0} />
      </Group>
      <ListSummary shown={rows} total={query.data.rows.length} noun={label.toLowerCase()} updating={query.isPlaceholderData} />
      {rows.length === 0 ? (
        <Text>
          {query.data.rows.length === 0 ? `No ${label.toLowerCase()} yet.` : `No ${label.toLowerCase()} match the search and filters.`}
        </Text>
      ) : (
        <ReportListTable
          rows={rows}
          rowKey={(row) => row.id}
          columns={props.columns}
          state={state}
          onSort={(column) => update(nextSort(spec, state, column))}
          label={label}
          minWidth={props.minWidth}
        />
      )}
    </Stack>
  );
}
