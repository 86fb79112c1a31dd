import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ShiftedClock } from '../../clock.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('POST /api/test-hooks/clock', () => {
  it('moves a shifted clock, checks its input, and exists only with test hooks', async () => {
    const clock = new ShiftedClock();
    const app = await buildApp({ ...t.ctx, clock, config: { ...testConfig, testHooks: true } });
    try {
      const moved = await app.inject({ method: 'POST', url: '/api/test-hooks/clock', payload: { at: '2030-01-02T10:00:00Z' } });
      expect(moved.statusCode).toBe(200);
      expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-02T10:00:00Z'))).toBeLessThan(5_000);
      const bad = await app.inject({ method: 'POST', url: '/api/test-hooks/clock', payload: { at: 'tomorrow' } });
      expect(bad.statusCode).toBe(422);
    } finally {
      await app.close();
    }
    const fixed = await buildApp({ ...t.ctx, config: { ...testConfig, testHooks: true } });
    try {
      const refused = await fixed.inject({ method: 'POST', url: '/api/test-hooks/clock', payload: { at: '2030-01-02T10:00:00Z' } });
      expect(refused.statusCode).toBe(409);
    } finally {
      await fixed.close();
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/test-hooks/clock', payload: { at: '2030-01-02T10:00:00Z' } });
    expect(missing.statusCode).toBe(404);
  });
});
