import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export function infringementRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // Routes of this area are added here.
}
