import { MESSAGES, queryString, routePath, type ErrorCode, type RouteAnswer, type RouteContract, type RouteInput } from '@goodhours/domain';
import { notifications } from '@mantine/notifications';
import { readToken } from '../auth/token-storage';
import { takeEarlyResponse } from './early-requests';

/** A refused or failed call, built from the server's `{ error: { code, message, ... } }`. */
export class ApiError extends Error {
  readonly status: number;
  /** One of the server's ERROR_CODES, or NETWORK / HTTP_<status> when no envelope came back. */
  readonly code: ErrorCode | 'NETWORK' | `HTTP_${number}`;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    code: ApiError['code'];
    message: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    if (init.fields) this.fields = init.fields;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** No answer at all, or the server failed (5xx): the "server offline" case. */
  get isServerFailure(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let onUnauthorized: () => void = () => undefined;

/** The session store registers what a 401 on an authenticated call does (end the session). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function showUnexpectedError(): void {
  notifications.show({ id: 'unexpected-error', color: 'red', message: MESSAGES.unexpectedError });
}

function asStringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error
      ? (body.error as Record<string, unknown>)
      : {};
  const retryHeader = Number(response.headers.get('retry-after'));
  const retryAfterSeconds =
    typeof error.retryAfterSeconds === 'number'
      ? error.retryAfterSeconds
      : Number.isFinite(retryHeader) && retryHeader > 0
        ? retryHeader
        : undefined;
  const fields = asStringRecord(error.fields);
  return new ApiError({
    status: response.status,
    code: typeof error.code === 'string' ? (error.code as ErrorCode) : `HTTP_${response.status}`,
    message: typeof error.message === 'string' ? error.message : response.status >= 500 ? MESSAGES.serverOffline : MESSAGES.unexpectedError,
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** The token read when the call was decided, for a call that may start after it is removed (logout). */
  token?: string | null;
}

/** Calls the API: JSON in and out, the bearer token when signed in, typed errors out. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    // The boot script may already have asked (src/boot/early.ts).
    const early = method === 'GET' ? takeEarlyResponse(path, token) : undefined;
    response = await (early ??
      fetch(path, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    showUnexpectedError();
    throw new ApiError({ status: 0, code: 'NETWORK', message: MESSAGES.serverOffline });
  }

  if (response.ok) {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const error = await errorFrom(response);
  if (response.status === 401 && token) onUnauthorized();
  if (response.status < 400 || response.status >= 500) showUnexpectedError();
  throw error;
}

export interface CallOptions {
  signal?: AbortSignal;
  token?: string | null;
}

type CallArgs<C extends RouteContract> =
  object extends RouteInput<C> ? [input?: RouteInput<C>, options?: CallOptions] : [input: RouteInput<C>, options?: CallOptions];

/**
 * Calls a route through its contract (the same one the server registers): the path is built
 * from the params, the query and body are typed, and the answer has the contract's type.
 */
export function call<C extends RouteContract>(contract: C, ...[input, options]: CallArgs<C>): Promise<RouteAnswer<C>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const path = routePath(contract, params) + queryString(query);
  return request<RouteAnswer<C>>(contract.method, path, {
    ...(body !== undefined ? { body } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.token !== undefined ? { token: options.token } : {}),
  });
}
