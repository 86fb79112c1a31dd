import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export function infoRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // Routes of this area are added here.
}
