/**
 * `npm run bench:time -w bench`: only the time benchmarks of `npm run bench` (the large
 * organisation and its time entries), for working on them.
 */
import { openBenchApp } from './bench-app.js';
import { generatePeople } from './people.js';
import { benchTimeEntries } from './time-entries-bench.js';

const { database, ctx, app } = await openBenchApp({ seedDemo: true });
console.log(`Goodhours time benchmarks on ${database.kind}`);
const people = await generatePeople(database.db);
await benchTimeEntries(app, ctx, database, people);
await app.close();
await database.close();
