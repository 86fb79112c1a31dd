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

/** SQL naming the chart bar of a periodSeconds row `s`, as bucketOfWeek does in the domain (decision 030). */
export function bucketSql(period: ReportPeriod): SQL {
  const granularity = chartGranularity(period);
  if (granularity === 'week') return sql`s.week_start`;
  return granularity === 'month' ? sql`date_trunc('month', s.week_start)::date` : sql`date_trunc('year', s.week_start)::date`;
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
    const bucket = bucketOfWeek(week, granularity);
    if (series.at(-1)?.bucket === bucket) continue;
    const sum = byBucket.get(bucket);
    series.push({ bucket, tangibleHours: hoursFromSeconds(sum?.t ?? 0), intangibleHours: hoursFromSeconds(sum?.i ?? 0) });
  }
  return series;
}
