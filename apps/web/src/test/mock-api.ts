import type { SessionUser } from '@goodhours/domain';
import { vi } from 'vitest';

/** A request the app made, as the server would see it. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = Reply | ((call: ApiCall) => Reply);

/** A refusal in the server's error shape. */
export function refusal(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { error: { code, message, ...extra } } };
}

/**
 * Replaces `fetch` with a fake server answering `"METHOD /path"` routes; anything else gets a 404.
 * Returns the calls made, so a test can check what the app sent.
 */
export function mockApi(routes: Record<string, Route>, options: { user?: SessionUser } = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  const table: Record<string, Route> = { ...routes };
  if (options.user) table['GET /api/session'] ??= { body: options.user };

  const fakeFetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://app.test');
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}`];
    const reply: Reply = route === undefined ? refusal(404, 'NOT_FOUND', 'Not found') : typeof route === 'function' ? route(call) : route;
    const status = reply.status ?? 200;
    const body = status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
    return Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json', ...reply.headers } }));
  });
  vi.stubGlobal('fetch', fakeFetch);
  return calls;
}

/** What every signed-in page asks for: the session, the update check, and the header's message, notifications, hours bell and team deadlines. */
const SHELL_CALL =
  /^\/(hash\.txt|api\/session|api\/ownerMessage|api\/notification\/unread\/user\/[^/]+|api\/dashboard\/hoursbell\/[^/]+|api\/dashboard\/teamdeadlines\/[^/]+)$/;

/** Calls other than those of the shell around every page. */
export function pageCalls(calls: readonly ApiCall[]): ApiCall[] {
  return calls.filter((c) => !SHELL_CALL.test(c.path));
}
