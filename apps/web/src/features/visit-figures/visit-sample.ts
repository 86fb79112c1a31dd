import {
  VISIT_BATCH_MAX,
  VISIT_METRICS,
  VISIT_PAGES,
  VISIT_VALUE_MAX,
  type VisitMetric,
  type VisitPage,
  type VisitSample,
} from '@goodhours/domain';
import { matchRoutes } from 'react-router';

const PAGE_TABLE = VISIT_PAGES.map((path) => ({ path }));

/**
 * The route pattern of a path (`/dashboard/:userId` for `/dashboard/0b8e…`), ranked the way the
 * router ranks the app's routes; undefined for a path no page answers (the not-found page).
 */
export function pagePatternOf(pathname: string): VisitPage | undefined {
  const matches = matchRoutes(PAGE_TABLE, pathname);
  return matches?.at(-1)?.route.path;
}

/** What web-vitals reports, the parts a sample is made of. */
export interface MeasuredMetric {
  name: string;
  value: number;
  /** The address of the navigation measured: the page a soft navigation opened, else the page loaded. */
  navigationURL?: string | undefined;
}

const isVisitMetric = (name: string): name is VisitMetric => (VISIT_METRICS as readonly string[]).includes(name);

/**
 * A measurement as it is sent: the page's pattern (never the path, its ids or its query), the
 * value rounded (whole milliseconds; CLS to four decimals). Undefined for a page the app does
 * not have, or a value past its bound, which says something broke rather than how the page feels.
 */
export function sampleOf(metric: MeasuredMetric, currentUrl: string): VisitSample | undefined {
  if (!isVisitMetric(metric.name)) return undefined;
  const page = pagePatternOf(new URL(metric.navigationURL ?? currentUrl, currentUrl).pathname);
  if (!page) return undefined;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  if (!(value >= 0 && value <= VISIT_VALUE_MAX[metric.name])) return undefined;
  return { page, metric: metric.name, value };
}

/** Measurements cut into reports of at most VISIT_BATCH_MAX each. */
export function batchesOf<T>(samples: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < samples.length; i += VISIT_BATCH_MAX) batches.push(samples.slice(i, i + VISIT_BATCH_MAX));
  return batches;
}
