/**
 * Loads the organisation's time zone data (the first Intl format of a zone takes 15-25 ms on a
 * laptop, four times that on a phone) in a worker, off the page's thread, while the app's code is
 * still on its way: the data it loads serves the page's own formats after it. Without workers,
 * the first date the app draws pays for it.
 */
export function warmUpTimeZone(): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./time-zone-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // refused (a policy, a private mode): the first date pays
  }
}
