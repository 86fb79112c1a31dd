import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@goodhours/domain';

/** The built web app: WEB_DIST, else apps/web/dist found from this file. */
export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return existsSync(join(configured, 'index.html')) ? resolve(configured) : undefined;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

/** Hashed file names (Vite's `assets/`): a new build writes new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app: hashed assets cached for a year, index.html and hash.txt never cached,
 * and every unknown non-API path answered with index.html so the client router decides.
 * Each text file is served from the `.br` or `.gz` written beside it at build time
 * (apps/web/vite.config.ts) when the request accepts that encoding (decision 022).
 */
export async function registerWebApp(app: FastifyInstance, root: string | undefined): Promise<void> {
  if (root) {
    const assets = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!root || path.startsWith('/api/') || path === '/api' || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
