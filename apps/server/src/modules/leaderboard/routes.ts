import type { FastifyInstance } from 'fastify';
import { leaderboardQuery, MESSAGES, mouseoverInput } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import { AppError } from '../../errors.js';
import * as board from './service.js';

const userParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });

/**
 * The leaderboard (document 2 §2, §7; document 4 §10): read for oneself or, by an Owner or
 * Administrator, for the person they view; the hover text is read by everyone, set by Owners.
 */
export function leaderboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard/leaderboard/:userId', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    const { teamId } = parseInput(leaderboardQuery, request.query);
    // The body is a Leaderboard already written as JSON by PostgreSQL.
    const body = await board.leaderboardJson(ctx, caller, userId, teamId);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/mouseoverText', async (request) => {
    await requireUser(ctx, request);
    return board.readMouseover(ctx);
  });

  app.put('/api/mouseoverText', async (request) => {
    const caller = await requireUser(ctx, request);
    if (caller.role !== 'Owner') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    return board.saveMouseover(ctx, caller, parseInput(mouseoverInput, request.body));
  });
}
