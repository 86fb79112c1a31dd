import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FixedClock, ShiftedClock } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { runDailyStatusJob } from '../../jobs/daily-status.js';
import { runWeekClosePause } from '../../jobs/week-close-pause.js';

const runAt = z.object({ at: z.iso.datetime() });

/**
 * Endpoints for browser journeys only (GOODHOURS_TEST_HOOKS=1, refused in production):
 * run a scheduled job as if it were a chosen instant, or move the server's clock.
 */
export function testHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/test-hooks/daily-status', async (request) => {
    const { at } = parseInput(runAt, request.body);
    return runDailyStatusJob({ ...ctx, clock: new FixedClock(new Date(at)) });
  });

  app.post('/api/test-hooks/week-close-pause', async (request) => {
    const { at } = parseInput(runAt, request.body);
    return runWeekClosePause({ ...ctx, clock: new FixedClock(new Date(at)) });
  });

  /** Moves the whole server's "now" (when it runs on a ShiftedClock): "the next day" for a journey. */
  app.post('/api/test-hooks/clock', async (request, reply) => {
    const { at } = parseInput(runAt, request.body);
    if (!(ctx.clock instanceof ShiftedClock)) return reply.status(409).send({ error: { code: 'CONFLICT', message: 'This server’s clock cannot be moved.' } });
    ctx.clock.moveTo(at);
    return { now: ctx.clock.now().toISOString() };
  });
}
