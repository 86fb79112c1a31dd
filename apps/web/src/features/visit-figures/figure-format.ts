import type { VisitMetric, VisitRating } from '@goodhours/domain';

/** A figure as people read it: LCP in seconds (2.31 s), INP in milliseconds (180 ms), CLS as it is (0.08). */
export function formatFigure(metric: VisitMetric, value: number): string {
  if (metric === 'LCP') return `${String(Number((value / 1000).toFixed(2)))} s`;
  if (metric === 'INP') return `${String(Math.round(value))} ms`;
  return String(Number(value.toFixed(3)));
}

export const RATING_LABELS: Record<VisitRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };
export const RATING_COLOURS: Record<VisitRating, string> = { good: 'green', 'needs-improvement': 'yellow', poor: 'red' };

export const METRIC_NAMES: Record<VisitMetric, { name: string; meaning: string }> = {
  LCP: { name: 'Largest contentful paint', meaning: 'how long the page’s main content takes to appear' },
  INP: { name: 'Interaction to next paint', meaning: 'how long the page takes to answer a click, tap or key' },
  CLS: { name: 'Cumulative layout shift', meaning: 'how much the page moves while it is read' },
};

export const visitsLabel = (samples: number) => (samples === 1 ? '1 visit' : `${String(samples)} visits`);

/** The sample rate in words: "Every visit" or "10% of visits". */
export const sampleRateLabel = (rate: number) =>
  rate >= 1 ? 'Every visit is' : `${String(Number((rate * 100).toFixed(1)))}% of visits are`;
