import { formatHours } from '@goodhours/domain';
import { BarChart } from '@mantine/charts';
import type { HoursRow } from './org-figures';

const SERIES = [
  { name: 'total', label: 'This period', color: 'teal.8' },
  { name: 'previousTotal', label: 'Compared period', color: 'gray.6' },
];

/** Hours by category or role, this period's bar beside the compared one's; the table beside it holds the same numbers. */
export function ComparisonChart({ rows, label }: { rows: HoursRow[]; label: string }) {
  return (
    <BarChart
      h={Math.max(160, 48 * rows.length + 60)}
      data={rows.map((r) => ({ name: r.name, total: r.total, previousTotal: r.previousTotal }))}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 110 }}
      series={SERIES}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatHours}
      role="img"
      aria-label={label}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
