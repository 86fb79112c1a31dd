/**
 * `npm run bench:tools -w bench` (BENCH_DATABASE_URL=postgres://... for PostgreSQL): custody of
 * tools under concurrent use on a building site (issue 44). 50 people check out one drill at
 * once: exactly one succeeds, one log row, 49 get the spec's "not available", p95 under 150 ms;
 * 20 people each take 10 units of one pool of 50 at once, overlapping: no deadlock, every unit at
 * most one holder, log rows = units taken; 20 parallel "add 50 tools": 1,000 units with 1,000
 * distinct codes, no 500.
 */
import { sql } from 'drizzle-orm';
import { createSession } from '../../apps/server/src/auth/sessions.js';
import { rowsOf } from '../../apps/server/src/db/raw.js';
import { openBenchApp } from './bench-app.js';
import { generatePeople } from './people.js';
import { percentiles, report } from './stats.js';

const { database, ctx, app } = await openBenchApp({ seedDemo: false });
console.log(`Goodhours tool custody on ${database.kind}`);
const people = await generatePeople(database.db, 200, 10);
const ids = people.userIds.filter((_, i) => i % 10 !== 0).slice(0, 50);
await database.db.execute(
  sql`update users set role = 'Manager' where id in ${sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`}`,
);
const tokens = await Promise.all(ids.map((id) => createSession(ctx, ctx.db, id, { userAgent: 'goodhours-bench', ip: '127.0.0.1' })));
await database.db.execute(sql`update sessions set portals = '{building}'`);
const [project] = rowsOf<{ id: string }>(
  await database.db.execute(sql`insert into projects (project_name) values ('Bench site') returning id`),
);
const projectId = project?.id ?? '';

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const started = performance.now();
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
  return { res, ms: performance.now() - started };
}
const form = (name: string, quantity: number) => ({
  category: 'Tools',
  projectId,
  name,
  description: 'Bench tools for the site.',
  invoice: 'BENCH',
  quantity,
  unitPrice: 10,
  currency: 'USD',
  purchaseRental: 'purchase',
  condition: 'new',
  fromDate: '2026-11-18',
});
const verdicts: string[] = [];
const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await database.db.execute(query))[0]?.n);

// 20 parallel "add 50 tools".
const adds = await Promise.all(
  tokens.slice(0, 20).map((token, i) => call(token, 'POST', '/api/bm/tool-types', form(`Drill ${String(i % 4)}`, 50))),
);
const codes = await count(sql`select count(distinct code) as n from tool_units`);
const units = await count(sql`select count(*) as n from tool_units`);
const failed = adds.filter((a) => a.res.statusCode !== 201).length;
console.log(`20 parallel adds of 50: ${String(units)} units, ${String(codes)} distinct codes, ${String(failed)} failed`);
verdicts.push(
  `20 parallel adds of 50: ${String(units)} units, ${String(codes)} codes, ${String(failed)} refused: ${units === 1000 && codes === 1000 && failed === 0 ? 'met' : 'MISSED'}`,
);

// 50 people, one drill, five rounds (checked back in between) for the latency.
const times: number[] = [];
let exactlyOne = true;
for (let round = 0; round < 5; round++) {
  const [unit] = rowsOf<{ id: string }>(await database.db.execute(sql`select id from tool_units order by code limit 1 offset ${round}`));
  const body = { projectId, action: 'Check Out', unitIds: [unit?.id] };
  const results = await Promise.all(tokens.map((token) => call(token, 'POST', '/api/bm/tool-log', body)));
  times.push(...results.map((r) => r.ms));
  const ok = results.filter((r) => r.res.json<{ results: { ok: boolean }[] }>().results[0]?.ok).length;
  const logs = await count(sql`select count(*) as n from tool_unit_log where unit_id = ${unit?.id ?? ''}`);
  if (ok !== 1 || logs !== 1) exactlyOne = false;
}
const checkout = percentiles(times);
report('50 parallel check-outs of one drill', checkout);
verdicts.push(`50 people, one drill, 5 rounds: exactly one each time with one log row: ${exactlyOne ? 'met' : 'MISSED'}`);
verdicts.push(`check-out p95 ${checkout.p95.toFixed(1)} ms, budget 150 ms: ${checkout.p95 < 150 ? 'met' : 'MISSED'}`);

// 20 people each take 10 of one pool of 50, overlapping.
const pool = rowsOf<{ id: string }>(
  await database.db.execute(sql`select id from tool_units where holder_user_id is null order by code desc limit 50`),
).map((r) => r.id);
const takes = await Promise.all(
  tokens.slice(0, 20).map((token, i) => {
    const mine = Array.from({ length: 10 }, (_, k) => pool[(i * 7 + k * 3) % pool.length] ?? '');
    return call(token, 'POST', '/api/bm/tool-log', { projectId, action: 'Check Out', unitIds: [...new Set(mine)] });
  }),
);
const errors = takes.filter((t) => t.res.statusCode !== 200).length;
const taken = takes.flatMap((t) => t.res.json<{ results: { ok: boolean }[] }>().results).filter((r) => r.ok).length;
const poolList = sql`(${sql.join(
  pool.map((id) => sql`${id}`),
  sql`, `,
)})`;
const held = await count(sql`select count(*) as n from tool_units where id in ${poolList} and holder_user_id is not null`);
const poolLogs = await count(sql`select count(*) as n from tool_unit_log where unit_id in ${poolList}`);
console.log(
  `20 × 10 from a pool of 50: ${String(taken)} taken, ${String(held)} held, ${String(poolLogs)} log rows, ${String(errors)} errors`,
);
verdicts.push(
  `20 overlapping takes of 10 from 50: no error, held = log rows = taken (${String(taken)}): ${errors === 0 && held === taken && poolLogs === taken ? 'met' : 'MISSED'}`,
);

console.log(`\nBudgets on ${database.kind}:\n  ${verdicts.join('\n  ')}`);
await app.close();
await database.close();
