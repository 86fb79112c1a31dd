import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Routes of the warnings area of the dashboard (document 2). */
export function warningsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
