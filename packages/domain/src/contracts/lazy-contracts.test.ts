import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as zodModule from '../zod.js';
import type { RouteContract } from './define-route.js';

/**
 * Contracts are lazy by construction (decision 059): importing them builds none of their schemas,
 * and the server builds each route's once. Zod is watched through its `z` namespace: every schema
 * starts from a `z.…` call, so a module that reads nothing from `z` builds nothing.
 */
const zod = vi.hoisted(() => ({ reads: 0, byContracts: new Set<string>() }));
vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof zodModule>();
  const z = new Proxy(actual.z, {
    get(target, key, receiver) {
      zod.reads++;
      // The domain's code that asked, up to the module loader: a module of contracts among it
      // means that module builds a schema as it loads (itself or through a helper).
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      const frames = (new Error().stack ?? '').split('\n').slice(2);
      Error.stackTraceLimit = limit;
      for (const frame of frames) {
        const file = /packages[\\/]domain[\\/]src[\\/]([^:)]+\.ts):\d+/.exec(frame)?.[1]?.replaceAll('\\', '/');
        if (!file) break;
        if (/contracts\.ts$/.test(file)) zod.byContracts.add(file);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { ...actual, z };
});

const SOURCE = join(import.meta.dirname, '..');
const modules = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const load = (file: string) => import(/* @vite-ignore */ join(SOURCE, file)) as Promise<Record<string, unknown>>;

/**
 * Inputs only routes parse, whose types the server's services name: nothing at load may ask for
 * them, so the browser never builds them.
 */
const SERVICE_INPUTS: Record<string, string[]> = {
  'teams/schemas.ts': ['assignTeamMemberInput'],
  'projects/schemas.ts': ['listProjectsQuery', 'changeProjectMembersInput'],
  'users/schemas.ts': ['userListQuery', 'propertyInput'],
  'tasks/import-schema.ts': ['taskImportInput'],
  'task-suggestions/schemas.ts': ['createTaskSuggestionInput', 'postTaskNotificationInput'],
  'email/schemas.ts': ['outboxQuery'],
  'roles/schemas.ts': ['updateRoleInput', 'updateRolePresetInput', 'userPermissionsInput'],
};

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schemas' in value;

describe('route contracts, lazy by construction', () => {
  const routes = new Set<RouteContract>();
  beforeAll(async () => {
    for (const file of modules) {
      for (const table of Object.values(await load(file))) {
        if (typeof table !== 'object' || table === null) continue;
        for (const value of Object.values(table)) if (isContract(value)) routes.add(value);
      }
    }
  });

  it('builds no schema when the modules of contracts are imported', () => {
    expect(modules.filter((f) => /contracts\.ts$/.test(f)).length).toBeGreaterThan(30);
    expect(routes.size).toBeGreaterThan(250);
    expect([...zod.byContracts]).toEqual([]);
  });

  // Before the routes' schemas are built below, which builds these too.
  it('builds the inputs the services name by type the first time they are asked for', async () => {
    for (const [file, names] of Object.entries(SERVICE_INPUTS)) {
      const module = await load(file);
      for (const name of names) {
        const value = module[name];
        if (typeof value !== 'function') throw new Error(`${name} is built when ${file} loads`);
        const build = value as () => unknown;
        const before = zod.reads;
        const schema: unknown = build();
        expect(zod.reads, `${name} was built before it was asked for`).toBeGreaterThan(before);
        const built = zod.reads;
        expect(build()).toBe(schema);
        expect(zod.reads).toBe(built);
      }
    }
  });

  it('builds a route’s schemas the first time the server asks, and only then', async () => {
    const { schemasOf } = await import('./define-route.js');
    const before = zod.reads;
    const first = [...routes].map((route) => schemasOf(route));
    expect(zod.reads).toBeGreaterThan(before);
    expect(zod.byContracts.size).toBeGreaterThan(30);
    const built = zod.reads;
    const again = [...routes].map((route) => schemasOf(route));
    expect(zod.reads).toBe(built);
    again.forEach((schemas, i) => expect(schemas).toBe(first[i]));
  });
});
