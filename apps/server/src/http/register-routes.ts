import {
  describeAccess,
  errorEnvelope,
  schemasOf,
  successStatus,
  type ParsedInput,
  type RouteContract,
  type RouteResult,
} from '@goodhours/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireUser, type AuthUser } from '../auth/sessions.js';
import { assertAccess } from './access-check.js';

export interface HandlerInput<C extends RouteContract> extends ParsedInput<C> {
  /** The signed-in caller; undefined only on public routes. */
  caller: C['access'] extends { kind: 'public' } ? undefined : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the success answer, or the reply when it sent something itself. */
export type RouteHandler<C extends RouteContract> = (
  input: HandlerInput<C>,
) => Promise<RouteResult<C> | FastifyReply> | RouteResult<C> | FastifyReply;

export type AreaHandlers<T extends Record<string, RouteContract>> = { [K in keyof T]: RouteHandler<T[K]> };

/** A route as registered: its contract and the area it belongs to. */
export interface RegisteredRoute {
  area: string;
  name: string;
  contract: RouteContract;
}

/** An answer without a body; the OpenAPI document shows it with no content. */
const noContent = z.null().describe('No content');

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Adds a route registered by hand (the timer's websocket) to the table of declared routes. */
export function recordRoute(app: FastifyInstance, area: string, name: string, contract: RouteContract): void {
  let registry = registries.get(app);
  if (!registry) registries.set(app, (registry = []));
  registry.push({ area, name, contract });
}

/** Every route the app registered through a contract (the generated checks walk this list). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

const seen = new WeakMap<FastifyInstance, { method: string; url: string; contract: boolean }[]>();

/**
 * Records every route the app registers, declared or not, so a test can prove that each
 * `/api` route came through a contract. Call it before any route is added.
 */
export function trackRoutes(app: FastifyInstance): void {
  const list: { method: string; url: string; contract: boolean }[] = [];
  seen.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      list.push({ method, url: route.url, contract: !!(route.config as { contract?: unknown } | undefined)?.contract });
    }
  });
}

export function allRoutes(app: FastifyInstance): readonly { method: string; url: string; contract: boolean }[] {
  return seen.get(app) ?? [];
}

const callers = new WeakMap<FastifyRequest, AuthUser>();

/**
 * The schema Fastify and the OpenAPI document read: inputs, every answer, the access rule. The
 * contract's schemas are built here, once per route, when the server registers it.
 */
export function fastifySchema(area: string, contract: RouteContract): Record<string, unknown> {
  const { params, query, body, responses } = schemasOf(contract);
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(responses)) {
    response[status] = schema ?? noContent;
  }
  const refusals: number[] = [];
  if (params ?? query ?? body) refusals.push(400, 422);
  if (contract.access.kind !== 'public') refusals.push(401);
  if (contract.access.kind !== 'public' && contract.access.kind !== 'signedIn') refusals.push(403);
  for (const status of refusals) response[status] ??= errorEnvelope();
  return {
    summary: contract.summary,
    description: describeAccess(contract.access),
    tags: [area],
    ...(contract.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    response,
  };
}

/**
 * Registers an area's routes from their contracts: the access rule is checked before any
 * input is read (401, then 403), inputs are validated by the contract's schemas (422 with
 * the spec's message), and answers are encoded by the response schema, which drops every
 * field it does not name. Every contract of the area must have its handler.
 */
export function implementArea<T extends Record<string, RouteContract>>(
  app: FastifyInstance,
  ctx: AppContext,
  area: string,
  contracts: T,
  handlers: AreaHandlers<T>,
): void {
  for (const [name, contract] of Object.entries(contracts)) {
    const handler = handlers[name] as RouteHandler<RouteContract>;
    recordRoute(app, area, name, contract);
    const status = successStatus(contract);
    const takesBody = !!schemasOf(contract).body;
    app.route({
      method: contract.method,
      url: contract.path,
      schema: fastifySchema(area, contract),
      config: { contract },
      ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
      preValidation: async (request) => {
        if (contract.access.kind !== 'public') {
          const caller = await requireUser(ctx, request);
          assertAccess(caller, contract.access);
          callers.set(request, caller);
        }
        // A missing body is read as an empty one, so each field names its own problem.
        if (takesBody && request.body === undefined) request.body = {};
      },
      handler: async (request, reply) => {
        const result: unknown = await handler({
          caller: callers.get(request),
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
        } as HandlerInput<RouteContract>);
        // A handler that sent the answer itself returns the reply (a thenable, so `await` unwraps it).
        if (reply.sent || result === (reply as unknown)) return reply;
        if (status === 204) return reply.status(204).send();
        return reply.status(status).send(result);
      },
    });
  }
}
