import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Routes of the header area of the dashboard (document 2). */
export function headerRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
