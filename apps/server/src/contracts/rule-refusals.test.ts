import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../http/register-routes.js';
import { errorOf, startTestApp, type TestApp } from '../test/harness.js';
import { callRoute, member, OTHERS_RESOURCES, routeName } from './others-resources/index.js';

/**
 * Refusals generated for the routes whose access the service decides with the data (`rule`):
 * for each, one person's resource is made, a second person (a Volunteer with the default
 * permissions, beside them only where the rule is about teams) reaches for it and is refused,
 * and the resource is as it was. The same call by someone the rule admits (the owner, unless
 * the entry names another) then succeeds, so the refusal is about who called, not what was sent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

describe('the table of someone else’s resources', () => {
  it('names every rule route the server registers, once, and no other route', () => {
    const ruleRoutes = registeredRoutes(t.app)
      .filter((r) => r.contract.access.kind === 'rule')
      .map((r) => routeName(r.contract))
      .sort();
    expect(ruleRoutes.length).toBeGreaterThan(0);
    expect(OTHERS_RESOURCES.map((entry) => routeName(entry.route)).sort()).toEqual(ruleRoutes);
  });

  it('says in a line why a route has no one else’s resource, or how it is checked apart', () => {
    for (const entry of OTHERS_RESOURCES) {
      if ('noOthers' in entry) expect(entry.noOthers.trim(), routeName(entry.route)).not.toBe('');
      if ('apart' in entry) expect(entry.apart.trim(), routeName(entry.route)).not.toBe('');
    }
  });
});

describe('a second person reaching for someone else’s resource', () => {
  for (const entry of OTHERS_RESOURCES) {
    if ('noOthers' in entry) continue;
    const name = routeName(entry.route);
    if ('apart' in entry) {
      it(`${name}: refused (${entry.apart})`, async () => {
        await entry.check(t, await member(t), await member(t));
      });
      continue;
    }
    const test = entry.knownBug ? it.fails : it;
    test(`${name}: refused with ${String(entry.refused)}, and nothing changes`, async () => {
      const owner = await member(t);
      const other = await member(t);
      const attempt = await entry.build(t, owner, other);
      const changes = entry.route.method !== 'GET';
      if (changes) expect(attempt.readBack, `${name} changes something: its entry reads it back`).toBeDefined();
      const before = await attempt.readBack?.();

      const refused = await callRoute(t, other.token, entry.route, attempt);
      expect(refused.statusCode, refused.body).toBe(entry.refused);
      expect(errorOf(refused).message).toBeTruthy();
      if (attempt.readBack) expect(await attempt.readBack()).toEqual(before);

      // The same call by someone the rule admits succeeds, and a change shows in the read-back.
      const admitted = await callRoute(t, (attempt.admitted ?? owner).token, entry.route, attempt);
      expect(admitted.statusCode, admitted.body).toBeLessThan(300);
      if (changes && attempt.readBack) expect(await attempt.readBack()).not.toEqual(before);
    });
  }
});
