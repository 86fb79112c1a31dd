import type { z } from '../zod.js';
import type { RouteAccess } from './access.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response without a body (204) is declared as `null`. */
export type ResponseSchemas = Readonly<
  Partial<Record<200 | 201 | 202 | 204 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503, z.ZodType | null>>
>;

/** What a route reads and answers; a part it does not take is left out. */
export interface RouteSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: ResponseSchemas;
}

/**
 * One route, declared as data: where it is, who may call it, what it reads and what it answers.
 * The server registers it (validation, serialisation that drops unnamed fields, the access
 * check, the OpenAPI document); the web client calls it by method and path, with inputs and
 * answers typed from the schemas. The schemas are a function the server calls once, through
 * `schemasOf`, so importing a contract builds none of them (decision 059); the web never calls it.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/team/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly access: RouteAccess;
  readonly schemas: () => RouteSchemas;
  /** Bytes a body may hold when it is not the server's default (2 MB). */
  readonly bodyLimit?: number;
}

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

const built = new WeakMap<RouteContract, RouteSchemas>();

/** A route's schemas, built the first time anything asks and kept (server side only). */
export function schemasOf<C extends RouteContract>(contract: C): ReturnType<C['schemas']> {
  let schemas = built.get(contract);
  if (!schemas) built.set(contract, (schemas = contract.schemas()));
  return schemas as ReturnType<C['schemas']>;
}

/** One part of a route's schemas (`params`, `query`, `body`, `responses`), undefined when it takes none. */
type Part<C extends RouteContract, K extends keyof RouteSchemas> =
  ReturnType<C['schemas']> extends { readonly [P in K]: infer S } ? S : undefined;

type SuccessSchema<C extends RouteContract> =
  Part<C, 'responses'> extends { 200: infer S }
    ? S
    : Part<C, 'responses'> extends { 201: infer S }
      ? S
      : Part<C, 'responses'> extends { 202: infer S }
        ? S
        : null;

/** What the handler returns for the route's success status (before encoding). */
export type RouteResult<C extends RouteContract> = SuccessSchema<C> extends z.ZodType ? z.output<SuccessSchema<C>> : void;
/** What travels on the wire and what the web client receives. */
export type RouteAnswer<C extends RouteContract> = SuccessSchema<C> extends z.ZodType ? z.input<SuccessSchema<C>> : void;

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the web client passes: params, query and body as the contract names them. */
export type RouteInput<C extends RouteContract> = (Part<C, 'params'> extends z.ZodType
  ? { params: In<Part<C, 'params'>> }
  : { params?: never }) &
  (Part<C, 'query'> extends z.ZodType ? { query?: In<Part<C, 'query'>> } : { query?: never }) &
  (Part<C, 'body'> extends z.ZodType ? { body: In<Part<C, 'body'>> } : { body?: never });

/** What the server handler receives after validation. */
export interface ParsedInput<C extends RouteContract> {
  params: Out<Part<C, 'params'>>;
  query: Out<Part<C, 'query'>>;
  body: Out<Part<C, 'body'>>;
}

/** The success status the route answers with: 200, else 201, 202 or 204 (builds the schemas: server side only). */
export function successStatus(contract: RouteContract): 200 | 201 | 202 | 204 {
  const { responses } = schemasOf(contract);
  for (const s of [200, 201, 202, 204] as const) if (s in responses) return s;
  return 200;
}

/** Fills `:name` segments of the path with the encoded parameters. */
export function routePath(contract: RouteContract, params?: Record<string, unknown>): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${contract.path}: missing ${name}`);
    return encodeURIComponent(value);
  });
}

/** Query values as a URL query string (`?a=1&b=x`); undefined values are left out, arrays repeat. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value]) search.append(key, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
