import { formatHours, type ChartGranularity, type ReportPeriod, type ReportSeriesPoint } from '@goodhours/domain';
import { BarChart } from '@mantine/charts';
import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { barPeriod, bucketLabel, periodLabel } from './report-period';
import { sumHours } from './list/report-list-state';

interface Props {
  series: readonly ReportSeriesPoint[];
  granularity: ChartGranularity;
  period: ReportPeriod;
  /** A bar chosen: the report narrows to its weeks. */
  onOpen: (period: ReportPeriod) => void;
  /** A bar that cannot narrow further (the period is its weeks) opens its entries. */
  onRows?: (period: ReportPeriod) => void;
}

const SERIES = [
  { name: 'tangibleHours', label: 'Tangible', color: 'teal.8' },
  { name: 'intangibleHours', label: 'Intangible', color: 'orange.7' },
];

const UNIT: Record<ChartGranularity, string> = { week: 'week', month: 'month', year: 'year' };

/** The chart's bars as a table, each with a button that opens its weeks: the keyboard's way in. */
function BarsTable({
  bars,
  onOpen,
  onRows,
}: {
  bars: { label: string; point: ReportSeriesPoint; period: ReportPeriod }[];
  onOpen: Props['onOpen'];
  onRows: Props['onRows'];
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={4}>
        <caption>The chart’s bars</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Bar</Table.Th>
            <Table.Th scope="col" ta="right">
              Tangible
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Intangible
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            {onRows && (
              <Table.Th scope="col">
                <VisuallyHidden>Entries</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bars.map(({ label, point, period }) => (
            <Table.Tr key={point.bucket}>
              <Table.Td>
                <Button variant="subtle" size="compact-sm" onClick={() => onOpen(period)}>
                  {label}
                  <VisuallyHidden>: show {periodLabel(period)}</VisuallyHidden>
                </Button>
              </Table.Td>
              <Table.Td ta="right">{formatHours(point.tangibleHours)}</Table.Td>
              <Table.Td ta="right">{formatHours(point.intangibleHours)}</Table.Td>
              <Table.Td ta="right">{formatHours(sumHours(point.tangibleHours, point.intangibleHours))}</Table.Td>
              {onRows && (
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" onClick={() => onRows(period)}>
                    Entries <VisuallyHidden>of {label}</VisuallyHidden>
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The period's hours as stacked bars (tangible and intangible) by week, month or year. A bar is a
 * set of whole weeks (decision 030); choosing one narrows the report to those weeks.
 */
export function HoursChart({ series, granularity, period, onOpen, onRows }: Props) {
  const [tableOpen, table] = useDisclosure(false);
  const bars = useMemo(
    () =>
      series.map((point) => ({
        label: bucketLabel(point.bucket, granularity),
        point,
        period: barPeriod(point.bucket, granularity, period),
      })),
    [series, granularity, period],
  );
  const data = bars.map(({ label, point }) => ({ label, tangibleHours: point.tangibleHours, intangibleHours: point.intangibleHours }));
  const open = (index: number) => {
    const bar = bars[index];
    if (!bar) return;
    if (bar.period.from !== period.from || bar.period.to !== period.to) onOpen(bar.period);
    else onRows?.(bar.period);
  };
  return (
    <Stack gap="xs">
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        series={SERIES}
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={formatHours}
        tickLine="y"
        style={{ cursor: 'pointer' }}
        aria-label={`Hours by ${UNIT[granularity]}, ${periodLabel(period)}`}
        role="img"
        barProps={{ onClick: (_bar, index) => open(index) }}
        barChartProps={{ accessibilityLayer: false }}
      />
      <Text size="sm" c="dimmed">
        Each bar is a set of whole weeks, Sunday to Saturday: a month’s bar holds the weeks whose Sunday falls in that month, and a year’s
        those whose Sunday falls in that year, so a month bar is not the calendar month to the day. The first and last bars count only the
        period’s days. Select a bar to narrow the report to its weeks{onRows ? '; a bar that is the whole period opens its entries' : ''}.
      </Text>
      <div>
        <Button variant="subtle" size="compact-sm" onClick={table.toggle} aria-expanded={tableOpen}>
          {tableOpen ? 'Hide the chart’s numbers' : 'Show the chart’s numbers'}
        </Button>
      </div>
      {tableOpen && <BarsTable bars={bars} onOpen={onOpen} onRows={onRows} />}
    </Stack>
  );
}
