/**
 * `npm run bench:dashboard -w bench`: only the dashboard benchmarks of `npm run bench` (the
 * large organisation, then the leaderboard and Team Member Tasks), for working on them.
 */
import { openBenchApp } from './bench-app.js';
import { benchScale, generateLargeOrg } from './large-org.js';
import { generatePeople } from './people.js';
import { benchDashboard } from './dashboard-bench.js';

const { database, ctx, app } = await openBenchApp({ seedDemo: true });
console.log(`Goodhours dashboard benchmarks on ${database.kind}`);
const people = await generatePeople(database.db);
await generateLargeOrg(database, people, benchScale(database.kind));
await benchDashboard(app, ctx, database, people);
await app.close();
await database.close();
