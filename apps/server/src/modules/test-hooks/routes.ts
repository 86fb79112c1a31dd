import type { FastifyInstance } from 'fastify';
import { testHookContracts } from '@goodhours/domain';
import { FixedClock, ShiftedClock } from '../../clock.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { implementArea } from '../../http/register-routes.js';
import { runDailyStatusJob } from '../../jobs/daily-status.js';
import { runWeekClosePause } from '../../jobs/week-close-pause.js';
import { runDueWeekCloses } from '../week-close/index.js';

/**
 * Endpoints for browser journeys only (GOODHOURS_TEST_HOOKS=1, refused in production), open to
 * an Owner's session only: run a scheduled job as if it were a chosen instant, or move the clock.
 */
export function testHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'test-hooks', testHookContracts, {
    dailyStatus: ({ body }) => runDailyStatusJob({ ...ctx, clock: new FixedClock(new Date(body.at)) }),
    weekClosePause: ({ body }) => runWeekClosePause({ ...ctx, clock: new FixedClock(new Date(body.at)) }),
    weekClose: ({ body }) => runDueWeekCloses({ ...ctx, clock: new FixedClock(new Date(body.at)) }),
    /** Moves the whole server's "now" (when it runs on a ShiftedClock): "the next day" for a journey. */
    clock: ({ body }) => {
      if (!(ctx.clock instanceof ShiftedClock)) throw new AppError('CONFLICT', 'This server’s clock cannot be moved.');
      ctx.clock.moveTo(body.at);
      return { now: ctx.clock.now().toISOString() };
    },
  });
}
