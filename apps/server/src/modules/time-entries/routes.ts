import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export function timeEntryRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
