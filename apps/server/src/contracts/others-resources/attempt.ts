import { queryString, routePath, type RouteContract } from '@goodhours/domain';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../../auth/sessions.js';
import { auth, createUser, type TestApp } from '../../test/harness.js';

/**
 * The shape of the table of "someone else's" resources (rule-refusals.test.ts walks it): for each
 * route whose access the service decides with the data, how to make what one person owns and how
 * a second person would reach for it.
 */

/** A signed-in person of the suite. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/** The call the second person makes, as the route's contract names its inputs. */
export interface Attempt {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * The resource as someone who may see it sees it (its owner, unless the rule keeps even them
   * out): read before and after the refused call, which must leave it as it was. Every change
   * names one; the admitted call must then change what it reads.
   */
  readBack?: () => Promise<unknown>;
  /** Someone the rule admits to the same call, when that is not the owner. */
  admitted?: Person;
}

interface Entry {
  route: RouteContract;
}

/** A route the second person is refused: 403, or 404 where the service does not say the resource exists. */
export interface RefusedEntry extends Entry {
  refused: 403 | 404;
  /** Creates the owner's resource (the second person may be put beside them, e.g. on a team) and the attempt. */
  build: (t: TestApp, owner: Person, other: Person) => Promise<Attempt>;
  /** A refusal the service does not make yet: the test is expected to fail until it does. */
  knownBug?: string;
}

/** A route that is no HTTP call (the timer socket): its refusal is checked by its own function. */
export interface CheckedApartEntry extends Entry {
  apart: string;
  check: (t: TestApp, owner: Person, other: Person) => Promise<void>;
}

/** A route with nothing of anyone else's to reach for; `noOthers` says why in one line. */
export interface NoOthersEntry extends Entry {
  noOthers: string;
}

export type OthersResource = RefusedEntry | CheckedApartEntry | NoOthersEntry;

/** A 1×1 PNG as a data URL: a profile picture, a lesson's appendix file. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const routeName = (route: RouteContract) => `${route.method} ${route.path}`;

/**
 * A person of the role, signed in through a session of their own. Not through POST /api/login:
 * its limits count every sign-in from one address, and the suite makes two people per route.
 */
export async function member(t: TestApp, role = 'Volunteer', permissions: string[] = []): Promise<Person> {
  const user = await createUser(t, role, { frontPermissions: permissions });
  const token = await createSession(t.ctx, t.ctx.db, user.id, { userAgent: 'rule-refusals', ip: '127.0.0.1' });
  return { ...user, token };
}

/** Calls the route as the holder of `token`. */
export function callRoute(t: TestApp, token: string, route: RouteContract, input: Attempt = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: routePath(route, input.params) + queryString(input.query),
    headers: auth(token),
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
}

/** A read as `person`: the status and the answer, to compare before and after. A read that fails compares nothing. */
export async function readAs(t: TestApp, person: Person, route: RouteContract, input: Attempt = {}) {
  const res = await callRoute(t, person.token, route, input);
  if (res.statusCode >= 500) throw new Error(`reading back ${routeName(route)} failed: ${res.body}`);
  return { status: res.statusCode, body: res.body };
}

/** Throws unless the answer is a success (the owner making their own resource). */
export function succeeded<T>(res: LightMyRequestResponse, what: string): T {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${String(res.statusCode)} ${res.body}`);
  return res.json<T>();
}
