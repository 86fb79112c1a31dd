import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { hoursFromSeconds, roundHours } from '@goodhours/domain';
import { fileTest } from '../test/api.js';
import { hoursFromSecondsSql, roundHoursSql } from './hours.js';
import { rowsOf } from './raw.js';

// One app for the file: these tests only read what the database computes.
const it = fileTest;

/** Where the database's answer differs from the domain's, as [input, sql, ts]. */
function differences(rows: { input: number; hours: number }[], ts: (n: number) => number): [number, number, number][] {
  return rows.filter((r) => r.hours !== ts(Number(r.input))).map((r) => [Number(r.input), r.hours, ts(Number(r.input))]);
}

describe('hours to the hundredth, in SQL and in TypeScript', () => {
  it('turn every count of seconds into the same hours, a half hundredth rounding up in both', async ({ t }) => {
    // 0 to 20 hours second by second: every remainder of 36 many times over, the 18 s halves among them.
    const counts = sql`(select generate_series(0, 72000) as s union all select unnest(array[36 * 123456 + 18, 4000000018]::bigint[]))`;
    const rows = rowsOf<{ input: number; hours: number }>(
      await t.ctx.db.execute(sql`select c.s::float8 as input, ${hoursFromSecondsSql(sql`c.s`)} as hours from ${counts} c`),
    );
    expect(rows.length).toBe(72003);
    expect(differences(rows, hoursFromSeconds)).toEqual([]);
    // The round(float8) these queries used before rounds a half to even: 0.005 h read 0.00, and 0.145 h 0.14.
    expect(rows.filter((r) => [18, 522].includes(Number(r.input))).map((r) => r.hours)).toEqual([0.01, 0.15]);
  });

  it('count no seconds as 0 hours', async ({ t }) => {
    const [row] = rowsOf<{ hours: number }>(await t.ctx.db.execute(sql`select ${hoursFromSecondsSql(sql`null::bigint`)} as hours`));
    expect(row?.hours).toBe(0);
  });

  it('round a stored number of hours the same way', async ({ t }) => {
    const hours = [0, 0.145, 1.005, 2.675, 12.344999, 40, 1234.565, ...Array.from({ length: 600 }, (_, i) => (i * 60 + 7) / 3600)];
    const rows = rowsOf<{ input: number; hours: number }>(
      await t.ctx.db.execute(
        sql`select h as input, ${roundHoursSql(sql`h`)} as hours from unnest(${`{${hours.join(',')}}`}::float8[]) as h`,
      ),
    );
    expect(rows.length).toBe(hours.length);
    expect(differences(rows, roundHours)).toEqual([]);
  });
});
