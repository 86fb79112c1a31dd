import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { userFromToken } from '../../auth/sessions.js';

/**
 * The live timer socket (document 4 §5). Authentication and the heartbeat are here;
 * the timer actions and their persisted state arrive with the time issue.
 */
export function timerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/timer-service',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const protocol = request.headers['sec-websocket-protocol'];
        const token = typeof protocol === 'string' ? protocol.split(',')[0]?.trim() : undefined;
        const user = token ? await userFromToken(ctx, token) : undefined;
        if (!user) return reply.status(401).send({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
        (request as unknown as { timerUserId: string }).timerUserId = user.id;
      },
    },
    (socket) => {
      socket.on('message', (raw: Buffer) => {
        const text = raw.toString();
        if (text === 'ping') {
          socket.send(JSON.stringify({ heartbeat: 'pong' }));
          return;
        }
        let action: unknown;
        try {
          action = (JSON.parse(text) as { action?: unknown }).action;
        } catch {
          action = undefined;
        }
        if (action === 'ping') socket.send(JSON.stringify({ heartbeat: 'pong' }));
        else socket.send(JSON.stringify({ error: 'This timer action is not available yet.' }));
      });
    },
  );
}
