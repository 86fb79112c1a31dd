import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FixedClock } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { runDailyStatusJob } from '../../jobs/daily-status.js';

const runAt = z.object({ at: z.iso.datetime() });

/**
 * Endpoints for browser journeys only (GOODHOURS_TEST_HOOKS=1, refused in production):
 * run a scheduled job as if it were a chosen instant.
 */
export function testHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/test-hooks/daily-status', async (request) => {
    const { at } = parseInput(runAt, request.body);
    return runDailyStatusJob({ ...ctx, clock: new FixedClock(new Date(at)) });
  });
}
