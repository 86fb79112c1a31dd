import { VISIT_SAMPLE_TIMING } from '@goodhours/domain';

/**
 * The share of visits to measure, as the server announced it on this page (a `Server-Timing`
 * entry, decision 060); 0 when it did not (measuring is off, or the page came from elsewhere).
 */
export function announcedSampleRate(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const rate = Number(navigation?.serverTiming?.find((entry) => entry.name === VISIT_SAMPLE_TIMING)?.description);
  return Number.isFinite(rate) && rate > 0 ? Math.min(rate, 1) : 0;
}

/**
 * Called once as the app starts. A visit drawn into the sample loads the measuring code (web-vitals
 * and the reporter, a small file of their own) once the page has loaded and the browser is idle:
 * opening a page carries none of it, and a visit left out loads nothing. web-vitals reads what
 * the browser buffered, so starting late misses none of the page's paints or shifts.
 */
export function reportVisits(draw: () => number = Math.random): void {
  if (draw() >= announcedSampleRate()) return;
  const start = () => {
    import('./visit-reporter').then(
      (reporter) => reporter.startReporter(),
      () => undefined,
    );
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
