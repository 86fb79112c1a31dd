import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ZOD_DEFAULT_WORDING, schemasOf, type RouteContract } from '@goodhours/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../http/register-routes.js';
import { auth, signedIn, startTestApp, type TestApp } from '../test/harness.js';
import { HOSTILE_URL_VALUES, hostileValues, inputSchema, isFreeText, sampleOf, type JsonSchema } from './hostile-inputs.js';

/**
 * The bad-input suite, generated from every route's declared schemas: wrong types, missing
 * fields, NUL bytes, lone surrogates, impossible dates, 1 MB strings, deep nesting, malformed
 * path and query parameters, values past a field's limits and choices. Sent by an Owner (who
 * passes every permission), each must answer a 4xx with a message in the product's words (never
 * zod's own, issue 42), and the database must be the same afterwards.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp(undefined, { testHooks: true });
  token = (await signedIn(t, 'Owner')).token;
});
afterAll(() => t.app.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Tables that legitimately move on refused requests: sign-in attempts and sessions. */
const MOVING_TABLES = new Set(['rate_limit_buckets', 'sessions']);

async function fingerprint(): Promise<Record<string, string>> {
  const result: unknown = await t.ctx.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const out: Record<string, string> = {};
  for (const { tablename } of (result as { rows: { tablename: string }[] }).rows) {
    if (MOVING_TABLES.has(tablename)) continue;
    const r: unknown = await t.ctx.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${tablename}" t`),
    );
    out[tablename] = (r as { rows: { h: string }[] }).rows[0]!.h;
  }
  return out;
}

const routes = () => registeredRoutes(t.app).map((r) => r.contract);
const fill = (c: RouteContract, params: Record<string, string> = {}) =>
  c.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? SOME_ID);
const paramNames = (c: RouteContract) => [...c.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

function queryOf(c: RouteContract, override?: [string, string]): string {
  const { query } = schemasOf(c);
  if (!query) return '';
  const schema = inputSchema(query);
  const entries = (schema.required ?? []).map((k) => [k, encodeURIComponent(String(sampleOf(schema.properties?.[k] ?? {}) as string))]);
  const kept = entries.filter(([k]) => k !== override?.[0]);
  if (override) kept.push(override);
  return kept.length ? `?${kept.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

interface Case {
  route: string;
  what: string;
  url: string;
  /** Free text may take the value: then any answer but a 5xx will do. */
  mayPass?: boolean;
  method: RouteContract['method'];
  body?: unknown;
  raw?: string;
}

function casesOf(c: RouteContract): Case[] {
  const route = `${c.method} ${c.path}`;
  const cases: Case[] = [];
  const base = { route, method: c.method };
  const { params, query, body } = schemasOf(c);
  const paramFields = params ? (inputSchema(params).properties ?? {}) : {};
  for (const name of paramNames(c)) {
    const free = isFreeText(paramFields[name]);
    for (const { what, value, always } of HOSTILE_URL_VALUES) {
      cases.push({ ...base, what: `param ${name}: ${what}`, url: fill(c, { [name]: value }) + queryOf(c), mayPass: free && !always });
    }
  }
  if (query) {
    for (const [key, field] of Object.entries(inputSchema(query).properties ?? {})) {
      const free = isFreeText(field);
      for (const { what, value, always } of HOSTILE_URL_VALUES) {
        cases.push({ ...base, what: `query ${key}: ${what}`, url: fill(c) + queryOf(c, [key, value]), mayPass: free && !always });
      }
      cases.push({ ...base, what: `query ${key}: repeated`, url: `${fill(c)}${queryOf(c, [key, 'a'])}&${key}=b`, mayPass: free });
    }
  }
  if (body) {
    const schema = inputSchema(body);
    const sample = sampleOf(schema);
    const url = fill(c) + queryOf(c);
    for (const [what, raw] of [
      ['an array', '[]'],
      ['a string', '"x"'],
      ['null', 'null'],
      ['a number', '7'],
      ['malformed JSON', '{"a":'],
      ['a __proto__ key', '{"__proto__":{"x":1}}'],
    ]) {
      cases.push({ ...base, what: `body: ${what!}`, url, raw: raw! });
    }
    const props: Record<string, JsonSchema> = schema.properties ?? {};
    for (const [key, field] of Object.entries(props)) {
      for (const [what, value] of hostileValues(field)) {
        cases.push({ ...base, what: `body ${key}: ${what}`, url, body: { ...(sample as object), [key]: value } });
      }
    }
    for (const key of schema.required ?? []) {
      const { [key]: _gone, ...rest } = sample as Record<string, unknown>;
      cases.push({ ...base, what: `body ${key}: missing`, url, body: rest });
    }
  }
  return cases;
}

async function send(c: Case) {
  return t.app.inject({
    method: c.method,
    url: c.url,
    headers: { ...auth(token), ...(c.raw !== undefined || c.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(c.raw !== undefined ? { payload: c.raw } : c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
  });
}

describe('bad input on every declared route', () => {
  it('answers a 4xx in the product’s words to every hostile input, and changes nothing', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    let sent = 0;
    for (const contract of routes()) {
      for (const c of casesOf(contract)) {
        const res = await send(c);
        sent++;
        const error =
          res.statusCode >= 400 ? res.json<{ error?: { message?: string; fields?: Record<string, string> } }>().error : undefined;
        const message = error?.message ?? '';
        const refused = res.statusCode >= 400 && res.statusCode < 500 && !!message;
        if (c.mayPass ? res.statusCode >= 500 : !refused)
          failures.push(`${c.route} ${c.what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        const zodWords = [message, ...Object.values(error?.fields ?? {})].filter((m) => ZOD_DEFAULT_WORDING.test(m));
        if (zodWords.length) failures.push(`${c.route} ${c.what}: zod's words ${JSON.stringify(zodWords[0])}`);
      }
    }
    if (process.env.BAD_INPUT_REPORT) (await import('node:fs')).writeFileSync(process.env.BAD_INPUT_REPORT, failures.join('\n'));
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it('never answers 5xx to arbitrary text in any text field (property-based)', async () => {
    const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)), maxLength: 40 });
    for (const contract of routes()) {
      const { body } = schemasOf(contract);
      if (!body) continue;
      const schema = inputSchema(body);
      const sample = sampleOf(schema) as Record<string, unknown>;
      const textFields = Object.entries(schema.properties ?? {}).filter(([, f]) => f.type === 'string');
      if (!textFields.length) continue;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...textFields.map(([k]) => k)), anyText, async (key, text) => {
          const res = await send({
            route: '',
            what: '',
            method: contract.method,
            url: fill(contract) + queryOf(contract),
            body: { ...sample, [key]: text },
          });
          return res.statusCode < 500;
        }),
        { numRuns: 4, seed: 20261125 },
      );
    }
  }, 300_000);
});
