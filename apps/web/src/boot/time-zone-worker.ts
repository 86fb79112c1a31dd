/// <reference lib="webworker" />
/**
 * Run once in a worker of its own by warmUpTimeZone (time-zone-warm-up.ts): the browser keeps a time
 * zone's and a format's data, once loaded, for every thread of the page, so the app's first dates
 * (these same formats) cost its own thread nothing.
 */
import { formatMoment, pacificDate, pacificMidnight } from '@goodhours/domain';

const now = new Date();
pacificMidnight(pacificDate(now));
formatMoment(now);
(self as unknown as DedicatedWorkerGlobalScope).close();
