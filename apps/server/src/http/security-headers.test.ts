import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { buildApp } from '../app.js';
import { api, it, test } from '../test/api.js';

const overTls = test.extend('start', { config: { publicUrl: 'https://hours.example.org' } });

function scriptSources(csp: string): string {
  return csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
}

describe('security headers', () => {
  it('are on API answers and on the web app: a CSP without inline script, no framing, nosniff, a referrer policy', async ({ t }) => {
    const webRoot = mkdtempSync(join(tmpdir(), 'goodhours-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Goodhours</title>');
    // An app of its own: the fixture's app serves no web app, whose pages need the headers too.
    const app = await buildApp(t.ctx, { webRoot });
    try {
      // By URL: one of them is a page of the web app, which no contract describes.
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

  overTls('add HSTS when the app is served over TLS', async ({ t }) => {
    const res = await api(t).call(platformContracts.health);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
