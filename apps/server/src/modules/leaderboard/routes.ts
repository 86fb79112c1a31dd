import type { FastifyInstance } from 'fastify';
import { leaderboardContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as board from './service.js';

/**
 * The leaderboard (document 2 §2, §7; document 4 §10): read for oneself or, by an Owner or
 * Administrator, for the person they view; the hover text is read by everyone, set by Owners.
 */
export function leaderboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'leaderboard', leaderboardContracts, {
    // The body is a Leaderboard already written as JSON by PostgreSQL: sent as its bytes, not
    // encoded again (the contract's schema documents it; leaderboard.test.ts holds it to it).
    get: async ({ caller, params, query, reply }) => {
      const body = await board.leaderboardJson(ctx, caller, params.userId, query.teamId);
      return reply.type('application/json; charset=utf-8').send(body);
    },
    mouseoverText: () => board.readMouseover(ctx),
    saveMouseoverText: ({ caller, body }) => board.saveMouseover(ctx, caller, body),
  });
}
