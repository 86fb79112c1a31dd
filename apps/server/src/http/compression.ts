import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer the server writes itself (JSON, including the answers sent
 * as bytes already serialised, such as the leaderboard's; the API docs page), chosen from the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`. Brotli at quality 4: per answer, the
 * best ratio for the time. Answers under 1 KB go as they are. The web app's files are compressed
 * at build time instead (static.ts serves the .br and .gz beside them; decision 022), and a
 * response that already has a Content-Encoding is left alone. WebSocket routes (the timer
 * service) answer with an upgrade, not a body: no compression hook on them. Nor are the web app's
 * files compressed on the fly: a file streamed from disk cannot be measured against the threshold,
 * and the plugin took a file whose first bytes read as a deflate header (a build id such as
 * `80ca…` in hash.txt) for one compressed already, and sent it unchanged but labelled br. Request
 * bodies are not decompressed: the app's client never compresses what it sends.
 * Registered before any route and before the static files: it hooks the routes as they are added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.websocket || !route.url.startsWith('/api')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
