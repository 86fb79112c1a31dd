import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Routes of the leaderboard area of the dashboard (document 2). */
export function leaderboardRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
