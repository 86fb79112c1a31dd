import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  bucketOfWeek,
  chartGranularity,
  hoursFromSeconds,
  weekOf,
  type ReportPeriod,
  type ReportSeriesPoint,
} from '@goodhours/domain';

/**
 * SQL naming the chart bar of a periodSeconds row `s`, as bucketOfWeek does in the domain (decision
 * 030). A month's or year's bar is that of the week's first day inside the period: the week of
 * 28 December to 3 January, in a period from 1 January, belongs to January (issue 42: 'This year'
 * began with a bar for the December before).
 */
export function bucketSql(period: ReportPeriod): SQL {
  const granularity = chartGranularity(period);
  if (granularity === 'week') return sql`s.week_start`;
  const day = sql`greatest(s.week_start, ${period.from}::date)`;
  return granularity === 'month' ? sql`date_trunc('month', ${day})::date` : sql`date_trunc('year', ${day})::date`;
}

/**
 * Every bar of the period's chart, oldest first, from the seconds summed per bar (`bucket` as
 * bucketSql names it): bars with nothing show as 0.
 */
export function chartSeries(period: ReportPeriod, sums: { bucket: string | null; t: number; i: number }[]): ReportSeriesPoint[] {
  const granularity = chartGranularity(period);
  const byBucket = new Map(sums.filter((s) => s.bucket !== null).map((s) => [s.bucket, s]));
  const series: ReportSeriesPoint[] = [];
  for (let week = weekOf(period.from).start; week <= period.to; week = addDays(week, 7)) {
    const bucket = bucketOfWeek(granularity === 'week' || week >= period.from ? week : period.from, granularity);
    if (series.at(-1)?.bucket === bucket) continue;
    const sum = byBucket.get(bucket);
    series.push({ bucket, tangibleHours: hoursFromSeconds(sum?.t ?? 0), intangibleHours: hoursFromSeconds(sum?.i ?? 0) });
  }
  return series;
}
