import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemasOf } from '@goodhours/domain';
import { registeredRoutes } from '../http/register-routes.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { inputSchema, type JsonSchema } from './hostile-inputs.js';

/**
 * Generated from every route's declared inputs: each number a caller may send has a finite
 * minimum and maximum, and a whole number fits a PostgreSQL integer (int4). A count without a
 * bound once let one request build an array two billion items long.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(undefined, { testHooks: true });
});
afterAll(() => t.app.close());

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

type Node = JsonSchema & {
  maximum?: number;
  exclusiveMaximum?: number;
  exclusiveMinimum?: number;
  allOf?: Node[];
  prefixItems?: Node[];
  additionalProperties?: Node | boolean;
  $defs?: Record<string, Node>;
};

/** Every number or integer in a JSON schema, with the path that leads to it. */
function numbersIn(node: Node, path: string, out: [string, Node][], seen = new Set<Node>()): [string, Node][] {
  if (seen.has(node)) return out;
  seen.add(node);
  const types = [node.type ?? []].flat();
  if (types.includes('number') || types.includes('integer')) out.push([path, node]);
  for (const [key, child] of Object.entries(node.properties ?? {})) numbersIn(child, `${path}.${key}`, out, seen);
  if (node.items) numbersIn(node.items, `${path}[]`, out, seen);
  for (const child of node.prefixItems ?? []) numbersIn(child, `${path}[]`, out, seen);
  for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) numbersIn(child, path, out, seen);
  if (typeof node.additionalProperties === 'object') numbersIn(node.additionalProperties, `${path}.*`, out, seen);
  for (const [key, child] of Object.entries(node.$defs ?? {})) numbersIn(child, `${path}#${key}`, out, seen);
  return out;
}

/** What is wrong with one number's bounds, or undefined when it is bounded well. */
export function boundProblem(node: Node): string | undefined {
  const max = node.maximum ?? node.exclusiveMaximum;
  const min = node.minimum ?? node.exclusiveMinimum;
  if (max === undefined || !Number.isFinite(max)) return 'no maximum';
  if (min === undefined || !Number.isFinite(min)) return 'no minimum';
  if ([node.type].flat().includes('integer') && (max > INT4_MAX || min < INT4_MIN)) return `beyond int4 (${min}..${max})`;
  return undefined;
}

describe('numbers in request schemas', () => {
  it('bounds every number of every route’s params, query and body', () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const { contract } of registeredRoutes(t.app)) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = schemasOf(contract)[part];
        if (!schema) continue;
        for (const [path, node] of numbersIn(inputSchema(schema), part, [])) {
          checked++;
          const problem = boundProblem(node);
          if (problem) offenders.push(`${contract.method} ${contract.path} ${path}: ${problem}`);
        }
      }
    }
    expect(offenders).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});
