/**
 * `npx tsx --expose-gc src/hotspots-run.ts` (in bench/): the project list and the task tree on
 * the large organisation, for working on them. The task tree's WBS of 5,550 tasks is added to
 * the organisation's 20,000 tasks; both are read by the demo owner.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/raw.js';
import { createSession } from '../../apps/server/src/auth/sessions.js';
import { openBenchApp } from './bench-app.js';
import { benchScale, generateLargeOrg } from './large-org.js';
import { generatePeople } from './people.js';
import { benchProjects } from './projects-bench.js';
import { collectGarbage } from './stats.js';
import { benchTaskTree } from './task-tree.js';

const { database, ctx, app } = await openBenchApp({ seedDemo: true });
console.log(`Goodhours project and task tree benchmarks on ${database.kind}`);
const people = await generatePeople(database.db);
await generateLargeOrg(database, people, benchScale(database.kind));
const owner = rowsOf<{ id: string }>(await database.db.execute(sql`select id from users where email = 'owner@demo.goodhours.org'`))[0]?.id;
if (!owner) throw new Error('the demo owner is missing');
const token = await createSession(ctx, ctx.db, owner, { userAgent: 'goodhours-bench', ip: '127.0.0.1' });
const headers = { authorization: `Bearer ${token}` };
collectGarbage();
await benchProjects(app, database, headers);
await benchTaskTree(app, database.db, headers, owner, database.kind === 'postgres');
await app.close();
await database.close();
