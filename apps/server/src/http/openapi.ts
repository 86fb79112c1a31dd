import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document, generated from the routes' contracts as they are registered; never
 * written by hand. Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Goodhours API',
        version: '1',
        description:
          'Every route of the Goodhours server. Refusals and failures answer `{ error: { code, message, fields? } }`; ' +
          'signed-in routes take `Authorization: Bearer <token>` from POST /api/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // The web app's files are not part of the API; the timer socket (/timer-service) is, although
    // @fastify/websocket hides its routes.
    transform: (route) => {
      if ((route.route.config as { contract?: unknown } | undefined)?.contract) {
        return jsonSchemaTransform({ ...route, schema: { ...route.schema, hide: false } });
      }
      return route.url.startsWith('/api') ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

/** Every operation of the document as [method, path, operation]. */
export function operationsOf(doc: OpenApiDocument): [string, string, Operation][] {
  const out: [string, string, Operation][] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) out.push([method.toUpperCase(), path, op]);
  }
  return out;
}
