import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy may hand us as a request id: short, and nothing that could forge a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: a random UUID, unique across every instance sharing the database (the
 * default `req-1, req-2…` repeats in each process). Behind a trusted proxy, the proxy's own
 * `X-Request-Id` is kept when it is short and safe, so one id follows a request through both logs;
 * without one, a caller's header is ignored.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    if (trustProxy) {
      const given = req.headers[REQUEST_ID_HEADER];
      if (typeof given === 'string' && SAFE_REQUEST_ID.test(given)) return given;
    }
    return randomUUID();
  };
}

/** Every answer names its request in `X-Request-Id`, so a report from a user finds its log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
