import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export function taskRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
