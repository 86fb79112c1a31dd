/** What a visit measures: the three Core Web Vitals, as the `web-vitals` library reports them. */
export const VISIT_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VisitMetric = (typeof VISIT_METRICS)[number];

/**
 * Good up to the first value, needs improvement up to the second, poor above it (web.dev's
 * thresholds, the ones `web-vitals` rates by). LCP and INP are milliseconds; CLS has no unit.
 */
export const VISIT_THRESHOLDS: Readonly<Record<VisitMetric, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/**
 * The largest value kept of each metric. Above it the measurement says something broke (a page
 * frozen for a minute, a layout jumping hundreds of screens), not how the page usually feels:
 * the reporter drops it and the server refuses it.
 */
export const VISIT_VALUE_MAX: Readonly<Record<VisitMetric, number>> = { LCP: 300_000, INP: 60_000, CLS: 100 };
/** The bound every stored value is under (its column's check). */
export const VISIT_VALUE_CEILING = Math.max(...Object.values(VISIT_VALUE_MAX));

export const VISIT_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VisitRating = (typeof VISIT_RATINGS)[number];

export function visitRating(metric: VisitMetric, value: number): VisitRating {
  const [good, poor] = VISIT_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A coarse device class by the viewport's width: phones below Mantine's `sm` breakpoint (48em). */
export const VISIT_DEVICES = ['phone', 'desktop'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];
export const PHONE_MAX_WIDTH = 767;

export function deviceOf(viewportWidth: number): VisitDevice {
  return viewportWidth <= PHONE_MAX_WIDTH ? 'phone' : 'desktop';
}

/** The most measurements one report carries: a few pages' three metrics. */
export const VISIT_BATCH_MAX = 10;

/** The windows Owners read, in days; samples older than the longest are pruned. */
export const VISIT_WINDOWS = [7, 28] as const;
export type VisitWindow = (typeof VISIT_WINDOWS)[number];
export const VISIT_RETENTION_DAYS = 28;

/** Where reports are sent (also by `navigator.sendBeacon`, which cannot go through the API client). */
export const VISIT_FIGURES_PATH = '/api/visit-figures';
