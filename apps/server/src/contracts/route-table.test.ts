import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS, schemasOf, type RouteContract } from '@goodhours/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type OpenApiDocument } from '../http/openapi.js';
import { allRoutes, registeredRoutes } from '../http/register-routes.js';
import { admits } from '../http/access-check.js';
import { auth, signedIn, startTestApp, type TestApp } from '../test/harness.js';
import type { AuthUser } from '../auth/sessions.js';

/**
 * Checks generated from the route table: every route is declared, documented, and refuses the
 * callers its declared rule does not admit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(undefined, { testHooks: true });
});
afterAll(() => t.app.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A path with every `:param` filled with a well-formed id nobody has. */
const urlOf = (c: RouteContract) => c.path.replace(/:[A-Za-z0-9_]+/g, SOME_ID);

describe('the route table', () => {
  it('has a contract for every /api route the server registers', () => {
    const undeclared = allRoutes(t.app)
      .filter((r) => r.url.startsWith('/api') && !r.contract)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // Every route carrying a contract is in the table the checks below walk (the socket too).
    const declared = new Set(registeredRoutes(t.app).map((r) => `${r.contract.method} ${r.contract.path}`));
    expect(
      allRoutes(t.app)
        .filter((r) => r.contract)
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([...declared].sort());
  });

  it('publishes every declared route in /api/openapi.json, as many operations as routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument & { openapi: string }>();
    expect(doc.openapi).toBe('3.1.0');
    const declared = registeredRoutes(t.app);
    const documented = operationsOf(doc).map(([m, p]) => `${m} ${p}`);
    expect(documented).toHaveLength(allRoutes(t.app).filter((r) => r.url.startsWith('/api') || r.contract).length);
    expect(documented).toHaveLength(declared.length);
    for (const { contract } of declared) {
      expect(documented).toContain(`${contract.method} ${contract.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
  });

  it('serves the API reference page from the app, without scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Goodhours API reference');
    expect(res.body).toContain('/api/team/{id}/users');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('names a known permission in every permission rule', () => {
    for (const { contract } of registeredRoutes(t.app)) {
      const { access } = contract;
      const keys =
        access.kind === 'permission' || access.kind === 'portal' ? access.anyOf : access.kind === 'roles' ? access.orPermissions : [];
      for (const key of keys) expect(ALL_PERMISSIONS).toContain(key);
    }
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const failures: string[] = [];
    for (const { contract } of registeredRoutes(t.app)) {
      if (contract.access.kind === 'public') continue;
      const res = await t.app.inject({ method: contract.method, url: urlOf(contract), payload: schemasOf(contract).body ? {} : undefined });
      if (res.statusCode !== 401) failures.push(`${contract.method} ${contract.path}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a volunteer on every route whose rule a volunteer does not meet', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const subject = {
      role: 'Volunteer',
      rolePermissions: DEFAULT_ROLE_PERMISSIONS.Volunteer,
      frontPermissions: [],
      removedDefaultPermissions: [],
      portals: [],
    } as unknown as AuthUser;
    const failures: string[] = [];
    let checked = 0;
    for (const { contract } of registeredRoutes(t.app)) {
      if (admits(subject, contract.access)) continue;
      checked++;
      const res = await t.app.inject({
        method: contract.method,
        url: urlOf(contract),
        headers: auth(volunteer.token),
        payload: schemasOf(contract).body ? {} : undefined,
      });
      if (res.statusCode !== 403) failures.push(`${contract.method} ${contract.path}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('answers 403 on every portal route to an Owner who holds every permission but passed no portal login', async () => {
    const owner = await signedIn(t, 'Owner');
    const failures: string[] = [];
    let checked = 0;
    for (const { contract } of registeredRoutes(t.app)) {
      if (contract.access.kind !== 'portal') continue;
      checked++;
      const res = await t.app.inject({
        method: contract.method,
        url: urlOf(contract),
        headers: auth(owner.token),
        payload: schemasOf(contract).body ? {} : undefined,
      });
      if (res.statusCode !== 403) failures.push(`${contract.method} ${contract.path}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('answers the same with or without a trailing slash', async () => {
    const owner = await signedIn(t, 'Owner');
    const a = await t.app.inject({ method: 'GET', url: '/api/team', headers: auth(owner.token) });
    const b = await t.app.inject({ method: 'GET', url: '/api/team/', headers: auth(owner.token) });
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
  });
});
