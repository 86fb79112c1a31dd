import { MESSAGES, timerContracts } from '@goodhours/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { userFromToken, type AuthUser } from '../../auth/sessions.js';
import { fastifySchema, recordRoute } from '../../http/register-routes.js';
import { serveTimerSocket } from './connection.js';
import { TimerHub } from './hub.js';

const hubs = new WeakMap<FastifyInstance, TimerHub>();

/** The timer hub of an app (tests use it to run the waits of the service at once). */
export function timerHubOf(app: FastifyInstance): TimerHub {
  const hub = hubs.get(app);
  if (!hub) throw new Error('this app has no timer service');
  return hub;
}

/** The token a browser sends as the first `Sec-WebSocket-Protocol` value. */
function tokenOf(request: FastifyRequest): string | undefined {
  const protocol = request.headers['sec-websocket-protocol'];
  const token = typeof protocol === 'string' ? protocol.split(',')[0]?.trim() : undefined;
  return token || undefined;
}

/**
 * The live timer socket (document 4 §5): authenticated with the user's token; an expired or
 * revoked token is refused with 401 before the upgrade. Declared by its contract like every
 * route (implementArea does not register websockets, so it is registered here).
 */
export function timerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const log = (err: unknown) => app.log.error(err);
  const hub = new TimerHub(ctx, log);
  hubs.set(app, hub);
  const signedIn = new WeakMap<FastifyRequest, { user: AuthUser; token: string }>();

  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', (done) => {
    hub.beginClose();
    done();
  });
  app.addHook('onClose', () => hub.stop());

  const contract = timerContracts.socket;
  recordRoute(app, 'timer', 'socket', contract);
  app.get(
    contract.path,
    {
      websocket: true,
      // The token travels as the first Sec-WebSocket-Protocol value, not as a bearer header.
      schema: { ...fastifySchema('timer', contract), security: [] },
      config: { contract },
      preValidation: async (request, reply) => {
        const token = tokenOf(request);
        const user = token ? await userFromToken(ctx, token) : undefined;
        if (!user || !token) return reply.status(401).send({ error: { code: 'UNAUTHENTICATED', message: MESSAGES.sessionEnded } });
        signedIn.set(request, { user, token });
      },
    },
    (socket, request) => {
      const auth = signedIn.get(request);
      if (!auth) return socket.close();
      serveTimerSocket(ctx, hub, socket, auth, log);
    },
  );
}
