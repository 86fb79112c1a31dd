import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestApp, testConfig, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

function scriptSources(csp: string): string {
  return csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
}

describe('security headers', () => {
  it('are on API answers and on the web app: a CSP without inline script, no framing, nosniff, a referrer policy', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'goodhours-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Goodhours</title>');
    const app = await buildApp(t.ctx, { webRoot });
    try {
      for (const url of ['/api/health', '/api/team', '/dashboard']) {
        const res = await app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        // No 'unsafe-eval' and no 'unsafe-inline': only WebAssembly compilation beside our own files.
        expect(scriptSources(csp), url).toBe("script-src 'self' 'wasm-unsafe-eval'");
        expect(csp, url).toContain("frame-ancestors 'none'");
        expect(csp, url).toContain("object-src 'none'");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('add HSTS when the app is served over TLS', async () => {
    const app = await buildApp({ ...t.ctx, config: { ...testConfig, publicUrl: 'https://hours.example.org' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});
