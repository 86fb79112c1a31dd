import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { once } from '../contracts/once.js';

const runAt = once(() => z.object({ at: z.iso.datetime({ error: 'Give the instant as an ISO date-time.' }) }));
const OWNER_ONLY = access.roles(['Owner']);

/**
 * Routes for browser journeys only: registered when GOODHOURS_TEST_HOOKS=1 (refused in
 * production), and even then only for an Owner's session.
 */
export const testHookContracts = {
  dailyStatus: defineRoute({
    method: 'POST',
    path: '/api/test-hooks/daily-status',
    summary: 'Run the daily status job as if it were the given instant (test servers only)',
    access: OWNER_ONLY,
    schemas: () => ({
      body: runAt(),
      responses: { 200: z.object({ ran: z.boolean(), deactivated: z.array(z.uuid()), reactivated: z.array(z.uuid()) }) },
    }),
  }),
  weekClosePause: defineRoute({
    method: 'POST',
    path: '/api/test-hooks/week-close-pause',
    summary: 'Run the week-close timer pause as if it were the given instant (test servers only)',
    access: OWNER_ONLY,
    schemas: () => ({ body: runAt(), responses: { 200: z.object({ ran: z.boolean(), paused: z.array(z.uuid()) }) } }),
  }),
  weekClose: defineRoute({
    method: 'POST',
    path: '/api/test-hooks/week-close',
    summary: 'Run the weekly close as if it were the given instant: every week due then (test servers only)',
    access: OWNER_ONLY,
    schemas: () => ({
      body: runAt(),
      responses: {
        200: z.array(
          z.object({
            weekStart: z.string(),
            decided: z.number().int(),
            blueSquares: z.number().int(),
            exemptions: z.number().int(),
            alreadyClosed: z.boolean(),
          }),
        ),
      },
    }),
  }),
  clock: defineRoute({
    method: 'POST',
    path: '/api/test-hooks/clock',
    summary: 'Move the server’s clock to the given instant (test servers on a shifted clock only)',
    access: OWNER_ONLY,
    schemas: () => ({ body: runAt(), responses: { 200: z.object({ now: z.string() }), 409: errorEnvelope() } }),
  }),
} as const;
