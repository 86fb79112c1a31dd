import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Routes of the weekly-summaries area of the dashboard (document 2). */
export function weeklySummariesRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
