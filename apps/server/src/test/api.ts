import { beforeAll, test as base } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { queryString, routePath, type RouteContract, type RouteInput } from '@goodhours/domain';
import type { Config } from '../config.js';
import { auth, openTestDatabase, startTestApp, type TestApp } from './harness.js';

// A fixture's setup counts against its test's time limit, and a worker's first test would open and
// migrate the database in it; this hook does that first, under the longer hook limit. Test files
// share this module within a worker, so it waits in the first file that imports it (decision 005).
beforeAll(openTestDatabase);

/** When the test app's clock starts and what its config changes; a file sets it with `const it = test.extend('start', ...)` (an override would reach the other files of the worker, which share this fixture). */
export interface AppStart {
  now?: string;
  config?: Partial<Config>;
}

/**
 * A test with `t`: an app on an emptied database, started before the test (and before its
 * `beforeEach`) and closed after it, so no test sees another's rows.
 */
export const test = base.extend('start', {} as AppStart).extend('t', async ({ start }, { onCleanup }) => {
  const t = await startTestApp(start.now, start.config);
  onCleanup(() => t.app.close());
  return t;
});
export const it = test;

/** Input a contract's types would refuse, for tests that send bad input on purpose. */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The input argument: optional when the route takes nothing it requires. */
type InputArgs<C extends RouteContract> = object extends RouteInput<C> ? [input?: RouteInput<C>] : [input: RouteInput<C>];

/**
 * Calls routes as the web client does, by contract: the path is built from the contract and its
 * params and query, the body goes as JSON and the token, when given, as the bearer header.
 * Answers are the raw responses, so tests read status codes, errors and headers as well as bodies.
 */
export function api(t: TestApp, token?: string | null) {
  const send = (contract: RouteContract, input: LooseInput = {}): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: contract.method,
      url: routePath(contract, input.params) + queryString(input.query),
      ...(token ? { headers: auth(token) } : {}),
      ...(input.body !== undefined ? { payload: input.body as object } : {}),
    });
  return {
    call: <C extends RouteContract>(contract: C, ...[input]: InputArgs<C>) => send(contract, input as LooseInput | undefined),
    /** The same call with input the contract does not allow (a wrong type, a missing field). */
    raw: send,
  };
}

/**
 * A test whose `t` is one app for the whole file, started on an emptied database before the
 * file's first test and closed after its last: for files that build their data once, in
 * `fileTest.beforeAll(({ t }) => ...)` (under the hook's time limit), and then only read it.
 */
export const fileTest = base
  .extend('start', { scope: 'file' }, {} as AppStart)
  .extend('t', { scope: 'file' }, async ({ start }, { onCleanup }) => {
    const t = await startTestApp(start.now, start.config);
    onCleanup(() => t.app.close());
    return t;
  });
