import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { leaderboardContracts, platformContracts, routePath } from '@goodhours/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildApp } from '../app.js';
import { IMMUTABLE } from '../static.js';
import { api, it, test } from '../test/api.js';
import { auth, createUser, signedIn, type TestApp } from '../test/harness.js';

const decoded = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
};

const varies = (res: LightMyRequestResponse): boolean =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

/** A GET that asks for an encoding: by hand, as a contract call sends no Accept-Encoding. */
const encoded = (t: TestApp, url: string, accept: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept, ...(token ? auth(token) : {}) } });

describe('compression of API answers', () => {
  it('sends a JSON answer brotli- or gzip-compressed as the request asks, with Vary: Accept-Encoding', async ({ t }) => {
    const plain = await api(t).call(platformContracts.openapi);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await encoded(t, routePath(platformContracts.openapi), accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(varies(res), accept).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it('compresses an answer the route sends as bytes it serialised itself (the leaderboard)', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    for (let i = 0; i < 12; i++) await createUser(t, 'Volunteer', { weeklyCommittedHours: 10 });
    const params = { userId: admin.id };
    const plain = await api(t, admin.token).call(leaderboardContracts.get, { params });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await encoded(t, routePath(leaderboardContracts.get, params), 'gzip', admin.token);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  it('leaves small answers as they are', async ({ t }) => {
    const res = await encoded(t, routePath(platformContracts.health), 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ ok: true });
  });
});

// The web app's files are served by an app of its own (the fixture's app serves none), asked by hand:
// they are files, not routes with contracts.
describe('the web app, compressed at build time', () => {
  const INDEX = '<!doctype html><title>Goodhours</title>';
  // A build id whose first two bytes read as a deflate header (0x38 0x30: method 8, a multiple of
  // 31): taken for an answer compressed already, it went out labelled br and unchanged.
  const BUILD_ID = '80ca188800f98e8ac792\n';
  const ASSET = 'assets/index-AbC123.js';
  // The compressed files say something else than the plain ones: an answer shows which it came from.
  const script = (from: string) => `export const servedFrom = '${from}';\n`.repeat(80);
  let webRoot: string;
  const web = test.extend('app', async ({ t }, { onCleanup }) => {
    const app = await buildApp(t.ctx, { webRoot });
    onCleanup(() => app.close());
    return app;
  });

  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'goodhours-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    writeFileSync(join(webRoot, 'index.html.br'), brotliCompressSync(`${INDEX}<!-- br -->`));
    writeFileSync(join(webRoot, 'index.html.gz'), gzipSync(`${INDEX}<!-- gz -->`));
    writeFileSync(join(webRoot, ASSET), script('plain'));
    writeFileSync(join(webRoot, `${ASSET}.br`), brotliCompressSync(script('br')));
    writeFileSync(join(webRoot, `${ASSET}.gz`), gzipSync(script('gz')));
    writeFileSync(join(webRoot, 'hash.txt'), BUILD_ID);
  });
  afterAll(() => {
    rmSync(webRoot, { recursive: true, force: true });
  });

  web('serves a hashed asset from its .br or .gz file, cached for a year as immutable', async ({ app }) => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(res), accept).toBe(true);
      expect(decoded(res)).toBe(script(encoding === 'br' ? 'br' : 'gz'));
    }
    const plain = await app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(plain)).toBe(true);
    expect(plain.body).toBe(script('plain'));
  });

  web('serves index.html, for any app path, compressed and never cached without asking again', async ({ app }) => {
    for (const url of ['/', '/dashboard', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(varies(res), url).toBe(true);
      expect(decoded(res), url).toBe(`${INDEX}<!-- br -->`);
    }
  });

  web('answers 304 to a browser that holds the current index.html, and 200 once the build changed it', async ({ app }) => {
    const first = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br', 'if-none-match': '"an-older-build"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(decoded(stale)).toBe(`${INDEX}<!-- br -->`);
  });

  web('answers 404 in the API envelope for a missing file, an unknown API path or another method', async ({ app }) => {
    for (const [method, url] of [
      ['GET', '/assets/index-Gone99.js'],
      ['GET', '/favicon.ico'],
      ['GET', '/api/no-such-thing'],
      ['POST', '/dashboard'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 404, not an error, for a file removed from disk after the server started', async ({ t }) => {
    writeFileSync(join(webRoot, 'assets', 'removed-Xy12.js'), 'export {};');
    // An app started while the file is there.
    const started = await buildApp(t.ctx, { webRoot });
    try {
      rmSync(join(webRoot, 'assets', 'removed-Xy12.js'));
      const res = await started.inject({ method: 'GET', url: '/assets/removed-Xy12.js' });
      expect(res.statusCode).toBe(404);
    } finally {
      await started.close();
    }
  });

  it("logs the API's requests but not the web app's files", async ({ t }) => {
    const lines: string[] = [];
    // An app that writes its log to `lines`.
    const logged = await buildApp(t.ctx, { webRoot, logger: { stream: { write: (line) => void lines.push(line) } } });
    try {
      await logged.inject({ method: 'GET', url: `/${ASSET}` });
      await logged.inject({ method: 'GET', url: '/dashboard' });
      expect(lines).toEqual([]);
      await api({ ...t, app: logged }).call(platformContracts.health);
      expect(lines.join('')).toContain('/api/health');
    } finally {
      await logged.close();
    }
  });

  web('serves a small file that has no compressed copy (the build id) as it is, whatever its bytes', async ({ app }) => {
    for (const accept of ['gzip, deflate, br', 'gzip', 'identity']) {
      const res = await app.inject({ method: 'GET', url: '/hash.txt', headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.body, accept).toBe(BUILD_ID);
    }
  });
});
