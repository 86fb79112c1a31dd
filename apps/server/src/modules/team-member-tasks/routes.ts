import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Routes of the team-member-tasks area of the dashboard (document 2). */
export function teamMemberTasksRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
