import { platformContracts } from '@goodhours/domain';
import { databaseUnavailable } from '../errors.js';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { renderApiDocs } from './api-docs-page.js';
import type { OpenApiDocument } from './openapi.js';
import { implementArea } from './register-routes.js';

export function platformRoutes(app: FastifyInstance, ctx: AppContext): void {
  let docsPage: string | undefined;
  implementArea(app, ctx, 'platform', platformContracts, {
    health: () => ({ ok: true as const, database: ctx.database.kind }),
    ready: async () => {
      try {
        await ctx.database.ping(1_000);
      } catch {
        throw databaseUnavailable();
      }
      return { ok: true as const };
    },
    openapi: () => app.swagger() as unknown as Record<string, unknown>,
    docs: ({ reply }) => {
      docsPage ??= renderApiDocs(app.swagger() as unknown as OpenApiDocument);
      return reply.type('text/html; charset=utf-8').send(docsPage);
    },
  });
}
