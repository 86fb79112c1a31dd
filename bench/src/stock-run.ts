/**
 * `npm run bench:stock -w bench` (BENCH_DATABASE_URL=postgres://... for PostgreSQL): the building
 * portal's stock ledger at scale (issue 43), on 2,000 people plus 200 projects, 1,000 types and
 * 1,000,000 movements (stock-ledger.ts). Budgets: the whole-ledger check finds 0 differences in
 * under 2 s; a project's stock p95 under 50 ms; one item's newest 50 movements p95 under 20 ms;
 * each beside its bare statement with the ratio. Then 100 parallel "use 1" on an item holding 60:
 * 60 succeed, 40 get the 422, none goes below zero; and two parallel approvals, then two parallel
 * receipts, of one purchase request: one 200 and one 409 each time, the stock raised once.
 */
import { sql } from 'drizzle-orm';
import { createSession } from '../../apps/server/src/auth/sessions.js';
import { rowsOf } from '../../apps/server/src/db/raw.js';
import { ledgerDifferences } from '../../apps/server/src/modules/inventory/ledger.js';
import { openBenchApp } from './bench-app.js';
import { generatePeople } from './people.js';
import { collectGarbage, measureInterleaved, report, reportRatio } from './stats.js';
import { generateStockLedger } from './stock-ledger.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const { database, ctx, app } = await openBenchApp({ seedDemo: false });
console.log(`Goodhours stock ledger on ${database.kind}`);
const people = await generatePeople(database.db);
let started = Date.now();
await generateStockLedger(database);
console.log(`generated 1,000,000 movements in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// An active person of the generated organisation, made an Owner: the portal's permission and approvePurchases.
const managerId = people.userIds[1];
if (!managerId) throw new Error('no one to sign in');
await database.db.execute(sql`update users set role = 'Owner', is_active = true where id = ${managerId}`);
const token = await createSession(ctx, ctx.db, managerId, { userAgent: 'goodhours-bench', ip: '127.0.0.1' });
await database.db.execute(sql`update sessions set portals = '{building}' where user_id = ${managerId}`);
const headers = { authorization: `Bearer ${token}` };
const projectIds = rowsOf<{ id: string }>(
  await database.db.execute(sql`select id from projects where project_name like 'Site %' order by id`),
).map((r) => r.id);
const itemIds = rowsOf<{ id: string }>(await database.db.execute(sql`select id from inventory_items order by id limit 500`)).map(
  (r) => r.id,
);
let turn = 0;
const next = (list: string[]): string => list[turn++ % list.length] ?? '';

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await app.inject({ method, url, headers, payload: payload as object });
  return res;
}
async function get(url: string) {
  const res = await call('GET', url);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${String(res.statusCode)}: ${res.body.slice(0, 200)}`);
}

const verdicts: string[] = [];
const verdict = (name: string, value: number, budget: number, unit = 'ms') =>
  verdicts.push(`${name}: ${value.toFixed(1)} ${unit}, budget ${String(budget)} ${unit}: ${value < budget ? 'met' : 'MISSED'}`);

// The whole-ledger check, beside the bare grouping of every movement it compares with.
collectGarbage();
started = performance.now();
const differences = await ledgerDifferences(database.db);
const checkMs = performance.now() - started;
console.log(`\nwhole-ledger check: ${String(differences.length)} differences in ${checkMs.toFixed(0)} ms`);
const [check, bareCheck] = await measureInterleaved(
  () => ledgerDifferences(database.db),
  // The same sums as one plain grouping of every movement, without the comparison with the items.
  () =>
    database.db.execute(sql`select item_id, sum(delta), sum(quantity) filter (where kind = 'purchase'),
      sum(quantity) filter (where kind = 'use'), sum(quantity) filter (where kind = 'waste') from inventory_movements group by item_id`),
  5,
  1,
);
report('whole-ledger check', check);
report('  bare SQL (one grouping of every movement)', bareCheck);
reportRatio('  check ÷ bare SQL', check, bareCheck);
verdict('whole-ledger check p95', check.p95, 2000);
if (differences.length) verdicts.push(`whole-ledger check found ${String(differences.length)} differences: MISSED`);

async function bench(name: string, budget: number, endpoint: () => Promise<unknown>, statement: () => Promise<unknown>) {
  collectGarbage();
  const [e, b] = await measureInterleaved(endpoint, statement, RUNS, 10);
  report(name, e);
  report('  bare SQL', b);
  reportRatio('  endpoint ÷ bare SQL', e, b);
  verdict(`${name} p95`, e.p95, budget);
  const ratio = e.p50 / b.p50;
  verdicts.push(`${name}: p50 ÷ bare SQL ${ratio.toFixed(2)}, budget 2: ${ratio <= 2 ? 'met' : 'MISSED'}`);
}

console.log(`\n${String(RUNS)} runs each, interleaved with the bare statement`);
await bench(
  'a project’s materials (on hand per type)',
  50,
  () => get(`/api/bm/stock?category=Materials&projectId=${next(projectIds)}`),
  () =>
    database.db.execute(sql`select i.id, t.name, i.bought, i.used, i.wasted, i.quantity from inventory_items i
      join inventory_types t on t.id = i.type_id where i.project_id = ${next(projectIds)} and t.category = 'Materials'
      order by lower(t.name) limit 100`),
);
await bench(
  'one item’s newest 50 movements',
  20,
  () => get(`/api/bm/items/${next(itemIds)}/movements`),
  () => database.db.execute(sql`select * from inventory_movements where item_id = ${next(itemIds)} order by at desc, id desc limit 51`),
);

// 100 parallel "use 1" on an item holding 60.
const [raceItem] = rowsOf<{ id: string; project_id: string; type_id: string }>(
  await database.db.execute(sql`select i.id, i.project_id, i.type_id from inventory_items i
    join inventory_types t on t.id = i.type_id where t.category = 'Materials' order by i.id limit 1`),
);
if (!raceItem) throw new Error('no material to race on');
const onHand = async () =>
  Number(rowsOf<{ q: string }>(await database.db.execute(sql`select quantity as q from inventory_items where id = ${raceItem.id}`))[0]?.q);
const before = await onHand();
await call('POST', '/api/bm/stock/log', { rows: [{ itemId: raceItem.id, used: before - 60 }], note: 'bench: leave 60' });
started = performance.now();
const results = await Promise.all(
  Array.from({ length: 100 }, () => call('POST', '/api/bm/stock/log', { rows: [{ itemId: raceItem.id, used: 1 }] })),
);
const raceMs = performance.now() - started;
const ok = results.filter((r) => r.statusCode === 200).length;
const refused = results.filter((r) => r.statusCode === 422).length;
const after = await onHand();
console.log(
  `\n100 parallel "use 1" on 60: ${String(ok)} succeeded, ${String(refused)} refused, ${String(after)} left, in ${raceMs.toFixed(0)} ms`,
);
verdicts.push(
  `100 parallel uses of 60: ${String(ok)} × 200, ${String(refused)} × 422, final ${String(after)}: ${ok === 60 && refused === 40 && after === 0 ? 'met' : 'MISSED'}`,
);
// Two parallel approvals, then two parallel receipts, of one request: one 200 and one 409 each time, stock raised once.
const asked = await call('POST', '/api/bm/purchases', {
  projectId: raceItem.project_id,
  typeId: raceItem.type_id,
  quantity: 25,
  priority: 'High',
});
if (asked.statusCode !== 201) throw new Error(`request answered ${String(asked.statusCode)}: ${asked.body.slice(0, 200)}`);
const requestId = asked.json<{ id: string }>().id;
const pair = async (action: string, payload?: unknown) =>
  (await Promise.all([1, 2].map(() => call('POST', `/api/bm/purchases/${requestId}/${action}`, payload)))).map((r) => r.statusCode).sort();
const beforeReceipt = await onHand();
const approvals = await pair('approve');
const receipts = await pair('receive', { quantity: 25, unitPrice: 4, currency: 'USD' });
const raised = (await onHand()) - beforeReceipt;
console.log(`parallel approvals ${approvals.join(', ')}; parallel receipts ${receipts.join(', ')}; stock raised by ${String(raised)}`);
verdicts.push(
  `two approvals then two receipts at once: ${approvals.join('+')} and ${receipts.join('+')}, raised by ${String(raised)}: ${
    approvals.join() === '200,409' && receipts.join() === '200,409' && raised === 25 ? 'met' : 'MISSED'
  }`,
);
const finalCheck = await ledgerDifferences(database.db);
verdicts.push(`whole ledger after the race: ${String(finalCheck.length)} differences: ${finalCheck.length === 0 ? 'met' : 'MISSED'}`);

console.log(`\nBudgets on ${database.kind}:\n  ${verdicts.join('\n  ')}`);
await app.close();
await database.close();
