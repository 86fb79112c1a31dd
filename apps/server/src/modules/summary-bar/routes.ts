import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Routes of the summary-bar area of the dashboard (document 2). */
export function summaryBarRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
