import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@goodhours/domain';
import { listWebFiles, pickEncoding, type WebFile, type WebFiles } from './web-files.js';

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

/** A path the client router answers: not the API's, and not a file's (no extension). */
function isAppPath(path: string): boolean {
  return !(path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path));
}

/** Hashed file names (Vite's `assets/`): a new build writes new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app from memory, each file read once (web-files.ts): hashed assets cached for a
 * year, index.html and the rest never cached without asking again (an ETag answers 304), and
 * every unknown non-API path answered with index.html so the client router decides. A text file
 * goes as the `.br` or `.gz` the build wrote beside it when the request accepts that encoding
 * (decision 022). Reading from disk on each request cost the server more CPU per dashboard load
 * than the page's own JavaScript on a two-core machine; these requests are not logged either,
 * only their errors (decision 049).
 */
export function registerWebApp(app: FastifyInstance, root: string | undefined): void {
  const files: WebFiles = root ? listWebFiles(root) : new Map<string, () => Promise<WebFile>>();
  const index = files.get('/index.html');
  const send = (request: FastifyRequest, reply: FastifyReply, file: WebFile, cache: string) => {
    void reply.header('cache-control', cache).header('etag', file.etag);
    if (file.br || file.gz) void reply.header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    const { body, encoding } = pickEncoding(file, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.type(file.type).send(body);
  };
  const notFound = (reply: FastifyReply) => reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
  /** A file listed at start but gone since (the app rebuilt under a running server) is not found. */
  const read = (request: FastifyRequest, file: () => Promise<WebFile>) =>
    file().catch((err: unknown) => {
      request.log.warn({ err }, 'web app file unreadable');
      return undefined;
    });
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const listed = files.get(path) ?? (isAppPath(path) ? index : undefined);
    const file = listed && (await read(request, listed));
    if (!file) return notFound(reply);
    return send(request, reply, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  };
  if (root) app.get('/*', { logLevel: 'warn' }, serve);
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
