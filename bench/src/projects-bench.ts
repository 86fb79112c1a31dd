/**
 * The project list on the large organisation: the profile's add-project picker asks
 * `GET /api/projects?search=…&limit=10` per typed letter, the Projects page the whole list.
 * Budget on PostgreSQL: p95 under 50 ms.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.js';
import { measure, type Percentiles, report } from './stats.js';

const BUDGET_MS = 50;

function getter(app: FastifyInstance, url: () => string, headers: Record<string, string>) {
  return async () => {
    const res = await app.inject({ method: 'GET', url: url(), headers });
    if (res.statusCode !== 200) throw new Error(`${url()} answered ${String(res.statusCode)}: ${res.body.slice(0, 200)}`);
  };
}

function verdict(database: Database, name: string, r: Percentiles): void {
  if (database.kind !== 'postgres') return;
  console.log(`  budget: ${name} p95 under ${String(BUDGET_MS)} ms: ${r.p95 < BUDGET_MS ? 'met' : 'MISSED'} (${r.p95.toFixed(2)} ms)`);
}

export async function benchProjects(app: FastifyInstance, database: Database, headers: Record<string, string>): Promise<void> {
  console.log(`\nProjects on the large organisation (budget: p95 under ${String(BUDGET_MS)} ms on PostgreSQL)`);
  // What the picker asks while someone types "Large org project 1".
  const typed = ['l', 'la', 'lar', 'larg', 'large', 'large o', 'large org', 'large org p', 'large org project 1'];
  let at = 0;
  const picker = await measure(
    getter(app, () => `/api/projects?search=${encodeURIComponent(typed[at++ % typed.length] ?? 'l')}&limit=10`, headers),
    300,
    30,
  );
  report('GET /api/projects?search=…&limit=10 (picker)', picker);
  verdict(database, 'picker', picker);
  const all = await measure(
    getter(app, () => '/api/projects', headers),
    100,
    10,
  );
  report('GET /api/projects (every project)', all);
  verdict(database, 'whole list', all);
}
