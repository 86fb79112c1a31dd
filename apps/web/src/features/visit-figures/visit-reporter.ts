import { deviceOf, VISIT_FIGURES_PATH, type VisitDevice, type VisitSample } from '@goodhours/domain';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { batchesOf, sampleOf } from './visit-sample';

/** The most measurements one visit sends: a long session of in-app navigations stops there. */
const VISIT_MAX = 60;

/** One report, sent as the page goes away: a beacon outlives the page; `keepalive` where there is none. */
function send(device: VisitDevice, metrics: VisitSample[]): void {
  const body = JSON.stringify({ device, metrics });
  try {
    if (navigator.sendBeacon(VISIT_FIGURES_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // No beacon in this browser, or it refused the size: fetch below.
  }
  void fetch(VISIT_FIGURES_PATH, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
    () => undefined,
  );
}

/**
 * Measures LCP, INP and CLS of this visit (each page an in-app navigation opens counts as its own
 * where the browser reports soft navigations) and sends them, a few per report, whenever the page
 * is hidden: switched away from, closed or left. A measurement is sent once: a later value of one
 * already sent (CLS grown after a tab switch) is not sent again, so no visit counts twice.
 */
export function startReporter(): void {
  const device = deviceOf(window.innerWidth);
  const queued = new Map<string, VisitSample>();
  const sent = new Set<string>();
  const add = (metric: Metric) => {
    if (sent.has(metric.id) || (!queued.has(metric.id) && sent.size + queued.size >= VISIT_MAX)) return;
    const sample = sampleOf(metric, location.href);
    if (sample) queued.set(metric.id, sample);
  };
  const flush = () => {
    if (!queued.size) return;
    for (const batch of batchesOf([...queued.values()])) send(device, batch);
    for (const id of queued.keys()) sent.add(id);
    queued.clear();
  };
  const options = { reportSoftNavs: true };
  onLCP(add, options);
  onINP(add, options);
  onCLS(add, options);
  // Registered after web-vitals' own listeners, so its last values are queued before they are sent.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  // Says in the page's own timeline that this visit is measured (DevTools shows it; the journey waits for it).
  performance.mark('visit-figures:measuring');
}
