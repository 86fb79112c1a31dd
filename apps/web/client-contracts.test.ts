import { describe, expect, it } from 'vitest';
import { clientView } from './client-contracts';

const CONTRACTS = `import { z } from 'zod';
import { defineRoute } from '../contracts/define-route.js';
const teamSchema = z.object({ name: z.string().min(1) });
export const namedTeam = teamSchema.extend({ code: z.string() });
const fields = { a: z.string() };
const CODES = new Set(codes());
export const TEAM_NAME_MAX = 100;
export const teamContracts = {
  get: defineRoute({
    method: 'GET',
    path: '/api/team/:id',
    summary: 'One team',
    access: { kind: 'signedIn' },
    params: z.object({ id: z.uuid() }),
    responses: { 200: teamSchema, 404: null },
  }),
};
export function check(value) {
  return z.string().parse(value);
}
`;

describe('the web build of a domain module', () => {
  const view = clientView(CONTRACTS, '/repo/packages/domain/src/teams/contracts.ts');
  const code = view?.code ?? '';

  it('keeps what the browser calls a route by, and drops its schemas', () => {
    expect(code).toContain("method: 'GET'");
    expect(code).toContain("path: '/api/team/:id'");
    expect(code).toContain('params: undefined');
    expect(code).toContain('responses: undefined');
    expect(code).not.toContain('z.uuid()');
    expect(code).not.toContain('404: null');
  });

  it('builds a top-level schema on first use, and one made from it too', () => {
    expect(code).toContain("import { lazySchema as __lazySchema } from '");
    expect(code).toContain('const teamSchema = /* @__PURE__ */ __lazySchema(() => z.object({ name: z.string().min(1) }))');
    expect(code).toContain('const namedTeam = /* @__PURE__ */ __lazySchema(() => teamSchema.extend({ code: z.string() }))');
    expect(code).toContain('const fields = { a: /* @__PURE__ */ __lazySchema(() => z.string()) }');
  });

  it('marks any other call a constant makes at load pure, so what nothing reads is left out', () => {
    expect(code).toContain('const CODES = /* @__PURE__ */ new Set(/* @__PURE__ */ codes())');
  });

  it('leaves the calls inside functions as they are', () => {
    expect(code).toContain('return z.string().parse(value);');
  });

  it('builds on first use a schema made from an imported one, a schema factory or one of its own', () => {
    const made = clientView(
      `import { z } from 'zod';
import { calendarDate } from '../contracts/common.js';
import { personSchema, rows } from './schemas.js';
export const memberSchema = personSchema.extend({ role: z.string() });
const day = calendarDate('Bad date');
const cell = (empty) => z.number().default(empty);
function page(row) {
  if (!row) return z.never();
  return z.object({ rows: z.array(row) });
}
function maybe(row) {
  return row ? z.array(row) : null;
}
const zero = cell(0);
const people = page(memberSchema);
const names = rows.map((row) => row.name);
const other = maybe(day);
`,
      '/repo/packages/domain/src/teams/members.ts',
    )?.code;
    expect(made).toContain('memberSchema = /* @__PURE__ */ __lazySchema(() => personSchema.extend({ role: z.string() }))');
    expect(made).toContain("day = /* @__PURE__ */ __lazySchema(() => calendarDate('Bad date'))");
    expect(made).toContain('zero = /* @__PURE__ */ __lazySchema(() => cell(0))');
    expect(made).toContain('people = /* @__PURE__ */ __lazySchema(() => page(memberSchema))');
    // Not schemas, or not always: marked pure only, built at load if anything reads them.
    expect(made).toContain('names = /* @__PURE__ */ rows.map((row) => row.name)');
    expect(made).toContain('other = /* @__PURE__ */ maybe(day)');
  });

  it('changes nothing in a module with no constant built by a call', () => {
    expect(clientView('export const A = 1;\nexport function f() { return g(); }\n', '/repo/packages/domain/src/a.ts')).toBeNull();
  });
});
