import { pacificDate, type ReportPeriod } from '@goodhours/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { periodFromParams, presetPeriod, type PeriodPreset } from './report-period';

/**
 * A report's period, kept in the address (`?from=…&to=…`) so a reload or a shared link shows the
 * same days; without one, the page's default preset on today's Pacific date.
 */
export function useReportPeriod(fallback: PeriodPreset) {
  const [params, setParams] = useSearchParams();
  const today = pacificDate(new Date());
  const { period, problem } = periodFromParams(params, presetPeriod(fallback, today));
  const setPeriod = useCallback(
    (next: ReportPeriod) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.set('from', next.from);
        changed.set('to', next.to);
        return changed;
      }),
    [setParams],
  );
  // One object per period, so what depends on it changes only when the days do.
  const { from, to } = period;
  const stable = useMemo(() => ({ from, to }), [from, to]);
  return { period: stable, problem, today, setPeriod };
}
