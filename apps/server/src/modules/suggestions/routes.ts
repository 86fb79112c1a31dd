import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Routes of the suggestions area of the dashboard (document 2). */
export function suggestionsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
