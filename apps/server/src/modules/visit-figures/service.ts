import { sql } from 'drizzle-orm';
import {
  VISIT_FIGURES_MESSAGES as M,
  VISIT_RETENTION_DAYS,
  VISIT_WINDOWS,
  type PageFigures,
  type VisitDevice,
  type VisitFigures,
  type VisitMetric,
  type VisitReportInput,
} from '@goodhours/domain';
import { addressKey, countAttempt, secondsOver, type RateLimit } from '../../auth/rate-limit.js';
import { DEFAULT_VISIT_SAMPLE_RATE } from '../../config.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { visitSamples } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Reports from one network address (an IPv6 /64). A visit sends one when its page is hidden, so
 * an office of volunteers behind one address stays far below it; a flood does not.
 */
export const VISIT_REPORT_LIMIT: RateLimit = { max: 120, windowSeconds: 60 };

export const sampleRateOf = (ctx: AppContext): number => ctx.config.visitFiguresSampleRate ?? DEFAULT_VISIT_SAMPLE_RATE;

/**
 * Stores a visit's measurements at the server's "now", with the device class and nothing else
 * about the visit. While measuring is off nothing is stored (a page opened before it was turned
 * off may still report). Reports are counted per address in the same transaction (429 over the limit).
 */
export async function recordVisit(ctx: AppContext, report: VisitReportInput, ip: string): Promise<void> {
  if (sampleRateOf(ctx) === 0) return;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [bucket] = await countAttempt(tx, [`visit-figures:address:${addressKey(ip)}`], VISIT_REPORT_LIMIT.windowSeconds, now);
    const wait = secondsOver(bucket, VISIT_REPORT_LIMIT, now);
    if (wait > 0) throw new AppError('RATE_LIMITED', M.tooManyReports, undefined, wait);
    await tx
      .insert(visitSamples)
      .values(report.metrics.map((m) => ({ page: m.page, metric: m.metric, device: report.device, value: m.value, measuredAt: now })));
  });
}

type FigureRow = { page: string; metric: VisitMetric } & Record<`p75_${number}`, number | null> & Record<`n_${number}`, number>;

/** Whole milliseconds for LCP and INP; CLS to three decimals. */
const rounded = (metric: VisitMetric, value: number) => (metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

/**
 * Each page's 75th percentile and sample count of every metric, over each window (the last 7 and
 * the last 28 days), in one statement: one pass over the longest window, the shorter ones as
 * filtered aggregates. Pages come most measured first.
 */
export async function visitFigures(ctx: AppContext, device: VisitDevice | undefined): Promise<VisitFigures> {
  const now = ctx.clock.now();
  const since = (days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const columns = VISIT_WINDOWS.map(
    (days) => sql`
      percentile_cont(0.75) within group (order by value) filter (where measured_at > ${since(days)}) as ${sql.identifier(`p75_${String(days)}`)},
      (count(*) filter (where measured_at > ${since(days)}))::int as ${sql.identifier(`n_${String(days)}`)}`,
  );
  const rows = rowsOf<FigureRow>(
    await ctx.db.execute(sql`
      select page, metric, ${sql.join(columns, sql`, `)}
      from visit_samples
      where measured_at > ${since(VISIT_RETENTION_DAYS)} and measured_at <= ${now.toISOString()}::timestamptz
        ${device ? sql`and device = ${device}` : sql``}
      group by page, metric`),
  );
  const windows = VISIT_WINDOWS.map((days) => {
    const pages = new Map<string, PageFigures & { total: number }>();
    for (const row of rows) {
      const samples = row[`n_${days}`];
      const p75 = row[`p75_${days}`];
      if (!samples || p75 == null) continue;
      const entry = pages.get(row.page) ?? { page: row.page, LCP: null, INP: null, CLS: null, total: 0 };
      entry[row.metric] = { p75: rounded(row.metric, p75), samples };
      entry.total += samples;
      pages.set(row.page, entry);
    }
    const sorted = [...pages.values()].sort((a, b) => b.total - a.total || a.page.localeCompare(b.page));
    return { days, pages: sorted.map(({ total: _total, ...figures }) => figures) };
  });
  return { sampleRate: sampleRateOf(ctx), windows };
}
