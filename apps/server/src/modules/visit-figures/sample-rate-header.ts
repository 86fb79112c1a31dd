import { VISIT_SAMPLE_TIMING } from '@goodhours/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Tells the web app what share of visits to measure, on the app's page itself: a `Server-Timing`
 * entry (`visit-figures;desc="0.1"`) the browser reads from the page's navigation entry, so
 * deciding costs no request. On a 304 too, whose headers the browser merges into its copy. Left
 * off while measuring is off: a page without it never loads the measuring code.
 */
export function announceSampleRate(app: FastifyInstance, rate: number): void {
  if (rate <= 0) return;
  const entry = `${VISIT_SAMPLE_TIMING};desc="${String(rate)}"`;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api')) return payload;
    const type = reply.getHeader('content-type');
    if (reply.statusCode === 304 || (typeof type === 'string' && type.startsWith('text/html'))) void reply.header('server-timing', entry);
    return payload;
  });
}
